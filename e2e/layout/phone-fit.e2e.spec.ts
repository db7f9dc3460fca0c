import type { Browser, Locator, Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import { addMember, createOrganization } from '../../launcher/src/testing/organizations';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, hydrated } from '../browser';

/**
 * Every screen on a 360-px phone (the narrowest common Android width): every public page, every signed-in page,
 * every tab of the person's, the owner's and the organization's dashboards, and each dialog they open, with real
 * data in them (listings, a short stay, a viewing, offers with a counter-offer, a request, messages, a note, a member). On each: the page is
 * no wider than the screen (no sideways scroll), and an open dialog's buttons lie inside the screen, so they can
 * be pressed. A failure names the screen, its width and the elements that stick out.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });

const PHONE = { width: 360, height: 740 };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
/** A long word with no place to break, as people type emails and links. */
const LONG_EMAIL = 'kwabena.oppong-amankwah.property.enquiries@example.com';

async function ok<T extends { status: number; body: any }>(what: string, call: Promise<T>): Promise<T['body']> {
  const res = await call;
  if (res.status >= 300) throw new Error(`${what} failed (${res.status}): ${JSON.stringify(res.body)}`);
  return res.body;
}

/** The seeker, the owner and the organization, with everything they have between them. */
async function marketplaceWithDeals() {
  const owner = await signUpOwner(fie, { email: 'kwame.fit@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  const seeker = await fie.signUpAndConfirm({ email: 'ama.fit@example.com', firstName: 'Ama', lastName: 'Owusu' });
  const organization = await createOrganization(fie, { name: 'Accra Homes and Properties Management Ltd', email: 'agency.fit@example.com', url_name: 'accra_homes' });
  const house = await listHouse(fie, owner.token, { title: '3 bedroom house in East Legon' });
  const land = await listHouse(fie, owner.token, { title: 'Four bedroom house with a garden for sale', acquisition: 'buy', payment_plan: undefined, price: '1,250,000' });
  const agencyHouse = await listHouse(fie, organization.token, { title: 'Agency house in Cantonments' });
  // A short stay (its Booked dates dialog) and a member of the organization (its edit and remove dialogs).
  await listHouse(fie, owner.token, { type: 'apartment', acquisition: 'short_stay', payment_plan: 'DAILY', price: '650', title: 'Apartment by the beach, Labadi', stay_start_date: day(1), stay_end_date: day(120) });
  const member = await fie.signUpAndConfirm({ email: 'esi.fit@example.com', firstName: 'Esi', lastName: 'Mensah' });
  await addMember(fie, organization.token, { ...member.user, email: member.email, token: member.token }, ['list_properties']);

  await ok('a viewing', fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.user.id, property_id: house.id, date: `${day(3)}T10:00:00.000Z` }, seeker.token));
  const offer = await ok('an offer', fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 4000, currency: 'GHS', advance_months: 3, message: 'I can move in on the 1st of next month' }, seeker.token));
  await ok('a counter-offer', fie.request('POST', `/api/offers/${offer.result.id}/counter`, { amount: 4400, currency: 'GHS', advance_months: 6, message: 'Six months is my minimum' }, owner.token));
  // An offer that waits for the owner (his Counter dialog), and one to the organization.
  await ok('an offer to buy', fie.request('POST', `/api/properties/${land.id}/offers`, { amount: 1_100_000, currency: 'GHS', message: `Write to me at ${LONG_EMAIL}` }, seeker.token));
  await ok('an offer to the organization', fie.request('POST', `/api/properties/${agencyHouse.id}/offers`, { amount: 4200, currency: 'GHS', advance_months: 6 }, seeker.token));
  await ok('a message', fie.request('POST', '/api/messages/send-message', { to: owner.user.id, message: `Is the house still available? Write to ${LONG_EMAIL}`, property_id: house.id }, seeker.token));
  await ok('a reply', fie.request('POST', '/api/messages/send-message', { to: seeker.user.id, message: 'Yes, come and see it on Saturday', property_id: house.id }, owner.token));
  await ok('a message to the organization', fie.request('POST', '/api/messages/send-message', { to: organization.id, message: 'Hello, is the agency house free?', property_id: agencyHouse.id }, seeker.token));
  await ok('a note', fie.request('POST', '/api/notes/create-note', { property_id: house.id, note: 'Ask about water and the boys quarters' }, seeker.token));
  await ok('a save', fie.request('POST', `/api/properties/${house.id}/save`, undefined, seeker.token));
  await ok('a request', fie.request('POST', '/api/requests/create-request', {
    category: 'residential', acquisition: 'rent', type: 'house', min_price: '4,000', max_price: '5,000', matchType: 'similar', bedrooms: 3, bathrooms: 2, location_details: { place_id: 'greater_accra:east-legon' },
  }, seeker.token));
  return { owner, seeker, organization, house, land, agencyHouse };
}

type Measure = { scrollWidth: number; innerWidth: number; offenders: string[] };

/** How wide the page is, and the innermost elements whose right edge passes the screen's. */
async function measure(page: Page): Promise<Measure> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).filter((c) => c && !/^css-/.test(c)).slice(0, 2).join('.') : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> ${Math.round(r.left)}–${Math.round(r.right)}px "${text}"`;
    };
    const sticking: Element[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= innerWidth + 0.5) continue;
      // Inside a box that scrolls (or clips) sideways, it does not widen the page.
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o !== 'visible' && p.getBoundingClientRect().right <= innerWidth + 0.5) {
          clipped = true;
          break;
        }
      }
      if (!clipped) sticking.push(el);
    }
    // The innermost: those with no sticking-out descendant.
    const innermost = sticking.filter((el) => !sticking.some((other) => other !== el && el.contains(other)));
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, offenders: innermost.slice(0, 4).map(describe) };
  });
}

const failures: string[] = [];
const checked: string[] = [];
// If the walk stops early, what it found so far still shows.
afterAll(() => {
  if (failures.length) console.warn(`Screens that do not fit a ${PHONE.width}-px phone:\n${failures.join('\n')}`);
});

/** The page fits the screen's width; else the screen's name, its width and what sticks out go on the list. */
async function fits(page: Page, where: string) {
  checked.push(where);
  const m = await measure(page);
  if (m.scrollWidth > m.innerWidth || m.scrollWidth > PHONE.width) failures.push(`${where}: the page is ${m.scrollWidth}px wide on a ${m.innerWidth}px screen; sticking out: ${m.offenders.join('; ') || '(nothing measurable)'}`);
}

/** The open dialog fits, and each of its buttons lies inside the screen (its actions wholly, so they can be pressed). */
async function dialogFits(page: Page, dialog: Locator, where: string) {
  await dialog.waitFor();
  await settled(page);
  // Measured where it comes to rest: once its opening slide or fade (a CSS transition) has ended.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  await fits(page, `${where} (dialog open)`);
  const off = await dialog.evaluate((root) => {
    // What the screen shows: on a phone that zoomed out, the visual viewport, not the layout's.
    const vw = Math.min(window.innerWidth, window.visualViewport?.width ?? Infinity);
    const vh = Math.min(window.innerHeight, window.visualViewport?.height ?? Infinity);
    const out: string[] = [];
    const paper = root.querySelector('.MuiPaper-root') ?? root;
    const p = paper.getBoundingClientRect();
    if (p.left < -0.5 || p.right > vw + 0.5) out.push(`the dialog spans ${Math.round(p.left)}–${Math.round(p.right)}px`);
    for (const button of Array.from(root.querySelectorAll('button, a[role="button"], [role="button"], [role="menuitem"]'))) {
      const r = button.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').trim().slice(0, 30) || button.tagName.toLowerCase();
      const isAction = Boolean(button.closest('.MuiDialogActions-root'));
      if (r.left < -0.5 || r.right > vw + 0.5) out.push(`button "${name}" spans ${Math.round(r.left)}–${Math.round(r.right)}px`);
      else if (isAction && (r.top < -0.5 || r.bottom > vh + 0.5)) out.push(`action "${name}" lies at ${Math.round(r.top)}–${Math.round(r.bottom)}px of a ${vh}px screen`);
    }
    return out;
  });
  if (off.length) failures.push(`${where} (dialog): ${off.join('; ')} on a ${PHONE.width}×${PHONE.height} screen`);
}

/** Nothing is loading any more: no spinner or running bar (one without a value) outside a button. */
async function settled(page: Page) {
  const loading = () =>
    Array.from(document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])'))
      .filter((el) => !el.closest('button') && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
      .map((el) => el.getAttribute('aria-label') ?? el.parentElement?.textContent ?? '?');
  try {
    await page.waitForFunction(() => !Array.from(document.querySelectorAll('[role="progressbar"]:not([aria-valuenow])')).some((el) => !el.closest('button') && el.checkVisibility({ visibilityProperty: true, opacityProperty: true })), undefined, { timeout: 15_000 });
  } catch (error) {
    throw new Error(`${page.url()} kept loading for 15 s: ${JSON.stringify(await page.evaluate(loading))}`, { cause: error });
  }
}

/** Loads `path` and waits for its main heading and for the page to come alive and finish loading. */
async function open(page: Page, path: string, heading?: string | RegExp) {
  await page.goto(`${fie.url}${path}`);
  const h1 = heading ? page.getByRole('heading', { level: 1, name: heading }) : page.locator('h1').first();
  await h1.waitFor({ timeout: 15_000 });
  // The sign-in pages, and on a phone a visitor's home, search and property pages, fetch their code at a person's
  // first touch (issues 32, 35): a key pressed is one.
  await page.keyboard.press('Shift');
  await hydrated(page);
  await settled(page);
}

/**
 * Goes to `path` inside the running site, as its links do (no new page load: the walk stays quick), and waits
 * for the new page's main heading and for it to finish loading.
 */
async function visit(page: Page, path: string, heading: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 });
  await settled(page);
}

async function signIn(page: Page, who: { email: string; password: string }, asOrganization = false) {
  await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
  await open(page, '/login');
  await fits(page, `/login (signing in ${who.email})`);
  if (asOrganization) await page.getByRole('radio', { name: /Organization|agency or company/i }).check();
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
}

/** The dialog on top: the last one shown (closed drawers stay in the page, hidden). */
const shownDialog = (page: Page) => page.locator('[role="dialog"]:visible').last();

async function closeDialog(page: Page, dialog: Locator) {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

/** Every tab of a dashboard, by its tab's name, each waited for and measured. */
async function walkTabs(page: Page, where: string, tabList: string, tabs: { name: string; shows?: string | RegExp }[]) {
  for (const tab of tabs) {
    const button = page.getByRole('tablist', { name: tabList }).getByRole('tab', { name: tab.name, exact: true });
    await button.click();
    await page.getByRole('tab', { name: tab.name, exact: true, selected: true }).waitFor();
    if (tab.shows) await page.getByRole('tabpanel').getByText(tab.shows).first().waitFor({ timeout: 15_000 });
    await settled(page);
    await fits(page, `${where}, tab ${tab.name}`);
  }
}

journey(
  'on a 360-px phone every page, dashboard tab and dialog fits the screen, with its buttons in reach; and the seeker accepts a counter-offer there',
  async () => {
    const { owner, seeker, house, land, agencyHouse } = await marketplaceWithDeals();
    // A phone's browser: it honours the page's viewport tag, and zooms out (widening the layout) when a page is too wide.
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();

    // 1. The public pages, signed out.
    const publicPages: [string, string][] = [
      ['/', 'Homes, shops, farmland and venues across Ghana'],
      ['/search-property', 'Search property in Ghana'],
      [`/property/${house.id}`, '3 bedroom house in East Legon'],
      [`/property/${land.id}`, 'Four bedroom house with a garden for sale'],
      ['/org/accra_homes', 'Accra Homes and Properties Management Ltd'],
      ['/fie_search', 'Search property in Ghana'],
      ['/fie_info', 'Fie, the property marketplace for Ghana'],
      ['/fie_info/owners', 'Listing your property'],
      ['/about', 'About Fie'],
      ['/about/contact', 'About Fie'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/terms-of-service', 'Terms of Service'],
      ['/info-list-property', 'List your property on Fie'],
      ['/add_request', 'Post a request'],
      ['/owner-registration', 'Register as an Owner'],
      ['/organization-registration', 'Register an organization'],
      ['/complete-organization-registration', 'Complete your organization registration'],
      ['/confirm-registration', 'Confirm Registration'],
      ['/confirm-listing', 'Is your listing still available?'],
      ['/register', 'Register'],
      ['/forgotpassword', 'Reset Password'],
      [`/reset_password/${encodeURIComponent(seeker.email)}/123456`, 'Set new password'],
      ['/no-such-page', '404'],
    ];
    // The first page and the property pages as a phone gets them from the server (people arrive on a property
    // from a search engine or a shared link); the others as the site's links open them.
    for (const [i, [path, heading]] of publicPages.entries()) {
      await (i === 0 || path.startsWith('/property/') ? open : visit)(page, path, heading);
      await fits(page, path);
    }

    // The sign-in dialog (from the property page's Make offer), and the dialogs it leads to.
    await visit(page, `/property/${house.id}`, '3 bedroom house in East Legon');
    await page.getByRole('button', { name: 'Make offer' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await dialogFits(page, login, 'sign-in dialog');
    await login.getByRole('button', { name: 'Forgot Password or Username?' }).click();
    await login.waitFor({ state: 'hidden' });
    const forgot = shownDialog(page);
    await dialogFits(page, forgot, 'forgot-password dialog');
    await closeDialog(page, forgot);
    await page.getByRole('button', { name: 'Make offer' }).click();
    await login.getByRole('button', { name: 'Register' }).click();
    await login.waitFor({ state: 'hidden' });
    const register = shownDialog(page);
    await dialogFits(page, register, 'register dialog');
    await closeDialog(page, register);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = shownDialog(page);
    await dialogFits(page, menu, "the header's menu (signed out)");
    await closeDialog(page, menu);
    await page.getByRole('button', { name: 'Report this listing' }).click();
    const report = shownDialog(page);
    await dialogFits(page, report, 'report listing (signed out)');
    await closeDialog(page, report);

    await visit(page, '/search-property', 'Search property in Ghana');
    await page.getByRole('button', { name: /^Filter/ }).click();
    const filters = shownDialog(page);
    await dialogFits(page, filters, "the search page's More filters");
    await closeDialog(page, filters);

    // 2. The seeker: signed-in pages, her dashboard's tabs and dialogs.
    await signIn(page, seeker);
    await visit(page, `/property/${house.id}`, '3 bedroom house in East Legon');
    await fits(page, `/property/${house.id} (signed in)`);
    for (const [button, dialog] of [
      ['Arrange Viewing', /viewing/i],
      ['Make offer', 'Make an offer'],
      ['Report this listing', /report/i],
      ['Message', /Kwame|message|chat/i],
      ['Notes', /note/i],
    ] as const) {
      await page.getByRole('button', { name: button, exact: true }).click();
      const open = page.getByRole('dialog', { name: dialog }).last();
      await dialogFits(page, open, `${button} on the property page`);
      await closeDialog(page, open);
    }
    for (const path of ['/seeker-owner-registration', '/add_request']) {
      await open(page, path);
      await fits(page, `${path} (signed in)`);
    }

    await visit(page, '/owner-dashboard', 'Fie dashboard');
    await walkTabs(page, "the seeker's dashboard", 'Dashboard sections', [
      { name: 'Dashboard' },
      { name: 'Messages', shows: 'Kwame B.' },
      { name: 'Saved', shows: '3 bedroom house in East Legon' },
      { name: 'Offers', shows: 'Your offer to Kwame B.' },
      { name: 'Payments', shows: 'No payments yet' },
      { name: 'Requests', shows: /house/i },
      { name: 'Documents' },
      { name: 'Profile' },
      { name: 'Calendar' },
    ]);
    // Below 900 px the user menu (Profile, Dashboard, My Account, Logout) is this drawer's lower half.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const signedInMenu = shownDialog(page);
    await signedInMenu.getByRole('button', { name: 'Sign Out' }).waitFor();
    await dialogFits(page, signedInMenu, "the header's menu, with the user menu (signed in)");
    await closeDialog(page, signedInMenu);
    // The bell's notifications (the owner's counter-offer and reply are among them).
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const bell = page.locator('#notifications-menu');
    await page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem').first().waitFor({ timeout: 15_000 });
    await dialogFits(page, bell, 'the notifications popup');
    await closeDialog(page, bell);
    // Her request's Change menu and its Edit request dialog.
    await page.getByRole('tab', { name: 'Requests', exact: true }).click();
    await page.getByRole('button', { name: /^Change / }).first().click();
    const change = page.getByRole('menu').last();
    await dialogFits(page, change, "a request's Change menu");
    await change.getByRole('menuitem', { name: 'Edit' }).click();
    const editRequest = page.getByRole('dialog', { name: 'Edit request' });
    await dialogFits(page, editRequest, 'edit request');
    await closeDialog(page, editRequest);
    // Her viewing, from the calendar.
    await page.getByRole('tab', { name: 'Calendar', exact: true }).click();
    await settled(page);
    if (day(3).slice(0, 7) !== day(0).slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByText('Viewing: 3 bedroom house in East Legon').first().click();
    const yourViewing = page.getByRole('dialog', { name: 'Your viewing' });
    await dialogFits(page, yourViewing, "the calendar's viewing dialog (seeker)");
    await closeDialog(page, yourViewing);
    await page.getByRole('button', { name: 'Search property' }).click();
    const drawer = shownDialog(page);
    await dialogFits(page, drawer, "the dashboard's search drawer");
    await closeDialog(page, drawer);

    // The whole deal on a phone: Ama accepts Kwame's counter-offer, and it shows as accepted.
    await page.getByRole('tab', { name: 'Offers', exact: true }).click();
    const mine = page.getByRole('article').filter({ hasText: 'Your offer to Kwame B.' }).filter({ hasText: 'GH₵ 4,400 a month' });
    await mine.getByText('Waiting for your answer').waitFor({ timeout: 15_000 });
    await fits(page, "the seeker's Offers tab with a counter-offer");
    await mine.getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog', { name: "Accept Kwame B.'s counter-offer?" });
    await dialogFits(page, confirm, 'accept counter-offer');
    // Pressed where it is on the screen, as a thumb would: no scrolling first.
    const accept = confirm.getByRole('button', { name: 'Accept' });
    const box = (await accept.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.getByText('Offer accepted').first().waitFor();
    await confirm.waitFor({ state: 'hidden' });
    // Under its outcome, not gone from the list.
    const accepted = page.getByRole('region', { name: /^Accepted/ }).getByRole('article').filter({ hasText: 'Your offer to Kwame B.' });
    await accepted.getByText('Accepted').first().waitFor();
    await fits(page, "the seeker's accepted offer");
    await accepted.getByRole('button', { name: /Show the whole history/ }).click();
    await accepted.getByText('You accepted GH₵ 4,400 a month, 6 months in advance').waitFor();
    await fits(page, "the seeker's accepted offer with its history");
    const stored = await fie.request('GET', '/api/offers', undefined, seeker.token);
    expect(JSON.stringify(stored.body)).toMatch(/accepted/);
    // Her other offer waits for Kwame: she may withdraw it.
    const toBuyMine = page.getByRole('region', { name: /^Open/ }).getByRole('article').filter({ hasText: 'GH₵ 1,100,000' });
    await toBuyMine.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = page.getByRole('dialog', { name: 'Withdraw your offer?' });
    await dialogFits(page, withdraw, 'withdraw offer');
    await closeDialog(page, withdraw);

    await page.getByRole('tab', { name: 'Profile', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const deletion = page.getByRole('dialog', { name: 'Delete Account' });
    await dialogFits(page, deletion, 'delete account');
    await closeDialog(page, deletion);

    // 3. The owner: his pages, dashboard tabs and dialogs.
    await signIn(page, owner);
    for (const path of ['/list-property', '/add_property']) {
      await open(page, path);
      await fits(page, `${path} (owner)`);
    }
    await visit(page, '/owner-dashboard', 'Fie dashboard');
    await walkTabs(page, "the owner's dashboard", 'Dashboard sections', [
      { name: 'Dashboard' },
      { name: 'Properties', shows: '3 bedroom house in East Legon' },
      { name: 'Messages', shows: 'Ama O.' },
      { name: 'Saved' },
      { name: 'Offers', shows: 'Offer from Ama O.' },
      { name: 'Payments', shows: 'No payments yet' },
      { name: 'Requests' },
      { name: 'Documents' },
      { name: 'Profile' },
      { name: 'Calendar' },
    ]);
    await page.getByRole('tab', { name: 'Offers', exact: true }).click();
    const toBuy = page.getByRole('article').filter({ hasText: 'Offer from Ama O.' }).filter({ hasText: 'GH₵ 1,100,000' });
    await toBuy.getByRole('button', { name: 'Counter' }).click();
    const counter = page.getByRole('dialog', { name: 'Counter-offer' });
    await dialogFits(page, counter, 'counter-offer');
    await closeDialog(page, counter);
    await toBuy.getByRole('button', { name: 'Decline' }).click();
    const decline = shownDialog(page);
    await dialogFits(page, decline, 'decline offer');
    await closeDialog(page, decline);
    await page.getByRole('tab', { name: 'Properties', exact: true }).click();
    await page.getByRole('button', { name: /Add (a )?property|List property/i }).first().click();
    const add = shownDialog(page);
    await dialogFits(page, add, 'add property');
    await closeDialog(page, add);
    await page.getByRole('button', { name: /^Edit / }).first().click();
    const edit = shownDialog(page);
    await dialogFits(page, edit, 'edit property');
    await closeDialog(page, edit);
    await page.getByRole('button', { name: /^More actions for Apartment/ }).click();
    await page.getByRole('menuitem', { name: 'Booked dates' }).click();
    const booked = page.getByRole('dialog', { name: 'Booked dates' });
    await dialogFits(page, booked, 'booked dates');
    await closeDialog(page, booked);
    await page.getByRole('tab', { name: 'Calendar', exact: true }).click();
    await page.getByRole('button', { name: 'Viewing hours' }).click();
    const hours = shownDialog(page);
    await dialogFits(page, hours, 'viewing hours');
    await closeDialog(page, hours);
    // Ama's viewing, with his Confirm, Decline and Propose another time.
    if (day(3).slice(0, 7) !== day(0).slice(0, 7)) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByText('Viewing for Ama Owusu').first().click();
    const viewing = page.getByRole('dialog', { name: 'Viewing for Ama Owusu' });
    await dialogFits(page, viewing, "the calendar's viewing dialog (lister)");
    await closeDialog(page, viewing);

    // 4. The organization: its dashboard's tabs and its invite dialog.
    await signIn(page, { email: 'agency.fit@example.com', password: 'Agency#2026' }, true);
    // Its login page opens the dashboard itself, with a new page load.
    await page.waitForURL(/\/organization-dashboard$/, { timeout: 15_000 });
    await page.getByRole('heading', { level: 1, name: 'Accra Homes and Properties Management Ltd' }).waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
    await settled(page);
    await walkTabs(page, "the organization's dashboard", 'Organization sections', [
      { name: 'Properties', shows: 'Agency house in Cantonments' },
      { name: 'Users' },
      { name: 'Requests' },
      { name: 'Documents' },
      { name: 'Advertisements' },
      { name: 'Messages', shows: 'Ama O.' },
      { name: 'Offers', shows: 'Offer from Ama O.' },
      { name: 'Payments', shows: 'No payments yet' },
      { name: 'Calendar' },
      { name: 'Profile' },
    ]);
    await page.getByRole('tab', { name: 'Users', exact: true }).click();
    await page.getByRole('button', { name: /Invite|Add user/i }).first().click();
    const invite = shownDialog(page);
    await dialogFits(page, invite, 'invite user');
    await closeDialog(page, invite);
    await page.getByRole('button', { name: 'Edit Esi Mensah' }).click();
    const editMember = page.getByRole('dialog', { name: 'Edit Esi Mensah' });
    await dialogFits(page, editMember, "edit a member's permissions");
    await closeDialog(page, editMember);
    await page.getByRole('button', { name: 'Remove Esi Mensah' }).click();
    const removeMember = page.getByRole('dialog', { name: 'Remove user?' });
    await dialogFits(page, removeMember, 'remove a member');
    await closeDialog(page, removeMember);
    await visit(page, `/property/${agencyHouse.id}`, 'Agency house in Cantonments');
    await fits(page, `/property/${agencyHouse.id} (its organization)`);

    // And the check can fail: a box 500 px wide put on the page is caught.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('div'), { style: 'width: 500px; height: 1px' })));
    expect((await measure(page)).scrollWidth).toBeGreaterThan(PHONE.width);

    await context.close();
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThan(60);
  },
  180_000,
);
