import type { Page } from 'playwright-core';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

journey('staff sign in with the one-time password and read a sign-up in the event log, with personal data sealed', async () => {
  await fie.signUpAndConfirm({ email: 'kwabena@example.com', firstName: 'Kwabena' });
  await page.goto(`${fie.url}/admin/#/events`);
  await page.getByText('one-time password').waitFor();
  await page.locator('input[name="email"]').fill(fie.admin.email);
  await page.locator('input[name="password"]').fill(fie.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();

  await page.getByText('UserSignedUp').first().waitFor({ timeout: 15_000 });
  await page.getByText('UserSignedUp').first().click();
  await page.getByText('[sealed personal data]').first().waitFor();
  const content = await page.content();
  expect(content).not.toContain('kwabena@example.com');
  expect(content).not.toContain('$argon2id');
});
