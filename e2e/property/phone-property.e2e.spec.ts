import type { Browser, CDPSession, Page } from 'playwright-core';
import { listHouse, signUpOwner, uploadPhotos } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, hydrated } from '../browser';

/**
 * A property on a 360 × 740 phone (issue 20), as a visitor arriving from a shared link gets it from the server:
 * the contact bar (Show number, then Call and WhatsApp, and Message) sits at the foot of the screen, the number is
 * in neither the server's page nor its data until a tap asks for it, the page does not scroll sideways,
 * a tap on the photo opens the photos full-screen, a swipe moves to the next, an arrow key too, Escape closes;
 * and the page hydrates without React redrawing it.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });

const PHONE = { width: 360, height: 740 };

/** A finger's swipe across the screen, as Chromium's touch input gives it (pointer events of type touch). */
async function swipe(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 6; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x + ((to.x - from.x) * i) / 6, y: from.y + ((to.y - from.y) * i) / 6 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('a property on a phone', () => {
  journey('the contact bar rises to the foot of the screen once the page scrolls and stays there, and the photos open full-screen, swipe and close', async () => {
    const owner = await signUpOwner(fie, { email: 'kofi.phone@example.com', firstName: 'Kofi', lastName: 'Mensah' });
    // A new listing shows its lister's (mobile) number unless they say otherwise: behind Show number.
    const house = await listHouse(fie, owner.token, { title: 'Chamber and hall house in Madina', images: await uploadPhotos(fie, owner.token, 4) });

    const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|did not match/i.test(message.text())) problems.push(message.text());
    });
    try {
      const served = await (await fetch(`${fie.url}/property/${house.id}`)).text();
      expect(served).toContain('Show number');
      expect(served).not.toMatch(/244123456|024 412 3456|tel:/);
      await page.goto(`${fie.url}/property/${house.id}`);
      await page.getByRole('heading', { level: 1, name: 'Chamber and hall house in Madina' }).waitFor({ timeout: 15_000 });
      // A visitor's property page on a phone wakes at the first touch (issue 35): a key pressed is one.
      await page.keyboard.press('Shift');
      await hydrated(page);

      // The bar, with what this lister offers, at the foot of the screen; the page fits the phone.
      const bar = page.getByRole('complementary', { name: 'Contact the lister' });
      await bar.waitFor({ state: 'attached' });
      // On the first screen it waits just below it, so it covers nothing there (a sliver of a button left
      // uncovered is too small to tap); a little scroll brings it up to the foot of the screen.
      expect(Math.round((await bar.boundingBox())!.y)).toBeGreaterThanOrEqual(PHONE.height);
      await page.evaluate(() => window.scrollTo(0, 60));
      await page.waitForFunction(() => Math.round(document.querySelector('[data-testid="contact-bar"]')!.getBoundingClientRect().bottom) === window.innerHeight, undefined, { timeout: 5_000 });
      expect(await bar.getByRole('link', { name: 'Call' }).count()).toBe(0);
      // The tap asks for the number (counted for the lister); Call and WhatsApp take its place.
      await bar.getByRole('button', { name: 'Show number' }).tap();
      await bar.getByRole('link', { name: 'Call' }).waitFor({ timeout: 10_000 });
      expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+233244123456');
      expect(await bar.getByRole('link', { name: 'WhatsApp' }).isVisible()).toBe(true);
      expect(await bar.getByRole('button', { name: /Message/ }).isVisible()).toBe(true);
      const box = (await bar.boundingBox())!;
      expect(Math.round(box.y + box.height)).toBe(PHONE.height);
      expect(box.width).toBeLessThanOrEqual(PHONE.width);
      expect(await sideways(page)).toBeLessThanOrEqual(0);

      // A tap on the photo: full-screen, 1 of 4.
      await page.getByRole('img', { name: /^Photo 1 of 4/ }).first().tap();
      const viewer = page.getByRole('dialog', { name: 'Photos of Chamber and hall house in Madina' });
      await viewer.waitFor();
      const counter = viewer.getByTestId('photo-viewer-counter');
      expect(await counter.textContent()).toBe('1 of 4');

      // A swipe to the left shows the next; the arrow keys move too.
      const cdp = await context.newCDPSession(page);
      await swipe(cdp, { x: 300, y: 370 }, { x: 60, y: 380 });
      await page.waitForFunction(() => document.querySelector('[data-testid="photo-viewer-counter"]')?.textContent === '2 of 4', undefined, { timeout: 5_000 });
      await swipe(cdp, { x: 60, y: 370 }, { x: 300, y: 375 });
      await page.waitForFunction(() => document.querySelector('[data-testid="photo-viewer-counter"]')?.textContent === '1 of 4', undefined, { timeout: 5_000 });
      await page.keyboard.press('ArrowLeft');
      expect(await counter.textContent()).toBe('4 of 4');
      await viewer.getByRole('img', { name: /^Photo 4 of 4/ }).waitFor({ state: 'visible', timeout: 5_000 });
      expect(await sideways(page)).toBeLessThanOrEqual(0);

      // Escape closes it; the page shows the photo last seen.
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'hidden' });
      expect(await page.getByRole('img', { name: /^Photo 4 of 4/ }).first().isVisible()).toBe(true);

      // Halfway down the page the bar is still at the foot of the screen; at the end it sits above the footer.
      // Halfway down the part of the page the bar travels with (the column it sticks in), whatever its length.
      await page.evaluate(() => {
        const column = document.querySelector('[data-testid="contact-bar"]')!.parentElement!.getBoundingClientRect();
        window.scrollTo(0, Math.max(0, (column.bottom + window.scrollY - window.innerHeight) / 2));
      });
      const middle = (await bar.boundingBox())!;
      expect(Math.round(middle.y + middle.height)).toBe(PHONE.height);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const end = await page.evaluate(() => {
        const aside = document.querySelector('[data-testid="contact-bar"]')!.getBoundingClientRect();
        const footer = document.querySelector('footer')?.getBoundingClientRect();
        return { barBottom: aside.bottom, footerTop: footer?.top ?? Infinity };
      });
      expect(end.barBottom).toBeLessThanOrEqual(end.footerTop + 0.5);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);
});
