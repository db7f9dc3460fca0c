import type { Page } from 'playwright-core';
import { latestMessageTo } from '@fie/stores';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { createOrganization } from '../../launcher/src/testing/organizations';
import { awake, browserJourneys } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

/**
 * The site moves on a moment after a success (config.afterSuccessMs, 2 s: the message is read first). Each page's
 * clock is the test's (installed before its first visit, and flowing as usual), so that moment is run at once here
 * instead of waited out; what follows it is still waited for.
 */
const AFTER_SUCCESS_MS = 2000;
const aMomentLater = () => page.clock.runFor(AFTER_SUCCESS_MS);

journey('a confirmed person asks for a reset code, sets a new password in the dialog and signs in with it', async () => {
  const person = await fie.signUpAndConfirm({ firstName: 'Kofi', lastName: 'Boateng', email: 'kofi.reset@example.com' });
  const newPassword = 'Medaase#2027';

  await page.clock.install();
  await page.goto(`${fie.url}/about`);
  await page.getByRole('banner').getByRole('button', { name: /^login$/i }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: 'Forgot Password or Username?' }).click();

  const reset = page.getByRole('dialog', { name: 'Reset Password' });
  await reset.getByLabel('Email').fill(person.email);
  await reset.getByRole('button', { name: 'Request Code' }).click();

  const step2 = page.getByRole('dialog', { name: 'Set new password' });
  await step2.getByText(`Code delivered to ${person.email}`).waitFor();
  const code = await waitForResetCode(fie, person.email);
  await step2.getByLabel('Confirmation code').fill(code);
  await step2.getByLabel('New password').fill(newPassword);
  await step2.getByLabel('Confirm password').fill(newPassword);
  await step2.getByRole('button', { name: 'Reset Password' }).click();
  await step2.getByText('Password reset successful').waitFor();

  // Two seconds later the login dialog takes over with the email filled in.
  await aMomentLater();
  const again = page.getByRole('dialog', { name: 'Login' });
  await again.waitFor({ timeout: 5000 });
  expect(await again.getByLabel('Email').inputValue()).toBe(person.email);
  await again.getByLabel('Password', { exact: true }).fill(newPassword);
  await again.getByRole('button', { name: /^login$/i }).click();
  await again.getByText('Signed in', { exact: true }).waitFor();
  // 'Signed in' stays in view a moment, then the dialog closes.
  await aMomentLater();
  await page.getByRole('banner').getByText('Kofi').first().waitFor({ timeout: 10_000 });

  // The old password no longer opens the account; the new one does.
  expect((await fie.request('POST', '/api/auth/login', { email: person.email, password: person.password })).status).toBe(401);
  expect((await fie.request('POST', '/api/auth/login', { email: person.email, password: newPassword })).status).toBe(200);
});

journey('the link in the reset email opens /reset_password/{email}/{code}, which needs only the new password', async () => {
  const person = await fie.signUpAndConfirm({ firstName: 'Esi', lastName: 'Owusu', email: 'esi.link@example.com' });
  const newPassword = 'Ayekoo#2027';
  expect((await fie.request('POST', '/api/auth/forgot-password', { email: person.email })).status).toBe(200);
  const code = await waitForResetCode(fie, person.email);

  await page.clock.install();
  await page.goto(`${fie.url}/reset_password/${encodeURIComponent(person.email)}/${code}`);
  await awake(page);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Password reset successful').waitFor();
  await aMomentLater();
  await page.waitForURL(/\/login\?email=/, { timeout: 5000 });

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: /^login$/i }).click();
  await page.getByRole('banner').getByText('Esi').first().waitFor({ timeout: 10_000 });
});

journey('an agency resets its password on /forgotpassword, then signs in as "An agency or company"', async () => {
  await createOrganization(fie, { name: 'Osu Lets', email: 'desk@osulets.example', url_name: 'osulets' });
  const newPassword = 'OsuLets#2027';

  await page.clock.install();
  await page.goto(`${fie.url}/forgotpassword`);
  // The scripted path (it watches the sign-in's API answer); the plain-form path has its own tests.
  await awake(page);
  await page.getByRole('radio', { name: 'An agency or company' }).check();
  await page.getByLabel('Email or phone').fill('desk@osulets.example');
  await page.getByRole('button', { name: 'Request Code' }).click();
  await page.getByText('Code delivered to desk@osulets.example').waitFor();
  await page.getByLabel('Confirmation code').fill(await waitForResetCode(fie, 'desk@osulets.example'));
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await page.getByText('Password reset successful').waitFor();
  await aMomentLater();
  await page.waitForURL(/\/login\?email=/, { timeout: 5000 });
  await awake(page);

  // The sign-in choice is in plain words; the old descriptions are gone.
  await page.getByRole('radio', { name: 'Me (a person)' }).waitFor();
  expect(await page.getByText('unrestricted access').count()).toBe(0);
  await page.getByRole('radio', { name: 'An agency or company' }).check();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  // The sign-in's own answer, so a refusal fails here with what the server said (two clean-clone CI runs timed out
  // below without saying why, and it never failed on this machine, loaded or not).
  const answered = new Promise<import('playwright-core').Response>((resolve) =>
    page.on('response', (r) => {
      if (r.url().endsWith('/api/organizations/login')) resolve(r);
    }),
  );
  await page.getByRole('button', { name: /^login$/i }).click();
  const answer = await answered;
  expect({ status: answer.status(), body: answer.status() === 200 ? 'ok' : await answer.text() }).toEqual({ status: 200, body: 'ok' });
  // 'Signed in' is said (the page sets its timer as it says it), then the moment runs.
  await page.getByText('Signed in', { exact: true }).first().waitFor();
  await aMomentLater();
  // The dashboard is a full page load 2 s after the sign-in: its address is what this proves, not how soon the
  // page's last script has loaded.
  await page.waitForURL(/\/organization-dashboard/, { timeout: 30_000, waitUntil: 'commit' });
});

/** The reset mail says 'Your Fie password reset code is 123456'; earlier mails (the sign-up code) are skipped. */
async function waitForResetCode(market: TestMarketplace, email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const message = await latestMessageTo(market.stores.outboxDir, email);
    const text = message?.text ?? '';
    const code = /password reset code is (\d{6})/.exec(text)?.[1] ?? (/reset/i.test(text) ? /code is (\d{6})/.exec(text)?.[1] : undefined);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset code mailed to ${email}`);
}
