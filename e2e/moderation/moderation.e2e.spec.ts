import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

const signInToConsole = async (hash: string) => {
  await page.goto(`${fie.url}/admin/#${hash}`);
  await page.locator('input[name="email"]').fill(fie.admin.email);
  await page.locator('input[name="password"]').fill(fie.admin.password);
  await page.getByRole('button', { name: /sign in/i }).click();
};
const inSearch = async (id: string) => ((await fie.request('POST', '/api/properties/search', { pageSize: 100 })).body.result.properties as { id: string }[]).some((p) => p.id === id);

journey('a moderator hides a reported listing with a reason: it leaves public search and the lister is mailed the reason; then the event history is exported', async () => {
  const owner = await signUpOwner(fie, { email: 'kwame.e2e@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  const seeker = await fie.signUpAndConfirm({ email: 'efua.e2e@example.com', firstName: 'Efua', lastName: 'Mensah' });
  const house = await listHouse(fie, owner.token, { title: 'Reported house in Osu' });
  expect((await fie.request('POST', `/api/properties/${house.id}/report`, { reason: 'scam', details: 'Asked for money first' }, seeker.token)).status).toBe(201);

  await signInToConsole('/listings');
  await page.getByRole('combobox', { name: 'Queue' }).click();
  await page.getByRole('option', { name: 'Reported' }).click();
  await page.getByText('Reported house in Osu').click({ timeout: 15_000 });
  await page.getByText('Asked for money first').waitFor();
  await page.getByRole('button', { name: 'Hide' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Asked for money before any viewing');
  await dialog.getByRole('button', { name: 'Hide' }).click();
  await page.getByText('Listing hidden').waitFor();
  await page.getByText(/Hidden by staff: Asked for money before any viewing/).waitFor();

  expect(await inSearch(house.id)).toBe(false);
  const mailed = async () => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes('kwame.e2e@example.com') && m.text.includes('Reason: Asked for money before any viewing'));
  for (let tries = 0; (await mailed()).length === 0 && tries < 100; tries++) await page.waitForTimeout(50);
  expect(await mailed()).toHaveLength(1);

  await page.goto(`${fie.url}/admin/#/events?filter=${encodeURIComponent(JSON.stringify({ type: 'ListingModerated' }))}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  const csv = readFileSync((await file.path())!, 'utf8');
  const rows = csv.split('\r\n').filter(Boolean);
  expect(rows[0]).toBe('position,createdAt,streamId,type,revision,data,metadata');
  expect(rows.slice(1)).toEqual([expect.stringContaining(`listing-${house.id},ListingModerated`)]);
});
