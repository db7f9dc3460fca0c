import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import type { TestMarketplace } from '../launcher/src/testing/test-marketplace';
import { hydrated } from './browser';

/** The phone every journey is tried on: 360 × 740, a cheap Android's screen. */
export const PHONE = { width: 360, height: 740 };
/** A loaded machine stretches every answer: the waits are generous, none of them is an assertion on time. */
export const SLOW = { timeout: 30_000 };

/**
 * People's own phones in one journey file: each a browser context of its own (its own storage, so two sessions
 * never mix) at the phone's size, all closed after each test.
 */
export function phones(browser: () => Browser) {
  const open: BrowserContext[] = [];
  afterEach(async () => {
    for (const context of open.splice(0)) await context.close();
  });
  return async (options: BrowserContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await browser().newContext({ viewport: PHONE, ...options });
    open.push(context);
    return { context, page: await context.newPage() };
  };
}

/**
 * Signs in with email and password on the login page, which then goes on to `next`, and waits for that page to be
 * alive: a journey's first tap on it otherwise raced the page's code (public/tap-hold.js holds such a tap until the
 * code runs), and on a loaded CI machine the viewing dialog tapped open had not opened 15 s later.
 */
export async function signIn(fie: Pick<TestMarketplace, 'url'>, page: Page, who: { email: string; password: string }, next: string) {
  await page.goto(`${fie.url}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email').fill(who.email, SLOW);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), SLOW);
  await hydrated(page);
}

/** No sideways scroll on the phone: the page is no wider than its screen. */
export async function expectFits(page: Page, where: string) {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect({ where, ...widths, fits: widths.scroll <= widths.inner }).toEqual({ where, ...widths, fits: true });
}
