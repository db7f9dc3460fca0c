import type { UserView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { escapeHtml } from '../shared/escape-html';

/** The person is told why, and whom to write to: they cannot sign in to read it on the site. */
export async function sendStandingMail(deps: CommandDeps, user: UserView, action: 'suspend' | 'reinstate', reason: string) {
  const suspended = action === 'suspend';
  const lines = suspended
    ? [`Hello ${user.firstName},`, '', 'Your Fie account has been suspended, so you cannot sign in and your listings no longer show in search.', '', `Why: ${reason}`, '', `To ask about it, reply to ${deps.supportEmail}.`]
    : [`Hello ${user.firstName},`, '', 'Your Fie account has been reinstated: you can sign in again and your listings show in search again.', '', `Note from our staff: ${reason}`];
  await deps.mailer.send({
    to: user.email,
    subject: suspended ? 'Your Fie account has been suspended' : 'Your Fie account has been reinstated',
    text: lines.join('\n'),
    html: lines.filter(Boolean).map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    headers: { 'X-Fie-Template': suspended ? 'account-suspended' : 'account-reinstated' },
  });
}
