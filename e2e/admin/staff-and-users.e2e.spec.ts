import type { Page } from 'playwright-core';
import { latestMessageTo } from '@fie/stores';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

const signInToConsole = async (email: string, password: string) => {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
};

journey('an administrator invites a support member, who sets a password from the mailed link and suspends a user with a reason; the user can no longer sign in', async () => {
  const kojo = await fie.signUpAndConfirm({ email: 'kojo.browser@example.com', firstName: 'Kojo', lastName: 'Antwi' });

  await page.goto(`${fie.url}/admin/#/staff/create`);
  await signInToConsole(fie.admin.email, fie.admin.password);
  // The form is shown again once the session's identity has loaded; fill it then.
  await page.getByRole('button', { name: 'Send invitation' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.locator('input[name="email"]').fill('abena.support@example.com');
  await page.locator('input[name="name"]').fill('Abena Support');
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: /^Support/ }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('Invitation sent to abena.support@example.com').waitFor();

  const link = /(\/admin\/#\/set-password\?[^\s]+)/.exec((await latestMessageTo(fie.stores.outboxDir, 'abena.support@example.com'))?.text ?? '')?.[1];
  expect(link).toBeDefined();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${fie.url}${link}`);
  await page.getByLabel('New password', { exact: true }).fill('Akwaaba#2026');
  await page.getByLabel('Confirm new password').fill('Akwaaba#2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.locator('input[name="email"]').waitFor();
  await signInToConsole('abena.support@example.com', 'Akwaaba#2026');
  await page.getByRole('menuitem', { name: 'Users' }).waitFor();

  await page.goto(`${fie.url}/admin/#/users/${kojo.user.id}/show`);
  await page.getByRole('button', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Asked for money before viewings');
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await page.getByText('Account suspended; the person has been told why').waitFor();
  await page.getByText('Suspended on').waitFor();

  const login = await fie.request('POST', '/api/auth/login', { email: kojo.email, password: kojo.password });
  expect(login.status).toBe(403);
  expect(login.body.message).toContain('Asked for money before viewings');
});
