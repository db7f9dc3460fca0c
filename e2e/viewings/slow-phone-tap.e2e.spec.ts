import type { Browser, Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';
import { phones, signIn, SLOW } from '../phone';

/**
 * Arrange Viewing tapped on a slow phone while the property page comes alive. The page paints from the server's HTML
 * and its code wakes it seconds later; the reader has scrolled to the button by then. The tap must do what was asked
 * (the picker for a stored session; for a visitor, the sign-in dialog and then the picker), and the page must stay
 * where the reader put it: it used to be scrolled back to the top as it came alive, so a press begun on the button
 * was released on the gallery and no dialog ever opened.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
const phone = phones(() => browser);

let house: { id: string };
let esi: { email: string; password: string };
beforeAll(async () => {
  if (!fie) return;
  const kofi = await signUpOwner(fie, { email: 'kofi.slowtap.e2e@example.com', firstName: 'Kofi', lastName: 'Annan' });
  house = await listHouse(fie, kofi.token);
  esi = await fie.signUpAndConfirm({ email: 'esi.slowtap.e2e@example.com', firstName: 'Esi', lastName: 'Owusu' });
}, 120_000);

/** A cheap phone's processor: ten times slower than this machine's (the CPU throttling of Chrome's DevTools). */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });
  return { fast: () => cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }) };
}

/**
 * Opens the property and taps Arrange Viewing as soon as it shows, without waiting for the page's code (the tap
 * scrolls the page to the button first, below the fold on the phone); answers how far down the page was as the finger
 * went down on it.
 */
async function tapArrangeViewing(page: Page): Promise<number> {
  await page.addInitScript(() => {
    addEventListener('pointerdown', () => ((window as unknown as { pressedAt: number }).pressedAt = window.scrollY), { capture: true, once: true });
  });
  await page.goto(`${fie.url}/property/${house.id}`);
  await page.getByRole('button', { name: 'Arrange Viewing' }).click(SLOW);
  return page.evaluate(() => (window as unknown as { pressedAt: number }).pressedAt);
}

journey('a signed-in seeker who taps Arrange Viewing as her slow phone wakes the property page gets the viewing picker', async () => {
  const { page } = await phone();
  await signIn(fie, page, esi, '/');
  const cpu = await slowPhone(page);
  const pressedAt = await tapArrangeViewing(page);
  await page.getByRole('dialog', { name: 'Arrange a viewing' }).waitFor(SLOW);
  expect(await page.evaluate(() => window.scrollY)).toBe(pressedAt);
  await cpu.fast();
});

journey('a visitor who taps Arrange Viewing as his slow phone wakes the property page is asked to sign in, then gets the viewing picker', async () => {
  const { page } = await phone();
  const cpu = await slowPhone(page);
  const pressedAt = await tapArrangeViewing(page);
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.waitFor(SLOW);
  expect(await page.evaluate(() => window.scrollY)).toBe(pressedAt);
  await cpu.fast();
  await login.getByLabel('Email').fill(esi.email);
  await login.getByLabel('Password', { exact: true }).fill(esi.password);
  await login.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog', { name: 'Arrange a viewing' }).waitFor(SLOW);
});
