import { escapeHtml } from '../shared/escape-html';
import { accounts } from '@fie/domain';
import type { Mailer } from '@fie/stores';

/** The confirmation email: the code first (people read it on a phone notification), then a link. */
export async function sendConfirmationCode(mailer: Mailer, to: { email: string; firstName: string }, code: string, baseUrl: string) {
  const link = `${baseUrl}/confirm-registration?email=${encodeURIComponent(to.email)}`;
  const minutes = accounts.CODE_LIFETIME_MINUTES;
  await mailer.send({
    to: to.email,
    subject: `${code} is your Fie confirmation code`,
    text: [
      `Akwaaba, ${to.firstName}!`,
      '',
      `Your Fie confirmation code is ${code}. It expires in ${minutes} minutes.`,
      '',
      `Enter it on the confirmation page: ${link}`,
      '',
      'If you did not create a Fie account, you can ignore this email.',
    ].join('\n'),
    html: `<p>Akwaaba, ${escapeHtml(to.firstName)}!</p><p>Your Fie confirmation code is <strong style="font-size:20px;letter-spacing:3px">${code}</strong>. It expires in ${minutes} minutes.</p><p><a href="${escapeHtml(link)}">Confirm your account</a></p><p>If you did not create a Fie account, you can ignore this email.</p>`,
    headers: { 'X-Fie-Template': 'confirmation-code' },
  });
}

/** `account` says whose password the link resets when the email has both a person's account and an organization's. */
export async function sendPasswordResetCode(mailer: Mailer, to: { email: string; firstName: string }, code: string, baseUrl: string, account?: 'organization') {
  const link = `${baseUrl}/reset_password/${encodeURIComponent(to.email)}/${code}${account ? `?account=${account}` : ''}`;
  const minutes = accounts.CODE_LIFETIME_MINUTES;
  await mailer.send({
    to: to.email,
    subject: `${code} is your Fie password reset code`,
    text: [
      `Hello ${to.firstName},`,
      '',
      `Your Fie password reset code is ${code}. It expires in ${minutes} minutes.`,
      '',
      `Or choose a new password here: ${link}`,
      '',
      'If you did not ask to reset your password, ignore this email: your password stays as it is.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(to.firstName)},</p><p>Your Fie password reset code is <strong style="font-size:20px;letter-spacing:3px">${code}</strong>. It expires in ${minutes} minutes.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>If you did not ask to reset your password, ignore this email: your password stays as it is.</p>`,
    headers: { 'X-Fie-Template': 'password-reset-code' },
  });
}

/**
 * The reset code texted to the account's phone (asked for with the phone number): the code first, in one GSM-7
 * segment (no link: it would hold the phone number and cost a second SMS).
 */
export function passwordResetSms(code: string): string {
  return `${code} is your Fie password reset code. It expires in ${accounts.CODE_LIFETIME_MINUTES} minutes. If you did not ask for it, ignore this SMS.`;
}
