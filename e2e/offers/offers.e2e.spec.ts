import type { Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { peopleJourneys } from '../browser';

let fie: TestMarketplace;
const { journey, personPage } = peopleJourneys((started) => (fie = started));

/** An offer's card in the Offers tab, found by a text on it. */
const offerCard = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

journey(
  'a visitor makes an offer from the property page after signing in; the owner counters from the Offers tab; the seeker accepts the counter, and both see the whole history',
  async () => {
    // Kwame lists a three-bedroom house in East Legon at GH₵ 4,500 a month; Ama is a seeker.
    const kwame = await signUpOwner(fie, { email: 'kwame.offers.e2e@example.com', firstName: 'Kwame', lastName: 'Boateng' });
    const house = await listHouse(fie, kwame.token);
    const ama = await fie.signUpAndConfirm({ email: 'ama.offers.e2e@example.com', firstName: 'Ama', lastName: 'Owusu' });

    // 1. Ama, not signed in, presses Make offer on a phone: she signs in, and the offer form opens.
    const seeker = await personPage(390);
    await seeker.goto(`${fie.url}/property/${house.id}`);
    await seeker.getByRole('heading', { level: 1, name: '3 bedroom house in East Legon' }).waitFor();
    await seeker.getByRole('button', { name: 'Make offer' }).click();
    const login = seeker.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(ama.email);
    await login.getByLabel('Password', { exact: true }).fill(ama.password);
    await login.getByRole('button', { name: 'Login' }).click();
    const form = seeker.getByRole('dialog', { name: 'Make an offer' });
    await form.getByLabel(/Monthly rent you offer/).waitFor({ timeout: 15_000 });
    await form.getByText('Asking GH₵ 4,500 a month').waitFor();

    // 2. Nothing typed: the server's own words say what is missing. Then she offers GH₵ 4,000 with 3 months' advance.
    await form.getByLabel(/Months of rent in advance/).fill('');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await form.getByText('Enter the amount you offer').waitFor();
    await form.getByLabel(/Monthly rent you offer/).fill('4000');
    expect(await form.getByLabel(/Monthly rent you offer/).inputValue()).toBe('4,000');
    await form.getByLabel(/Months of rent in advance/).fill('3');
    await form.getByLabel(/Message/).fill('I can move in on the 1st of next month');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await seeker.getByRole('dialog', { name: 'Offer sent' }).waitFor();

    // 3. Kwame follows a link to his dashboard's Offers tab, signs in, and lands there: Ama's offer, 89 % of his asking rent, waits for his answer.
    const owner = await personPage();
    await owner.goto(`${fie.url}/owner-dashboard?tab=offers`);
    await owner.waitForURL(/\/login\?next=/);
    await owner.getByLabel('Email').fill(kwame.email);
    await owner.getByLabel('Password', { exact: true }).fill(kwame.password);
    await owner.getByRole('button', { name: 'Login' }).click();
    await owner.getByRole('tab', { name: 'Offers', selected: true }).waitFor({ timeout: 15_000 });
    const received = offerCard(owner, 'Offer from Ama O.');
    await received.getByText('GH₵ 4,000 a month, 3 months in advance', { exact: true }).waitFor();
    await received.getByText('89% of the asking GH₵ 4,500 a month').waitFor();
    await received.getByText('I can move in on the 1st of next month').waitFor();

    // 4. He counters with GH₵ 4,400 and six months.
    await received.getByRole('button', { name: 'Counter' }).click();
    const counter = owner.getByRole('dialog', { name: 'Counter-offer' });
    await counter.getByLabel(/Monthly rent you want/).fill('4400');
    await counter.getByLabel(/Months of rent in advance/).fill('6');
    await counter.getByLabel(/Message/).fill('Six months is my minimum');
    await counter.getByRole('button', { name: 'Send counter-offer' }).click();
    await owner.getByText('Counter-offer sent').first().waitFor();
    await offerCard(owner, 'Offer from Ama O.').getByText('Waiting for Ama O.').waitFor();

    // 5. Ama opens her dashboard's Offers tab: the counter waits for her, and she accepts it after being asked.
    await seeker.goto(`${fie.url}/owner-dashboard?tab=offers`);
    const mine = offerCard(seeker, 'Your offer to Kwame B.');
    await mine.getByText('Waiting for your answer').waitFor({ timeout: 15_000 });
    await mine.getByText('GH₵ 4,400 a month, 6 months in advance', { exact: true }).waitFor();
    await mine.getByRole('button', { name: 'Accept' }).click();
    const confirm = seeker.getByRole('dialog', { name: "Accept Kwame B.'s counter-offer?" });
    await confirm.getByRole('button', { name: 'Accept' }).click();
    await seeker.getByText('Offer accepted').first().waitFor();

    // 6. The accepted offer moves under Accepted, with its whole history.
    const accepted = seeker.getByRole('region', { name: /^Accepted/ }).getByRole('article').filter({ hasText: 'Your offer to Kwame B.' });
    await accepted.getByText('Accepted').first().waitFor();
    await accepted.getByRole('button', { name: 'Show the whole history (3 steps)' }).click();
    await accepted.getByText('You offered GH₵ 4,000 a month, 3 months in advance').waitFor();
    await accepted.getByText('Kwame B. countered with GH₵ 4,400 a month, 6 months in advance').waitFor();
    await accepted.getByText('You accepted GH₵ 4,400 a month, 6 months in advance').waitFor();
    expect(await accepted.getByRole('button', { name: 'Accept' }).count()).toBe(0);

    const notices = await fie.request('GET', '/api/notifications', undefined, kwame.token);
    expect(notices.body.result.notifications.map((n: { title: string }) => n.title)).toContain('Ama O. accepted your counter-offer of GH₵ 4,400 a month, 6 months in advance');
  },
  120_000,
);
