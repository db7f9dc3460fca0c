import type { UserView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { escapeHtml } from '../shared/escape-html';
import { speechFor } from '../shared/speech';

/** The person is told why, and whom to write to: they cannot sign in to read it on the site. In their language. */
export async function sendStandingMail(deps: CommandDeps, user: UserView, action: 'suspend' | 'reinstate', reason: string) {
  // A person without an email (a phone sign-up, issue 32) is told when they next sign in.
  if (!user.email) return;
  const to = user.email;
  const { t } = speechFor(user.language);
  const suspended = action === 'suspend';
  const hello = t('mail.common.hello', 'Hello {firstName},', { firstName: user.firstName });
  const lines = suspended
    ? [
        hello, '', t('mail.standing.suspended.body', 'Your Fie account has been suspended, so you cannot sign in and your listings no longer show in search.'), '',
        t('mail.standing.suspended.why', 'Why: {reason}', { reason }), '', t('mail.standing.suspended.ask', 'To ask about it, reply to {supportEmail}.', { supportEmail: deps.supportEmail }),
      ]
    : [hello, '', t('mail.standing.reinstated.body', 'Your Fie account has been reinstated: you can sign in again and your listings show in search again.'), '', t('mail.standing.reinstated.note', 'Note from our staff: {reason}', { reason })];
  await deps.mailer.send({
    to,
    subject: suspended ? t('mail.standing.suspended.subject', 'Your Fie account has been suspended') : t('mail.standing.reinstated.subject', 'Your Fie account has been reinstated'),
    text: lines.join('\n'),
    html: lines.filter(Boolean).map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    headers: { 'X-Fie-Template': suspended ? 'account-suspended' : 'account-reinstated' },
  });
}
