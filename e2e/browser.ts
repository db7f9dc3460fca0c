import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { ensureBuilt } from '../launcher/src/testing/ensure-built';
import { startTestMarketplace, type TestMarketplace } from '../launcher/src/testing/test-marketplace';
import { openPagesState } from './page-state';

/** Debian's Chromium, never a downloaded one; the flags keep it off the (closed) network. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function browserSkipReason(): string | undefined {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (install Debian's chromium: apt-get install chromium)`;
  return undefined;
}

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      ...extraArgs,
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    // playwright-core gives every launch a fresh, empty profile directory of its own.
  });
}

/** The browser tests need the built site; build whatever is missing, as `npm start` does (once a run: see ensure-built.ts). */
export { ensureBuilt };

/**
 * The set-up every journey file shares: the real marketplace on a fresh DATA_DIR, Debian's Chromium, and
 * (when asked) a fresh page per test. Skips, saying why, where there is no Chromium.
 */
export function browserJourneys(on: { ready(ctx: { fie: TestMarketplace; browser: Browser }): void; page?(page: Page): void }, options: { viewport?: { width: number; height: number } } = {}) {
  const skip = browserSkipReason();
  if (skip) console.warn(`Browser journeys skipped: ${skip}`);
  let fie: TestMarketplace | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    if (skip) return;
    ensureBuilt();
    fie = await startTestMarketplace();
    browser = await launchBrowser();
    on.ready({ fie, browser });
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await fie?.stop();
  });
  if (on.page) {
    beforeEach(async () => {
      if (skip || !browser) return;
      page = await browser.newPage({ viewport: options.viewport ?? { width: 1280, height: 900 } });
      on.page!(page);
    });
    afterEach(async () => page?.close());
  }
  // A journey that fails says what its open pages showed (before afterEach closes them).
  const journey = (name: string, fn: () => Promise<unknown>, timeout?: number) =>
    test(
      name,
      async () => {
        try {
          await fn();
        } catch (error) {
          if (error instanceof Error && browser) {
            const shown = `\n\nWhat the open pages showed:\n${await openPagesState(browser)}`;
            // Jest prints the stack, which holds the message as it was when the error was made.
            if (error.stack?.includes(error.message)) error.stack = error.stack.replace(error.message, error.message + shown);
            error.message += shown;
          }
          throw error;
        }
      },
      timeout,
    );
  return skip ? test.skip : journey;
}

/**
 * The set-up of journeys where two or more people meet: browserJourneys's, and `personPage(width)`, a page in a
 * browser context of each person's own (their own storage, so two sessions never mix), closed after each test.
 */
export function peopleJourneys(ready: (fie: TestMarketplace) => void) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const journey = browserJourneys({ ready: (ctx) => ((browser = ctx.browser), ready(ctx.fie)) });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close();
  });
  async function personPage(width = 1280): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    contexts.push(context);
    return context.newPage();
  }
  return { journey, personPage };
}

/** Three photos (a listing's least) uploaded the way the listing form sends them; answers their names. */
export async function uploadPhotos(fie: Pick<TestMarketplace, 'url'>, token: string): Promise<string[]> {
  const form = new FormData();
  for (const [i, colour] of ['#a0522d', '#2e8b57', '#4682b4'].entries()) {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg().toBuffer();
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), `photo${i}.jpg`);
  }
  const res = await fetch(`${fie.url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(201);
  return ((await res.json()).filelocation as { name: string }[]).map((f) => f.name);
}

/** Lists a three-bedroom family house in East Legon (GH₵ 4,500 a month, photos uploaded) as `token`'s owner; answers its id. */
export async function listFamilyHouse(fie: TestMarketplace, token: string): Promise<string> {
  const listed = await fie.request(
    'POST',
    '/api/properties/create-residential',
    {
      type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', currency: 'GHC', price: '4,500', rent_advance_months: 12, bedrooms: 3, bathrooms: 2,
      title: 'Family house near the A&C Mall', description: 'Three-bedroom house with a boys quarters', utilities: { water: 'GWCL', electricity: 'ecg' },
      amenities: ['security'], size: 220, unit: 'sqm', images: await uploadPhotos(fie, token),
      location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
    },
    token,
  );
  expect([listed.status, listed.body]).toEqual([201, expect.anything()]);
  return listed.body.property.id;
}

/** The code mailed to `email`, once it is there (five seconds at the most: a form's answer may come before the mail). */
export async function waitForCode(market: TestMarketplace, email: string) {
  for (let i = 0; i < 50; i++) {
    try {
      return await market.latestCode(email);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`no code mailed to ${email}`);
}

/** The page once its scripts have taken over (the server's HTML first, then React's hydration). */
export const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), undefined, { timeout: 30_000 });

/**
 * A sign-in or registration page woken and alive. Their code is only asked for at the first touch (public/boot.js),
 * and until it runs their forms post the plain way: a journey that watches the API's answers wakes the page first
 * (a pointer moving over it) and waits for it, rather than racing the code with its first click.
 */
export async function awake(page: Page) {
  await page.mouse.move(3, 3);
  await page.mouse.move(5, 5);
  await hydrated(page);
}
