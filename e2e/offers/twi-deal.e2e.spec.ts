import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { CATALOGUES, LANGUAGE_COOKIE } from '@fie/domain';
import { photo, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { englishLeft, englishOf, screenTexts } from '../../public-web/src/testing/english-left';
import { browserJourneys, hydrated } from '../browser';

/**
 * Issue 32, in Twi on a 360 × 740 phone: an owner lists a chamber and hall through the whole form, a seeker makes
 * an offer from its page, the owner counters asking the rent he wants, and the seeker accepts. On every screen, none
 * of the listing, offer, request or viewing screens' English is left (names and what people wrote are theirs).
 */
let fie: TestMarketplace;
let browser: Browser;
const contexts: BrowserContext[] = [];
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });

afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** The English of the listing, offer, request and viewing screens, as the code writes it. */
const ENGLISH = englishOf(['listings', 'offers', 'requests', 'viewings']);

/** A phone of this person's own, set to Twi, signed in as the login dialog leaves it ("Remember me"). */
async function phoneOf(person: { token: string; user: unknown }): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  contexts.push(context);
  await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'tw', url: fie.url }]);
  await context.addInitScript((session: { token: string; user: unknown }) => {
    localStorage.setItem('token', JSON.stringify(session.token));
    localStorage.setItem('user', JSON.stringify(session.user));
  }, person);
  return context.newPage();
}

/**
 * What the screen shows of these areas' English: nothing, on every screen of the journey. `part`: on a dashboard,
 * the panel of these areas (the tabs and menus around it are the dashboard's words, another part's to translate).
 */
async function expectTwi(page: Page, where: string, part?: Locator) {
  const texts = part ? await part.evaluateAll(screenTexts) : await page.evaluate(screenTexts as () => string[]);
  expect({ where, english: englishLeft(texts, ENGLISH, CATALOGUES.tw) }).toEqual({ where, english: [] });
  // Twi's longer words still fit a 360-px phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

const offerCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

journey(
  'in Twi on a phone: an owner lists a chamber and hall through the whole form, a seeker offers, the owner counters with the rent he wants, the seeker accepts; no English of these screens anywhere',
  async () => {
    const kwame = await signUpOwner(fie, { email: 'kwame.twi.deal@example.com', firstName: 'Kwame', lastName: 'Boateng' });
    // Signed in again after becoming an owner: the session he keeps says so.
    const login = await fie.request('POST', '/api/auth/login', { email: kwame.email, password: kwame.password });
    const owner = await phoneOf({ token: login.body.token, user: login.body.user });

    // 1. The List Property page and the residential form, every field filled in Twi.
    await owner.goto(`${fie.url}/list-property`);
    await owner.getByRole('heading', { level: 1, name: 'Kyerɛw agyapadeɛ' }).waitFor({ timeout: 30_000 });
    await expectTwi(owner, 'List Property, before a category');
    await owner.getByRole('radio', { name: 'Efie a wɔtena mu' }).check();
    const form = owner.getByRole('form', { name: 'Efie a wɔtena mu dawurubɔ' });
    await form.getByLabel('Agyapadeɛ ko').selectOption('chamber_and_hall');
    await form.getByRole('radio', { name: 'Wɔde hayɛ' }).check();
    await form.getByLabel(/^Boɔ/).fill('800');
    await form.getByLabel('Sɛnea wotua ka').selectOption('MONTHLY');
    await form.getByLabel('Advance (abosome)').fill('6');
    await form.getByRole('textbox', { name: 'Nkyerɛkyerɛmu', exact: true }).fill('Chamber and hall with its own porch, five minutes from Kasoa junction');
    await form.getByLabel('Baabi a nsuo fi').selectOption('gwcl');
    await form.getByLabel('Baabi a kanea fi').selectOption('ecg');
    await form.getByRole('combobox', { name: /^Baabi\s*\*?$/ }).fill('Kasoa');
    await owner.getByRole('option', { name: /^Kasoa/ }).first().click();
    await form.locator('input[type="file"]').setInputFiles(
      await Promise.all(['#88aa66', '#a0522d', '#4682b4'].map(async (colour, i) => ({ name: `room-${i + 1}.jpg`, mimeType: 'image/jpeg', buffer: await photo(colour, 800, 600) }))),
    );
    await form.getByRole('img', { name: 'Mfonini 3' }).waitFor({ timeout: 30_000 });
    await expectTwi(owner, 'the residential form, filled');
    await form.getByRole('button', { name: 'Kyerɛw agyapadeɛ' }).click();
    await owner.waitForURL(/\/property\/[0-9a-f-]{36}/, { timeout: 30_000 });
    const propertyUrl = owner.url();
    await expectTwi(owner, 'the new listing’s page');

    // 2. Ama, a seeker on her own phone, offers GH₵ 700 a month with 3 months’ advance from the listing’s page.
    const ama = await fie.signUpAndConfirm({ email: 'ama.twi.deal@example.com', firstName: 'Ama', lastName: 'Owusu' });
    const seeker = await phoneOf(ama);
    await seeker.goto(propertyUrl);
    await hydrated(seeker);
    await seeker.getByRole('button', { name: 'Ka wo boɔ' }).first().click();
    const offer = seeker.getByRole('dialog', { name: 'Ka wo boɔ' });
    await offer.getByText('Boɔ a wɔhwehwɛ: GH₵ 800 bosome biara').waitFor({ timeout: 15_000 });
    await expectTwi(seeker, 'the make-offer dialog');
    await offer.getByLabel(/Bosome hayɛ ka a woka/).fill('700');
    await offer.getByLabel(/Advance abosome/).fill('3');
    await offer.getByLabel(/Nkra/).fill('Metumi atu akɔ mu bosome a ɛreba');
    await offer.getByRole('button', { name: 'Fa boɔ no kɔ' }).click();
    await seeker.getByRole('dialog', { name: 'Wɔde boɔ no akɔ' }).waitFor();
    await expectTwi(seeker, 'the offer sent');

    // 3. Kwame's Offers tab: her offer waits for his answer; he counters with the rent he wants.
    await owner.goto(`${fie.url}/owner-dashboard?tab=offers`);
    const received = offerCard(owner, 'Boɔ a efi Ama O. nkyɛn');
    await received.getByText('GH₵ 700 bosome biara, abosome 3 advance', { exact: true }).waitFor({ timeout: 30_000 });
    await received.getByText('Ɛretwɛn wo mmuaeɛ').waitFor();
    await expectTwi(owner, 'the owner’s Offers tab', owner.getByRole('region', { name: 'Boɔ a wɔaka' }));
    await received.getByRole('button', { name: 'Ka boɔ foforɔ' }).click();
    const counter = owner.getByRole('dialog', { name: 'Boɔ foforɔ' });
    await counter.getByLabel(/Bosome hayɛ ka a wopɛ/).fill('750');
    await counter.getByLabel(/Advance abosome/).fill('6');
    await expectTwi(owner, 'the counter-offer dialog', counter);
    await counter.getByRole('button', { name: 'Fa boɔ foforɔ no kɔ' }).click();
    await owner.getByText('Wɔde boɔ foforɔ no akɔ').first().waitFor();
    await offerCard(owner, 'Boɔ a efi Ama O. nkyɛn').getByText('Ɛretwɛn Ama O.').waitFor();

    // 4. Ama accepts the counter-offer after being asked; it moves under its outcome, with its history.
    await seeker.goto(`${fie.url}/owner-dashboard?tab=offers`);
    const mine = offerCard(seeker, 'Boɔ a wokaa kyerɛɛ Kwame B.');
    await mine.getByText('Ɛretwɛn wo mmuaeɛ').waitFor({ timeout: 30_000 });
    await mine.getByText('GH₵ 750 bosome biara, abosome 6 advance', { exact: true }).waitFor();
    await expectTwi(seeker, 'the seeker’s Offers tab', seeker.getByRole('region', { name: 'Boɔ a wɔaka' }));
    await mine.getByRole('button', { name: 'Gye tom' }).click();
    const confirm = seeker.getByRole('dialog', { name: 'Gye boɔ foforɔ a Kwame B. kaeɛ no tom?' });
    await expectTwi(seeker, 'the accept dialog', confirm);
    await confirm.getByRole('button', { name: 'Gye tom' }).click();
    await seeker.getByText('Wɔagye boɔ no atom').first().waitFor();
    const accepted = seeker.getByRole('region', { name: /^Wɔagye atom/ }).getByRole('article').filter({ hasText: 'Boɔ a wokaa kyerɛɛ Kwame B.' });
    await accepted.getByRole('button', { name: 'Kyerɛ abakɔsɛm no nyinaa (anammɔn 3)' }).click();
    await accepted.getByText('Kwame B. kaa boɔ foforɔ GH₵ 750 bosome biara, abosome 6 advance').waitFor();
    await accepted.getByText('Wogyee GH₵ 750 bosome biara, abosome 6 advance toom').waitFor();
    await expectTwi(seeker, 'the accepted offer', seeker.getByRole('region', { name: 'Boɔ a wɔaka' }));
  },
  240_000,
);
