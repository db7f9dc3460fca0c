import type { Page } from 'playwright-core';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, waitForCode } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

journey('a seeker registers, reads the code from the outbox, confirms (which signs them in) and sees the signed-in header', async () => {
  const email = 'ama.browser@example.com';
  await page.goto(`${fie.url}/register`);
  await page.getByLabel('First name').fill('Ama');
  await page.getByLabel('Last name').fill('Boateng');
  await page.getByLabel('Phone number').fill('0244123456');
  await page.getByLabel('Email (optional)').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Akwaaba#2026');
  await page.getByLabel('Confirm password').fill('Akwaaba#2026');
  await page.getByRole('checkbox', { name: /I have read and accept the/ }).check();
  await page.getByRole('button', { name: /^(register|sign up)$/i }).click();

  await page.waitForURL(/\/confirm-registration/);
  const code = await waitForCode(fie, email);
  const emailField = page.getByLabel('Email or phone');
  if ((await emailField.inputValue()) === '') await emailField.fill(email);
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: /^(submit|confirm account)$/i }).click();
  await page.getByText('Account confirmed').first().waitFor();

  // Confirming signed the person in (issue 32): the header shows them (their first name on the user menu), no Login button.
  await page.getByRole('banner').getByText('Ama').first().waitFor({ timeout: 10_000 });
  expect(await page.getByRole('banner').getByRole('button', { name: /^login$/i }).count()).toBe(0);
  expect(JSON.parse((await page.evaluate(() => { const w = globalThis as unknown as { localStorage: Storage; sessionStorage: Storage }; return w.localStorage.getItem('user') ?? w.sessionStorage.getItem('user'); })) ?? '{}')).toMatchObject({ email });
});

journey('the register form shows the spec messages and sends nothing when fields are wrong', async () => {
  const before = (await fie.stores.events.readAll()).length;
  await page.goto(`${fie.url}/register`);
  await page.getByLabel('First name').fill('K0fi');
  await page.getByLabel('Email (optional)').fill('kofi.example.com');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByRole('button', { name: /^(register|sign up)$/i }).click();
  await page.getByText('Please enter valid first name').waitFor();
  await page.getByText('Invalid email format').waitFor();
  await page.getByText('Phone number format is not valid').waitFor();
  expect((await fie.stores.events.readAll()).length).toBe(before);
});
