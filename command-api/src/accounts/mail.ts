import { escapeHtml } from '../shared/escape-html';
import { accounts, ENGLISH, gsm7, type Speech } from '@fie/domain';
import type { Mailer } from '@fie/stores';

const codeStyle = 'font-size:20px;letter-spacing:3px';

/** The confirmation email: the code first (people read it on a phone notification), then a link. In the person's language. */
export async function sendConfirmationCode(mailer: Mailer, to: { email: string; firstName: string }, code: string, baseUrl: string, { t }: Speech = ENGLISH) {
  const link = `${baseUrl}/confirm-registration?email=${encodeURIComponent(to.email)}`;
  const minutes = accounts.CODE_LIFETIME_MINUTES;
  const greeting = (firstName: string) => t('mail.account.confirmation.greeting', 'Akwaaba, {firstName}!', { firstName });
  const codeLine = (shown: string) => t('mail.account.confirmation.code', 'Your Fie confirmation code is {code}. It expires in {minutes} minutes.', { code: shown, minutes });
  const ignore = t('mail.account.confirmation.ignore', 'If you did not create a Fie account, you can ignore this email.');
  await mailer.send({
    to: to.email,
    subject: t('mail.account.confirmation.subject', '{code} is your Fie confirmation code', { code }),
    text: [greeting(to.firstName), '', codeLine(code), '', t('mail.account.confirmation.enter', 'Enter it on the confirmation page: {link}', { link }), '', ignore].join('\n'),
    html: `<p>${greeting(escapeHtml(to.firstName))}</p><p>${codeLine(`<strong style="${codeStyle}">${code}</strong>`)}</p><p><a href="${escapeHtml(link)}">${t('mail.account.confirmation.button', 'Confirm your account')}</a></p><p>${ignore}</p>`,
    headers: { 'X-Fie-Template': 'confirmation-code' },
  });
}

/**
 * The confirmation code of an account signed up with a phone number alone (issue 32), texted: the code first, in one
 * GSM-7 segment, no link (a link would cost a second SMS, and the person is on the confirmation page already). In
 * the person's language, its letters made plain (ɛ as e) so the text stays GSM-7.
 */
export function confirmationSms(code: string, { t, language }: Speech = ENGLISH): string {
  const text = t('sms.account.confirmation', '{code} is your Fie confirmation code. It expires in {minutes} minutes. If you did not sign up on Fie, ignore this SMS.', { code, minutes: accounts.CODE_LIFETIME_MINUTES });
  return language === 'en' ? text : gsm7(text);
}

/** The code that adds an email to an account without one (issue 32), mailed to that email, in the person's language. */
export async function sendEmailAddCode(mailer: Mailer, to: { email: string; firstName: string }, code: string, baseUrl: string, { t }: Speech = ENGLISH) {
  const link = `${baseUrl}/owner-dashboard?tab=profile`;
  const minutes = accounts.CODE_LIFETIME_MINUTES;
  const greeting = (firstName: string) => t('mail.common.hello', 'Hello {firstName},', { firstName });
  const codeLine = (shown: string) => t('mail.account.confirmation.code', 'Your Fie confirmation code is {code}. It expires in {minutes} minutes.', { code: shown, minutes });
  const enter = t('mail.account.add-email.enter', 'Enter it in your profile on Fie to add this email to your account: {link}', { link });
  const ignore = t('mail.account.add-email.ignore', 'If you did not add this email to a Fie account, you can ignore this email: nothing changes.');
  await mailer.send({
    to: to.email,
    subject: t('mail.account.confirmation.subject', '{code} is your Fie confirmation code', { code }),
    text: [greeting(to.firstName), '', codeLine(code), '', enter, '', ignore].join('\n'),
    html: `<p>${greeting(escapeHtml(to.firstName))}</p><p>${codeLine(`<strong style="${codeStyle}">${code}</strong>`)}</p><p>${escapeHtml(enter)}</p><p>${ignore}</p>`,
    headers: { 'X-Fie-Template': 'email-add-code' },
  });
}

/**
 * `account` says whose password the link resets when the email has both a person's account and an organization's.
 * In the person's language (an organization's is English).
 */
export async function sendPasswordResetCode(mailer: Mailer, to: { email: string; firstName: string }, code: string, baseUrl: string, account?: 'organization', { t }: Speech = ENGLISH) {
  const link = `${baseUrl}/reset_password/${encodeURIComponent(to.email)}/${code}${account ? `?account=${account}` : ''}`;
  const minutes = accounts.CODE_LIFETIME_MINUTES;
  const greeting = (firstName: string) => t('mail.common.hello', 'Hello {firstName},', { firstName });
  const codeLine = (shown: string) => t('mail.account.reset.code', 'Your Fie password reset code is {code}. It expires in {minutes} minutes.', { code: shown, minutes });
  const ignore = t('mail.account.reset.ignore', 'If you did not ask to reset your password, ignore this email: your password stays as it is.');
  await mailer.send({
    to: to.email,
    subject: t('mail.account.reset.subject', '{code} is your Fie password reset code', { code }),
    text: [greeting(to.firstName), '', codeLine(code), '', t('mail.account.reset.link', 'Or choose a new password here: {link}', { link }), '', ignore].join('\n'),
    html: `<p>${greeting(escapeHtml(to.firstName))}</p><p>${codeLine(`<strong style="${codeStyle}">${code}</strong>`)}</p><p><a href="${escapeHtml(link)}">${t('mail.account.reset.button', 'Choose a new password')}</a></p><p>${ignore}</p>`,
    headers: { 'X-Fie-Template': 'password-reset-code' },
  });
}

/**
 * The reset code texted to the account's phone (asked for with the phone number): the code first, in one GSM-7
 * segment (no link: it would hold the phone number and cost a second SMS). In the person's language, its letters
 * made plain (ɛ as e) so the text stays GSM-7.
 */
export function passwordResetSms(code: string, { t, language }: Speech = ENGLISH): string {
  const text = t('sms.account.reset', '{code} is your Fie password reset code. It expires in {minutes} minutes. If you did not ask for it, ignore this SMS.', { code, minutes: accounts.CODE_LIFETIME_MINUTES });
  return language === 'en' ? text : gsm7(text);
}
