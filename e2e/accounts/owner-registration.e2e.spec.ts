import type { Page } from 'playwright-core';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, waitForCode } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

/** A small but real PDF: the server reads the type from the bytes, not the name. */
const ghanaCard = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

journey('an individual registers as an owner with a document, confirms, lands on the dashboard and finds the document', async () => {
  const email = 'yaw.owner@example.com';
  await page.goto(`${fie.url}/owner-registration`);
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByLabel('First name').fill('Yaw');
  await page.getByLabel('Last name').fill('Mensah');
  await page.getByLabel('Phone number').fill('0244123456');
  await page.getByLabel('Email (optional)').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Akwaaba#2026');
  await page.getByLabel('Confirm password').fill('Akwaaba#2026');

  await page.getByLabel('Upload documents').setInputFiles({ name: 'ghana-card.pdf', mimeType: 'application/pdf', buffer: ghanaCard });
  await page.getByText('Upload successful').waitFor();
  await page.getByRole('list', { name: 'Uploaded documents' }).getByText('ghana-card.pdf', { exact: true }).waitFor();

  await page.getByRole('checkbox', { name: /I have read and accept the/ }).check();
  await page.getByRole('button', { name: 'Register as Owner' }).click();
  await page.getByText("Registration successful, you'll be redirected to the dashboard shortly.").first().waitFor();

  const code = await waitForCode(fie, email);
  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm Account' }).click();

  await page.waitForURL(/\/owner-dashboard$/, { timeout: 10_000 });
  await page.getByRole('heading', { name: 'Fie dashboard' }).waitFor();
  await page.getByText('Welcome Yaw').waitFor();
  // An owner sees the Properties tab; the header offers the Dashboard link and no 'Register as an Owner'.
  await page.getByRole('tab', { name: 'Properties' }).waitFor();
  expect(await page.getByRole('banner').getByRole('link', { name: 'Register as an Owner' }).count()).toBe(0);

  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.waitForURL(/tab=documents/);
  const grid = page.getByRole('list', { name: 'Your documents' });
  await grid.getByText('ghana-card.pdf', { exact: true }).waitFor({ timeout: 10_000 });
  expect(await grid.locator('[data-kind="pdf"]').count()).toBe(1);

  // The stored profile is an owner's, with the document claimed by the new account.
  const token = JSON.parse((await page.evaluate(() => (globalThis as unknown as { localStorage: Storage }).localStorage.getItem('token'))) ?? 'null');
  const profile = await fie.request('GET', '/api/auth/user', undefined, token);
  expect(profile.body).toMatchObject({ email, user_type: 'owner' });
  expect(profile.body.owner_documents).toEqual([expect.objectContaining({ name: 'ghana-card.pdf' })]);
});
