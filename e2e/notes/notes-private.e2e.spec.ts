import type { Browser, Page } from 'playwright-core';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, listFamilyHouse } from '../browser';

let fie: TestMarketplace;
let browser: Browser;
let page: Page;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)), page: (p) => (page = p) });

const NOTE = 'Landlord wants 2 years advance; the borehole pump is new. Ask about the ECG meter.';

/**
 * The login dialog closes a moment after 'Signed in' (config.afterSuccessMs, 2 s: the message is read first), and
 * only then do the notes open. Each page's clock is the test's (installed before its first visit, and flowing as
 * usual), so that moment is run at once instead of waited out at each of the three sign-ins; the drawer opening
 * after the dialog has closed is still waited for.
 */
const AFTER_SUCCESS_MS = 2000;

/** Signs in through the login dialog the property page opened, and runs the moment after 'Signed in'. */
async function signInThroughDialog(p: Page, email: string, password: string) {
  const dialog = p.getByRole('dialog', { name: 'Login' });
  await dialog.waitFor();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await dialog.getByText('Signed in', { exact: true }).waitFor();
  await p.clock.runFor(AFTER_SUCCESS_MS);
}

/** Opens the property, signs in from its Notes button, and answers the Notes drawer once it shows. */
async function openNotesAs(p: Page, propertyId: string, person: { email: string; password: string }) {
  await p.clock.install();
  await p.goto(`${fie.url}/property/${propertyId}`);
  await p.getByRole('heading', { level: 1, name: 'Family house near the A&C Mall' }).waitFor();
  await p.getByRole('button', { name: 'Notes' }).click();
  await signInThroughDialog(p, person.email, person.password);
  const drawer = p.getByRole('dialog', { name: 'Your notes' });
  await drawer.waitFor({ timeout: 15_000 });
  await drawer.getByRole('progressbar', { name: 'Loading your notes' }).waitFor({ state: 'detached' });
  return drawer;
}

journey(
  'a seeker keeps a note on a property and finds it after a reload; the property\'s owner and another seeker open the same Notes and see none of it',
  async () => {
    // Kwame lists a house in East Legon; Ama and Esi are seekers.
    const kwame = await fie.signUpAndConfirm({ email: 'kwame.notes@example.com', firstName: 'Kwame' });
    expect((await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: kwame.email }, kwame.token)).status).toBeLessThan(300);
    const propertyId = await listFamilyHouse(fie, kwame.token);
    const ama = await fie.signUpAndConfirm({ email: 'ama.notes@example.com', firstName: 'Ama' });
    const esi = await fie.signUpAndConfirm({ email: 'esi.notes@example.com', firstName: 'Esi' });

    // 1. Ama, not yet signed in, presses Notes: she signs in, and her (empty) notes open.
    let drawer = await openNotesAs(page, propertyId, ama);
    await drawer.getByText('Only you can read your notes.').waitFor();
    await drawer.getByLabel('New note').fill(NOTE);
    await drawer.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Note added').first().waitFor();
    await drawer.getByText(NOTE).waitFor();

    // 2. After a reload the note is still hers, with its date.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Family house near the A&C Mall' }).waitFor();
    await page.getByRole('button', { name: 'Notes' }).click();
    drawer = page.getByRole('dialog', { name: 'Your notes' });
    await drawer.getByText(NOTE).waitFor();
    const item = drawer.getByRole('listitem').filter({ hasText: NOTE });
    expect(await item.locator('time').count()).toBe(1);

    // 3. Kwame, who owns the property, opens its Notes in his own browser: nothing of Ama's.
    const kwameContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const esiContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const kwamePage = await kwameContext.newPage();
      const kwameDrawer = await openNotesAs(kwamePage, propertyId, kwame);
      await kwameDrawer.getByText('Only you can read your notes.').waitFor();
      expect(await kwameDrawer.getByText(NOTE).count()).toBe(0);
      expect(await kwamePage.getByText(/borehole pump/).count()).toBe(0);

      // 4. Esi, another seeker, on her phone (the drawer is a sheet from the bottom there): nothing either.
      const esiPage = await esiContext.newPage();
      const esiDrawer = await openNotesAs(esiPage, propertyId, esi);
      await esiDrawer.getByText('Only you can read your notes.').waitFor();
      expect(await esiPage.getByText(/borehole pump/).count()).toBe(0);

      // Nor can either of them reach it by its id: someone else's note answers as if it did not exist.
      const notes = await fie.request('GET', `/api/notes/fetch-property-notes/${propertyId}`, undefined, ama.token);
      const noteId: string = notes.body.result.notes[0].id;
      for (const other of [kwame, esi]) {
        expect((await fie.request('PUT', `/api/notes/${noteId}`, { note: 'changed' }, other.token)).status).toBe(404);
        expect((await fie.request('DELETE', `/api/notes/${noteId}`, undefined, other.token)).status).toBe(404);
      }
    } finally {
      await kwameContext.close();
      await esiContext.close();
    }

    // Ama's note is untouched.
    await page.reload();
    await page.getByRole('button', { name: 'Notes' }).click();
    await page.getByRole('dialog', { name: 'Your notes' }).getByText(NOTE).waitFor();
  },
);
