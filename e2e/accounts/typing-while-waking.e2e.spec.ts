import type { Browser } from 'playwright-core';
import { CATALOGUES, translator } from '@fie/domain';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, hydrated } from '../browser';

/**
 * A person on a slow phone types into the registration form as the page comes alive. The page is the server's HTML
 * and its code wakes it at the first touch; fields typed while React was hydrating them used to come back empty (the
 * first names of a registration were lost, and the form then said they were missing). Typed a second and more
 * after the page showed, on a processor six to ten times slower than this machine's, they all stay.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
// In Twi, as Kwabena reads it: the page's words come with its code, which gives React more to do as it wakes.
const tw = translator('tw', CATALOGUES.tw);

for (const { rate, after } of [
  { rate: 6, after: 1050 },
  { rate: 10, after: 1350 },
]) {
  journey(`what is typed as the owner registration comes alive is kept (a phone ${rate}× slower, typing ${after} ms in)`, async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      await page.goto(`${fie.url}/owner-registration?lang=tw`);
      await page.getByRole('heading', { level: 1, name: tw('account.owner.title', 'Register as an Owner') }).waitFor({ timeout: 30_000 });
      await page.waitForTimeout(after);
      const typed = {
        [tw('account.field.first-name', 'First name')]: 'Kwabena',
        [tw('account.field.last-name', 'Last name')]: 'Asante',
        [tw('account.field.phone', 'Phone number')]: '024 555 0401',
        [tw('account.field.password', 'Password')]: 'Akwaaba#2026',
        [tw('account.field.confirm-password', 'Confirm password')]: 'Akwaaba#2026',
      };
      const accept = page.getByRole('checkbox', { name: tw('account.terms.accept', 'I have read and accept the') });
      for (const [label, value] of Object.entries(typed)) await page.getByLabel(label, { exact: true }).fill(value);
      await accept.check();
      await hydrated(page);
      const shown: Record<string, string> = {};
      for (const label of Object.keys(typed)) shown[label] = await page.getByLabel(label, { exact: true }).inputValue();
      expect(shown).toEqual(typed);
      expect(await accept.isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
}
