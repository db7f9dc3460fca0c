import { escapeHtml } from '../shared/escape-html';
import type { Mailer } from '@fie/stores';

export async function sendCompletionLink(mailer: Mailer, to: { email: string; name: string }, link: string) {
  await mailer.send({
    to: to.email,
    subject: `Complete the registration of ${to.name} on Fie`,
    text: [`Akwaaba, ${to.name}!`, '', 'Set your organization\'s password to finish registering:', link, '', 'The link works for 7 days.'].join('\n'),
    html: `<p>Akwaaba, ${escapeHtml(to.name)}!</p><p><a href="${escapeHtml(link)}">Set your organization's password</a> to finish registering. The link works for 7 days.</p>`,
    headers: { 'X-Fie-Template': 'organization-completion' },
  });
}

export async function sendInvitation(mailer: Mailer, to: { email: string; firstName: string }, organizationName: string, link: string) {
  await mailer.send({
    to: to.email,
    subject: `${organizationName} invites you to join them on Fie`,
    text: [`Hello ${to.firstName},`, '', `${organizationName} has invited you to list and manage properties with them on Fie.`, '', `Accept the invitation: ${link}`, '', 'The invitation works for 14 days. If you were not expecting it, ignore this email.'].join('\n'),
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p>${escapeHtml(organizationName)} has invited you to list and manage properties with them on Fie.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>The invitation works for 14 days.</p>`,
    headers: { 'X-Fie-Template': 'organization-invitation' },
  });
}
