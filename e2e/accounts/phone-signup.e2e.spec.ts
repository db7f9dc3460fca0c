import type { Browser, Page } from 'playwright-core';
import { CATALOGUES } from '@fie/domain';
import { latestSmsTo } from '@fie/stores';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';

/**
 * Issue 32: a phone number is enough. On a 360 × 740 phone, in Twi, a person signs up with their number alone, types
 * (or pastes) the code texted to them, is signed in and stays signed in across a reload; and a phone without
 * JavaScript signs in through the plain form. No screen of the journey shows its English words.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
const phone = { width: 360, height: 740 };
const tw = CATALOGUES.tw;

/** The English words of the journey's screens (labels, buttons, banners, hints): none may show in Twi. */
const english = [
  'Create a free account', 'First name', 'Last name', 'Phone number', 'Email (optional)', 'Confirm password', 'We text your confirmation code',
  'At least 8 characters', 'I have read and accept', 'Terms of Service', 'Privacy Policy', 'Already have an account', 'Register as Owner',
  'Sign in', 'Confirm Registration', 'Enter the 6-digit code', 'Email or phone', 'Confirmation code', 'The 6 digits', 'This is a shared phone',
  'Confirm Account', 'Resend Code', 'Already confirmed', 'Registration successful', 'Account confirmed', 'Signed in', 'Something went wrong',
  'Login', 'Open menu', 'Sign Out',
];

async function englishShown(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => (globalThis as unknown as { document: { body: { innerText: string } } }).document.body.innerText);
  return english.filter((words) => text.includes(words));
}

async function textedCode(e164: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const sms = await latestSmsTo(fie.stores.smsOutboxDir, e164);
    if (sms) return sms.text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no text to ${e164}`);
}

const storedToken = (page: Page) =>
  page.evaluate(() => {
    const w = globalThis as unknown as { localStorage: Storage; sessionStorage: Storage };
    return w.localStorage.getItem('token') ?? w.sessionStorage.getItem('token');
  });

/** Signed in, as the phone's menu says: it offers to sign out. */
async function menuSaysSignedIn(page: Page, words: { menu: string; signOut: string }) {
  const { menu, signOut } = words;
  await page.getByRole('button', { name: menu }).click();
  await page.getByText(signOut, { exact: true }).first().waitFor({ timeout: 10_000 });
  await page.keyboard.press('Escape');
}

journey('a person signs up in Twi with only a phone number, pastes the texted code, is signed in and stays signed in after a reload', async () => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  try {
    await page.goto(`${fie.url}/register?lang=tw`);
    await page.getByRole('heading', { name: tw['account.register.title'] }).waitFor();
    expect(await englishShown(page)).toEqual([]);

    await page.getByLabel(tw['account.field.first-name']!).fill('Kwabena');
    await page.getByLabel(tw['account.field.last-name']!).fill('Asante');
    await page.getByLabel(tw['account.field.phone']!).fill('024 555 0301');
    await page.getByLabel(tw['account.field.password']!, { exact: true }).fill('Akwaaba#2026');
    await page.getByLabel(tw['account.field.confirm-password']!).fill('Akwaaba#2026');
    await page.getByRole('checkbox', { name: tw['account.terms.accept'] }).check();
    await page.getByRole('button', { name: tw['account.register.submit'], exact: true }).click();

    await page.waitForURL(/\/confirm-registration\?email=024/);
    await page.getByText(tw['api.accounts.registration-successful-sms']!.replace('{phone}', '024 555 0301')).waitFor();
    expect(await englishShown(page)).toEqual([]);

    // The code field is a plain, visible number field the phone can fill from the text.
    const code = page.getByLabel(tw['account.field.code']!);
    expect(await code.getAttribute('type')).toBe('text');
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await code.getAttribute('inputmode')).toBe('numeric');
    // The text came in Twi; the whole of it is pasted.
    const sms = await textedCode('+233245550301');
    expect(sms).not.toMatch(/is your Fie confirmation code/);
    await code.fill(sms);
    await page.getByRole('button', { name: tw['account.confirm.submit'] }).click();

    // Confirmed and signed in, kept on this device; the page moves on after two seconds.
    await page.waitForURL(`${fie.url}/`, { timeout: 15_000 });
    await page.waitForFunction(() => (globalThis as unknown as { localStorage: Storage }).localStorage.getItem('token') !== null);
    expect(await englishShown(page)).toEqual([]);
    await menuSaysSignedIn(page, { menu: tw['shell.header.open-menu']!, signOut: tw['shell.drawer.sign-out']! });

    await page.reload();
    expect(await storedToken(page)).not.toBeNull();
    await menuSaysSignedIn(page, { menu: tw['shell.header.open-menu']!, signOut: tw['shell.drawer.sign-out']! });
    expect(await englishShown(page)).toEqual([]);
    const token = JSON.parse((await storedToken(page))!) as string;
    expect((await fie.request('GET', '/api/auth/user', undefined, token)).body).toMatchObject({ phone: '+233245550301', email: null, language: 'tw' });
  } finally {
    await context.close();
  }
}, 120_000);

journey('on a phone without JavaScript, the sign-in page takes a phone number and signs the person in; the session is there when the code can run', async () => {
  // A phone-only account, made and confirmed over the API.
  const { email: _none, ...noEmail } = { firstName: 'Esi', lastName: 'Mensah', email: '', phoneNumber: '0245550302', password: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026', acknowledge: true };
  expect((await fie.request('POST', '/api/auth/signup', noEmail)).status).toBe(201);
  const code = /^(\d{6}) /.exec(await textedCode('+233245550302'))![1]!;
  expect((await fie.request('POST', '/api/auth/confirm', { phone: '0245550302', code })).status).toBe(200);

  const plain = await browser.newContext({ viewport: phone, javaScriptEnabled: false });
  try {
    const page = await plain.newPage();
    await page.goto(`${fie.url}/login?next=%2Fsearch-property`);
    await page.getByLabel('Email or phone').fill('024 555 0302');
    await page.getByLabel('Password', { exact: true }).fill('Wrong#20266');
    await page.locator('form[data-plain-form] button[type="submit"]').first().click();
    // Refused: the page again, with the message and the number typed (never the password).
    await page.getByText('Incorrect email or password').waitFor();
    expect(await page.getByLabel('Email or phone').inputValue()).toBe('024 555 0302');
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');

    await page.getByLabel('Password', { exact: true }).fill('Akwaaba#2026');
    await page.locator('form[data-plain-form] button[type="submit"]').first().click();
    await page.waitForURL(`${fie.url}/search-property`);
    const session = (await plain.cookies()).find((c) => c.name === 'fie_session');
    expect(session?.value).toMatch(/^r\./);

    // The same device later runs the page's code: it takes the session into its storage, signed in.
    const alive = await browser.newContext({ viewport: phone });
    try {
      await alive.addCookies(await plain.cookies());
      const later = await alive.newPage();
      await later.goto(`${fie.url}/`);
      await later.waitForFunction(() => (globalThis as unknown as { localStorage: Storage }).localStorage.getItem('token') !== null);
      await menuSaysSignedIn(later, { menu: 'Open menu', signOut: 'Sign Out' });
      expect((await alive.cookies()).some((c) => c.name === 'fie_session')).toBe(false);
    } finally {
      await alive.close();
    }
  } finally {
    await plain.close();
  }
}, 120_000);

journey('a session started in the sign-in dialog survives a reload and a link opened later in another tab (as from a text or WhatsApp)', async () => {
  const person = await fie.signUpAndConfirm({ email: 'dialog.session@example.com', firstName: 'Yaa' });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${fie.url}/search-property`);
    await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email or phone').fill(person.email);
    await dialog.getByLabel('Password', { exact: true }).fill(person.password);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.getByText('Signed in', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('banner').getByText('Yaa').first().waitFor({ timeout: 10_000 });
    // A link opened from a text lands in a new tab: the session is the device's, not the tab's.
    const linked = await context.newPage();
    await linked.goto(`${fie.url}/owner-dashboard?tab=profile`);
    await linked.getByRole('banner').getByText('Yaa').first().waitFor({ timeout: 10_000 });
    expect(linked.url()).toContain('/owner-dashboard');
  } finally {
    await context.close();
  }
}, 120_000);
