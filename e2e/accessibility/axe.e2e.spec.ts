import type { AxeResults, Result } from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, hydrated } from '../browser';

/**
 * axe-core in real Chromium on the pages people meet first (home, search, a property, sign-in, about, in
 * English and in Twi) and on the staff console's daily screens (sign-in, dashboard, listings, a listing,
 * reports, users), each on a 360-px phone and a 1280-px screen. A serious or critical violation fails the
 * test, listed readably. The console also has to be well shaped for a screen reader: one h1 per screen, a
 * main landmark and every piece of content inside a landmark (axe rates those moderate, so they are named
 * here on their own).
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });

const WIDTHS = [360, 1280] as const;
const AXE_SOURCE = require.resolve('axe-core/axe.min.js');
/** WCAG 2.5.3 (label in name) is still "experimental" in axe, so off unless asked for. */
const RULES = { 'label-content-name-mismatch': { enabled: true } };
/** The console's structure rules, whatever impact axe gives them. */
const STRUCTURE = ['page-has-heading-one', 'landmark-one-main', 'region', 'landmark-unique', 'landmark-no-duplicate-main', 'heading-order'];

const serious = (v: Result) => v.impact === 'serious' || v.impact === 'critical';
/** One line per violation and up to three of its elements: enough to find it in the page. */
const readable = (where: string, violations: Result[]) =>
  violations.map((v) => `${where}: [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.slice(0, 3).map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`).join('\n')}${v.nodes.length > 3 ? `\n    …and ${v.nodes.length - 3} more` : ''}`);

async function axe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  // Once what fades in has faded in: a listing card's entrance (opacity 0 to 1) read halfway had its grey text at
  // 3.97:1 (a clean-clone CI run, where the machine's load stretched the animation past hydration). Endless ones
  // (a spinner) are left running, and so are those tied to the page's scroll (the phone's contact bar rising), which
  // finish only when the page scrolls.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Only the violations are gathered in full: the passes are not read, and collecting them doubles the run.
  return page.evaluate((rules) => (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, { rules, resultTypes: ['violations'] }), RULES);
}

/** The page once its scripts have taken over (the server's HTML first, then React's hydration). */
async function alive(page: Page) {
  // On a phone a visitor's page (and the sign-in pages) fetch their code at a person's first touch (issues 32, 35): a
  // key pressed is one.
  await page.keyboard.press('Shift');
  await hydrated(page);
}

/** A page at this width in a browser context of its own (CSP bypassed only so axe's script can be added to it). */
async function atWidth(width: number, visit: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 740 : 900 }, bypassCSP: true });
  try {
    await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** What the pages show, made once for the file: a house on the public site; a reported chamber and hall for the console. */
let made: Promise<{ house: string; reported: string }> | undefined;
const listings = () =>
  (made ??= (async () => {
    const owner = await signUpOwner(fie, { email: 'axe.owner@example.com', firstName: 'Akua', lastName: 'Frimpong' });
    const seeker = await fie.signUpAndConfirm({ email: 'axe.seeker@example.com', firstName: 'Esi', lastName: 'Ampofo' });
    const house = await listHouse(fie, owner.token, { title: 'Three-bedroom house in East Legon' });
    const reported = await listHouse(fie, owner.token, { title: 'Chamber and hall in Madina', type: 'chamber_and_hall', bedrooms: 1, bathrooms: 1, price: '900' });
    expect((await fie.request('POST', `/api/properties/${reported.id}/report`, { reason: 'scam', details: 'Asked for money first' }, seeker.token)).status).toBe(201);
    return { house: house.id, reported: reported.id };
  })());

for (const width of WIDTHS) {
  journey(`the public pages, in English and in Twi, at ${width} px, have no serious or critical axe-core violation`, async () => {
    const { house } = await listings();
    // Each page, and what shows it has drawn.
    const pages = [
      ['home', '/', 'h1'],
      ['search', '/search-property', 'h1'],
      ['property', `/property/${house}`, 'h1'],
      ['login', '/login', 'form'],
      ['about', '/about', 'h1'],
    ] as const;
    const found: string[] = [];
    await atWidth(width, async (page) => {
      for (const language of ['en', 'tw']) {
        for (const [name, path, drawn] of pages) {
          await page.goto(`${fie.url}${path}?lang=${language}`);
          await page.locator(drawn).first().waitFor();
          await alive(page);
          found.push(...readable(`${name} (${language}, ${width} px)`, (await axe(page)).violations.filter(serious)));
        }
      }
    });
    expect(found.join('\n')).toBe('');
    // Ten pages, each loaded, hydrated and checked: some 30 s, and three times that on a busy 2-core machine.
  }, 240_000);
}

for (const width of WIDTHS) {
  journey(`the console's sign-in, dashboard, listings, a listing, reports and users pass axe-core at ${width} px, with one h1 and a main landmark on each`, async () => {
    const { reported } = await listings();
    const screens = [
      ['dashboard', '/', 'Moderation workload'],
      ['listings', '/listings', 'Chamber and hall in Madina'],
      ['a listing', `/listings/${reported}/show`, 'Asked for money first'],
      ['reports', '/listing-reports', 'Reports of messages'],
      ['users', '/users', 'axe.owner@example.com'],
    ] as const;
    const found: string[] = [];
    const check = async (page: Page, where: string) => {
      const results = await axe(page);
      const h1s = await page.locator('h1').count();
      if (h1s !== 1) found.push(`${where}: ${h1s} h1 elements, where a screen has exactly one`);
      found.push(...readable(where, results.violations.filter((v) => serious(v) || STRUCTURE.includes(v.id))));
    };
    await atWidth(width, async (page) => {
      await page.goto(`${fie.url}/admin/#/login`);
      await page.locator('input[name="email"]').waitFor();
      await page.waitForLoadState('networkidle');
      await check(page, `sign-in (${width} px)`);
      await page.locator('input[name="email"]').fill(fie.admin.email);
      await page.locator('input[name="password"]').fill(fie.admin.password);
      await page.getByRole('button', { name: /sign in/i }).click();
      await page.getByRole('region', { name: 'Moderation workload' }).waitFor({ timeout: 15_000 });
      for (const [name, hash, shown] of screens) {
        await page.goto(`${fie.url}/admin/#${hash}`);
        await page.getByText(shown).first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        await check(page, `${name} (${width} px)`);
      }
    });
    expect(found.join('\n')).toBe('');
  });
}
