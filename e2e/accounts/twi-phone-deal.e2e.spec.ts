import type { Browser, Locator, Page } from 'playwright-core';
import { CATALOGUES, partyKey, translator } from '@fie/domain';
import { isOnline } from '@fie/read-models';
import { readSmsOutbox } from '@fie/stores';
import { photo } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { englishLeft, englishOf, screenTexts, type EnglishLeft } from '../../public-web/src/testing/english-left';
import { browserJourneys, hydrated } from '../browser';

/**
 * Issue 32's whole journey, in Twi on a 360 × 740 phone: Kwabena has a phone number and no email. He registers as an
 * owner with the number alone, types the code texted to him, lists a chamber and hall through the listing form; Ama,
 * a seeker on her own phone, offers on it; he is texted (the text carries a /s/{code} link), opens the link in his
 * browser, lands on his Offers tab with the offer and accepts it. No screen shows the English of its words.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });

const tw = translator('tw', CATALOGUES.tw);
/** Every area a page in the browser draws words from (mails and texts are the server's, checked by their own tests). */
const english = englishOf(['account', 'api', 'conversations', 'dashboard', 'home', 'listings', 'notes', 'offers', 'options', 'preferences', 'property', 'requests', 'saved', 'search', 'shell', 'ui', 'verification', 'viewings']);

/** What `part` of the page (all of it by default) shows of that English: nothing, and the page fits the phone. */
async function expectTwi(page: Page, where: string, part?: Locator) {
  const texts = part ? await part.evaluateAll(screenTexts) : await page.evaluate(screenTexts as () => string[]);
  const left: EnglishLeft[] = englishLeft(texts, english, CATALOGUES.tw);
  expect({ where, left }).toEqual({ where, left: [] });
  expect({ where, overflow: await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth) }).toEqual({ where, overflow: 0 });
}

/** The texts sent to `e164`, once there are `count` of them (the notifier follows the log: a busy machine slows it). */
async function textsTo(e164: string, count: number) {
  let texts: { to: string; text: string }[] = [];
  for (let i = 0; i < 300; i++) {
    texts = (await readSmsOutbox(fie.stores.smsOutboxDir)).filter((sms) => sms.to === e164);
    if (texts.length >= count) return texts;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`fewer than ${count} texts to ${e164}: ${JSON.stringify(texts.map((sms) => sms.text))}`);
}

journey(
  'in Twi on a phone: a person registers as an owner with only a phone number, confirms with the texted code, lists a chamber and hall, is texted of an offer, opens the text’s link and accepts it; no English on any screen',
  async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    let page = await context.newPage();
    try {
      // 1. The owner registration page, in Twi, with a phone number and no email.
      await page.goto(`${fie.url}/owner-registration?lang=tw`);
      await page.getByRole('heading', { level: 1, name: tw('account.owner.title', 'Register as an Owner') }).waitFor({ timeout: 30_000 });
      // Drawn by the server; its code comes on the first touch, and what is typed before is kept.
      await expectTwi(page, 'the owner registration form');
      await page.getByLabel(tw('account.field.first-name', 'First name')).fill('Kwabena');
      await page.getByLabel(tw('account.field.last-name', 'Last name')).fill('Asante');
      await page.getByLabel(tw('account.field.phone', 'Phone number')).fill('024 555 0401');
      await page.getByLabel(tw('account.field.password', 'Password'), { exact: true }).fill('Akwaaba#2026');
      await page.getByLabel(tw('account.field.confirm-password', 'Confirm password')).fill('Akwaaba#2026');
      await page.getByRole('checkbox', { name: tw('account.terms.accept', 'I have read and accept the') }).check();
      await page.getByRole('button', { name: tw('account.owner.submit', 'Register as Owner'), exact: true }).click();

      // 2. The code comes by text, in Twi; he types it into the plain number field.
      const code = page.getByLabel(tw('account.field.code', 'Confirmation code'));
      // The dialog-less page moves on in place, or (sent before its code came) as a plain form to the confirmation page.
      await code.waitFor({ timeout: 30_000 }).catch(async (error: Error) => {
        throw new Error(`${error.message}\nat ${page.url()}:\n${(await page.locator('body').innerText()).slice(0, 1500)}`);
      });
      await expectTwi(page, 'the confirmation step');
      const [codeText] = await textsTo('+233245550401', 1);
      const digits = /\b(\d{6})\b/.exec(codeText!.text)![1]!;
      expect(codeText!.text).not.toMatch(/confirmation code/);
      await code.fill(digits);
      await page.getByRole('button', { name: tw('account.confirm.submit', 'Confirm Account') }).click();
      await page.waitForURL(/\/owner-dashboard/, { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: tw('dashboard.title', '{product} dashboard', { product: 'Fie' }) }).waitFor({ timeout: 30_000 });
      await expectTwi(page, 'his new dashboard', page.locator('main'));
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? sessionStorage.getItem('token') ?? 'null') as string);
      const me = (await fie.request('GET', '/api/auth/user', undefined, token)).body;
      expect(me).toMatchObject({ phone: '+233245550401', email: null, language: 'tw', user_type: 'owner' });

      // 3. The listing form: a chamber and hall in Kasoa, every field in Twi.
      await page.goto(`${fie.url}/list-property`);
      await page.getByRole('heading', { level: 1, name: tw('listings.page.title', 'List Property') }).waitFor({ timeout: 30_000 });
      await expectTwi(page, 'List Property, before a category');
      await page.getByRole('radio', { name: 'Efie a wɔtena mu' }).check();
      const form = page.getByRole('form', { name: 'Efie a wɔtena mu dawurubɔ' });
      await form.getByLabel('Agyapadeɛ ko').selectOption('chamber_and_hall');
      await form.getByRole('radio', { name: 'Wɔde hayɛ' }).check();
      await form.getByLabel(/^Boɔ/).fill('800');
      await form.getByLabel('Sɛnea wotua ka').selectOption('MONTHLY');
      await form.getByLabel('Advance (abosome)').fill('6');
      await form.getByRole('textbox', { name: 'Nkyerɛkyerɛmu', exact: true }).fill('Chamber and hall, ne porch, Kasoa junction ho');
      await form.getByLabel('Baabi a nsuo fi').selectOption('gwcl');
      await form.getByLabel('Baabi a kanea fi').selectOption('ecg');
      await form.getByRole('combobox', { name: /^Baabi\s*\*?$/ }).fill('Kasoa');
      await page.getByRole('option', { name: /^Kasoa/ }).first().click();
      await form.locator('input[type="file"]').setInputFiles(
        await Promise.all(['#88aa66', '#a0522d', '#4682b4'].map(async (colour, i) => ({ name: `dan-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour, 800, 600) }))),
      );
      await form.getByRole('img', { name: 'Mfonini 3' }).waitFor({ timeout: 30_000 });
      await expectTwi(page, 'the listing form, filled');
      await form.getByRole('button', { name: tw('listings.page.title', 'List Property') }).click();
      await page.waitForURL(/\/property\/[0-9a-f-]{36}/, { timeout: 30_000 });
      const propertyId = /\/property\/([0-9a-f-]{36})/.exec(page.url())![1]!;
      await hydrated(page);
      await expectTwi(page, 'his new listing’s page');
      // He puts the phone away: Fie texts only a person who is not on the site (the page's socket is gone).
      await page.close();
      const him = partyKey({ kind: 'user', id: me._id as string });
      for (let i = 0; i < 100 && (await isOnline(fie.stores.documents, him)); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await isOnline(fie.stores.documents, him)).toBe(false);

      // 4. Ama, a seeker signed in on her own phone, offers GH₵ 700 a month with 3 months in advance.
      const ama = await fie.signUpAndConfirm({ email: 'ama.twi.phone.deal@example.com', firstName: 'Ama', lastName: 'Owusu' });
      const offer = await fie.request('POST', `/api/properties/${propertyId}/offers`, { amount: 700, currency: 'GHS', advance_months: 3, message: 'Metumi atu akɔ mu bosome a ɛreba' }, ama.token);
      expect(offer.status).toBe(201);

      // 5. He is texted, in Twi, with a short link; the link opens his Offers tab on her offer.
      const texts = await textsTo('+233245550401', 2);
      const told = texts[texts.length - 1]!.text;
      const link = /(https?:\/\/[^\s]+\/s\/[0-9a-z]{8})\b/.exec(told)?.[1];
      expect({ told, link: Boolean(link) }).toEqual({ told, link: true });
      expect(told).not.toMatch(/offered|See it at/);
      // The link, opened on the same phone: the session kept on the device is still there.
      page = await context.newPage();
      await page.goto(link!);
      await page.waitForURL(/\/owner-dashboard\?tab=offers/, { timeout: 15_000 });
      const region = page.getByRole('region', { name: tw('offers.panel.title', 'Offers') });
      const received = page.getByRole('article').filter({ hasText: 'Ama O.' });
      await received.getByText('GH₵ 700 bosome biara, abosome 3 advance', { exact: true }).waitFor({ timeout: 30_000 });
      await received.getByText('Ɛretwɛn wo mmuaeɛ').waitFor();
      await expectTwi(page, 'his Offers tab, opened from the text', page.locator('main'));

      // 6. He accepts it, after being asked.
      await received.getByRole('button', { name: 'Gye tom' }).click();
      const confirm = page.getByRole('dialog');
      await expectTwi(page, 'the accept dialog', confirm);
      await confirm.getByRole('button', { name: 'Gye tom' }).click();
      await page.getByText('Wɔagye boɔ no atom').first().waitFor({ timeout: 15_000 });
      await page.getByRole('region', { name: /^Wɔagye atom/ }).getByRole('article').filter({ hasText: 'Ama O.' }).waitFor();
      await expectTwi(page, 'the accepted offer', region);
      expect((await fie.request('GET', `/api/offers/${offer.body.result.id}`, undefined, ama.token)).body.result).toMatchObject({ status: 'accepted' });
    } finally {
      await context.close();
    }
  },
  240_000,
);
