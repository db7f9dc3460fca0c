import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

let fie: TestMarketplace;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => (fie = ctx.fie), page: (p) => (page = p) });

/** Small real JPEGs, as a phone would send them (the server re-encodes them to WebP). */
async function photos(colours: string[]) {
  return Promise.all(
    colours.map(async (background, i) => ({
      name: `house-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } }).jpeg().toBuffer(),
    })),
  );
}

/** Waits until `read` answers `wanted` (a field that fills or clears itself a moment later). */
async function until<T>(read: () => Promise<T>, wanted: T, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  let last = await read();
  while (last !== wanted && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    last = await read();
  }
  expect(last).toBe(wanted);
}

journey(
  'an owner signs in, lists a house in East Legon with three photos, sees it in Listed Properties, finds it by place, and updates its price',
  async () => {
    const email = 'kofi.lister@example.com';
    const owner = await fie.signUpAndConfirm({ email, firstName: 'Kofi' });
    const registered = await fie.request('POST', '/api/auth/existing-user-owner-registration', { email }, owner.token);
    expect(registered.status).toBeLessThan(300);

    // 1. Sign in through the login page, which sends the owner on to /list-property.
    await page.goto(`${fie.url}/login?next=/list-property`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: /^(login|sign in)$/i }).click();
    await page.waitForURL(/\/list-property$/);
    await page.getByRole('heading', { name: 'List Property', level: 1 }).waitFor();

    // 2. The residential form.
    await page.getByRole('radio', { name: 'Residential' }).check();
    const form = page.getByRole('form', { name: 'Residential listing' });
    await form.getByLabel('Property type').selectOption('house');
    await form.getByRole('radio', { name: 'For Rent' }).check();
    await form.getByLabel('Price').pressSequentially('4500a');
    expect(await form.getByLabel('Price').inputValue()).toBe('4,500');
    await form.getByLabel('Payment plan').selectOption('MONTHLY');
    await form.getByLabel('Advance (months)').fill('12');
    await form.getByText('The Rent Act, 1963 (Act 220) allows at most 6 months of rent in advance', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'More bedrooms' }).click();
    await form.getByRole('button', { name: 'More bedrooms' }).click();
    await form.getByRole('button', { name: 'More bathrooms' }).click();
    await form.getByRole('textbox', { name: /^Description/ }).fill('Three-bedroom house with a boys quarters, ten minutes from the A&C Mall');
    await form.getByLabel('Water source').selectOption('gwcl');
    await form.getByLabel('Electricity source').selectOption('ecg');
    await form.getByRole('checkbox', { name: '24-hour security' }).check();

    // The place comes from the gazetteer; the map (OpenLayers, loaded with the form) shows its pin.
    await form.getByRole('combobox', { name: 'Location' }).fill('East Legon');
    await page.getByRole('option', { name: 'East Legon, Accra, Greater Accra' }).click();
    expect(await form.getByLabel('Town or area').inputValue()).toBe('East Legon');
    await form.getByRole('application', { name: 'Map: drag the pin to the property' }).locator('canvas').first().waitFor();
    await form.getByLabel('GhanaPostGPS address').fill('GA-183-8164');

    // Three photos in one go; their thumbnails come back from the server.
    await form.locator('input[type="file"]').setInputFiles(await photos(['#8a6', '#a0522d', '#4682b4']));
    await form.getByRole('img', { name: 'Photo 3' }).waitFor({ timeout: 30_000 });
    await form.getByText('3 photos · up to 20').waitFor();

    await form.getByRole('button', { name: 'List Property' }).click();
    // The owner is taken to the new listing's own page, which says it is live and offers what comes next.
    await page.waitForURL(/\/property\/[0-9a-f-]{36}\//, { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'House for rent in East Legon, Accra' }).waitFor();
    await page.getByText('Your listing is live').waitFor();
    await page.getByRole('link', { name: 'List another property' }).waitFor();

    // 3. It is on Listed Properties.
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL(/\/owner-dashboard\?tab=properties$/);
    const card = page.getByRole('article', { name: 'House in East Legon' });
    await card.waitFor();
    await card.getByText('GH₵ 4,500').waitFor();
    await card.getByText('For Rent').waitFor();
    await card.getByText('3 beds').waitFor();

    // 4. Search finds it by the place's name.
    const mine = await fie.request('GET', '/api/properties?page=1&pageSize=15', undefined, owner.token);
    const id = mine.body.result.properties[0].id as string;
    const found = await fie.request('POST', '/api/properties/search', { location: 'East Legon' });
    expect(found.body.result.properties.map((p: { id: string }) => p.id)).toContain(id);
    expect(mine.body.result.properties[0]).toMatchObject({
      location: { coordinates: [-0.161, 5.636] },
      location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra', digital_address: 'GA-183-8164' },
      bedrooms: 3,
      bathrooms: 2,
      rent_advance_months: 12,
      amenities: ['security'],
    });
    expect(mine.body.result.properties[0].images).toHaveLength(3);

    // 5. The pencil opens Update Property with the house loaded; a new price is saved.
    await card.getByRole('button', { name: 'Edit House in East Legon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Property' });
    const price = dialog.getByLabel('Price');
    await until(() => price.inputValue(), '4,500');
    await price.fill('5200');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Update successful').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('article', { name: 'House in East Legon' }).getByText('GH₵ 5,200').waitFor();
  },
  180_000,
);

journey('a seeker who opens /list-property is sent to /info-list-property', async () => {
  const seeker = await fie.signUpAndConfirm({ email: 'just.looking.browser@example.com' });
  await page.goto(`${fie.url}/login?next=/list-property`);
  await page.getByLabel('Email').fill(seeker.email);
  await page.getByLabel('Password', { exact: true }).fill(seeker.password);
  await page.getByRole('button', { name: /^(login|sign in)$/i }).click();
  await page.waitForURL(/\/info-list-property$/);
});
