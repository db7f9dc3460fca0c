import type { Browser, Locator, Page } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import { eventually } from '../../launcher/src/testing/phone';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys, hydrated } from '../browser';
import { expectFits, phones, signIn, SLOW } from '../phone';

/**
 * An accepted offer secured with a holding deposit (issue 33), on 360 × 740 phones, against the payment simulator
 * (the provider when none is configured): the seeker offers on a rental, the lister accepts, the seeker pays the
 * deposit by MTN MoMo from the offer's card, approves the prompt on the simulator's phone page with the PIN, and sees
 * the money held and what happens next; the lister sees it held in his Payments tab; once the seeker says the keys
 * are received, the deposit goes to the lister, and both see it paid.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
const phone = phones(() => browser);

/** Presses the Payments tab's Refresh and waits for the server's answer to it (not for a time). */
async function refreshPayments(page: Page) {
  await Promise.all([
    page.waitForResponse((res) => new URL(res.url()).pathname === '/api/payments' && res.request().method() === 'GET', SLOW),
    page.getByRole('button', { name: 'Refresh' }).click(),
  ]);
}

const offerCard = (page: Page, text: string): Locator => page.getByRole('article').filter({ hasText: text });

journey(
  'an accepted offer with a move-in date is secured with a deposit paid by MoMo and approved on the simulator phone; both sides see it held and when it goes by itself; the seeker confirms the keys and it is paid to the lister',
  async () => {
    // Kwame lists a three-bedroom house in East Legon at GH₵ 4,500 a month; Ama is a seeker.
    const kwame = await signUpOwner(fie, { email: 'kwame.deposit.e2e@example.com', firstName: 'Kwame', lastName: 'Boateng' });
    const house = await listHouse(fie, kwame.token);
    const ama = await fie.signUpAndConfirm({ email: 'ama.deposit.e2e@example.com', firstName: 'Ama', lastName: 'Mensah' });

    // 1. Ama, on her phone, offers GH₵ 4,000 a month with 3 months in advance from the property page, moving in a month from now.
    const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const { context, page } = await phone();
    await signIn(fie, page, ama, `/property/${house.id}`);
    await page.getByRole('heading', { level: 1, name: '3 bedroom house in East Legon' }).waitFor(SLOW);
    // The server's HTML paints first: Make offer answers once React has taken the page over.
    await hydrated(page);
    await page.getByRole('button', { name: 'Make offer' }).click();
    const form = page.getByRole('dialog', { name: 'Make an offer' });
    await form.getByLabel(/Monthly rent you offer/).fill('4000', SLOW);
    await form.getByLabel(/Months of rent in advance/).fill('3');
    await form.getByLabel(/Move-in date/).fill(moveIn);
    await expectFits(page, 'the offer form');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await page.getByRole('dialog', { name: 'Offer sent' }).waitFor(SLOW);

    // 2. Kwame, on his phone, accepts it from his Offers tab.
    const lister = (await phone()).page;
    await signIn(fie, lister, kwame, '/owner-dashboard?tab=offers');
    await lister.getByRole('tab', { name: 'Offers', selected: true }).waitFor(SLOW);
    const received = offerCard(lister, 'Offer from Ama M.');
    await received.getByText(/^GH₵ 4,000 a month, 3 months in advance, moving in on \w{3}, \d{1,2} \w{3} \d{4}$/).first().waitFor(SLOW);
    await received.getByRole('button', { name: 'Accept' }).click();
    await lister.getByRole('dialog', { name: "Accept Ama M.'s offer?" }).getByRole('button', { name: 'Accept' }).click();
    await lister.getByText('Offer accepted').first().waitFor(SLOW);
    // The lister is never offered to pay, and reads that nothing is paid yet only once there is something to read.
    const his = lister.getByRole('region', { name: /^Accepted/ }).getByRole('article').filter({ hasText: 'Offer from Ama M.' });
    await his.getByText('Accepted').first().waitFor(SLOW);
    expect(await his.getByRole('button', { name: 'Secure it with a deposit' }).count()).toBe(0);

    // 3. Ama's accepted offer offers to secure the home with a deposit; she pays it by MTN MoMo from 055 123 4567.
    await page.goto(`${fie.url}/owner-dashboard?tab=offers`);
    const mine = page.getByRole('region', { name: /^Accepted/ }).getByRole('article').filter({ hasText: 'Your offer to Kwame B.' });
    await mine.getByText(/Secure the home with a holding deposit paid by mobile money or card into a hold/).waitFor(SLOW);
    await expectFits(page, 'the accepted offer');
    await mine.getByRole('button', { name: 'Secure it with a deposit' }).click();
    const pay = page.getByRole('dialog', { name: 'Pay into the hold' });
    await pay.getByText('Holding deposit for 3 bedroom house in East Legon').waitFor(SLOW);
    await pay.getByLabel(/Phone number/).fill('055 123 4567');
    expect(await pay.getByLabel('MTN MoMo').isChecked()).toBe(true);
    await expectFits(page, 'the pay dialog');
    // Before paying she reads what is asked: one month, as the Rent Act allows for a monthly tenancy, and why.
    await pay.getByText('The Rent Act allows at most 1 month of rent in advance for a monthly tenancy: 1 month of the 3 agreed are collected').waitFor();
    // And when it goes to Kwame if she never says the keys are in hand: three days after the move-in date.
    await pay.getByText(/^It goes to the lister when you confirm the keys, or by itself on .*, three days after the move-in date agreed/).waitFor();
    await pay.getByRole('button', { name: 'Pay GH₵ 4,000' }).click();
    await pay.getByText('Approve on your phone').waitFor(SLOW);
    await pay.getByText(/no real money moves/).waitFor();
    // Still said while she waits for the phone.
    await pay.getByText('The Rent Act allows at most 1 month of rent in advance for a monthly tenancy: 1 month of the 3 agreed are collected').waitFor();
    await expectFits(page, 'the pay dialog, waiting for the phone');

    // 4. The simulator's phone page (a new tab, as her phone's prompt would be) shows the prompt; she approves with the PIN.
    const [simulator] = await Promise.all([context.waitForEvent('page', SLOW), pay.getByRole('link', { name: 'Open the simulator phone' }).click()]);
    await simulator.getByText(/This is the payment simulator, not a real phone or provider/).waitFor(SLOW);
    const prompt = simulator.getByRole('region', { name: 'Prompt for GH₵ 4,000' });
    await prompt.getByText('MTN MoMo: pay GH₵ 4,000 to Fie’s payment provider (Holding deposit)?').waitFor(SLOW);
    await expectFits(simulator, 'the simulator phone');
    await prompt.getByLabel('Mobile-money PIN').fill('1234');
    await prompt.getByRole('button', { name: 'Approve' }).click();
    await simulator.getByText('Payment approved').waitFor(SLOW);
    await simulator.close();

    // 5. Her pay dialog, open all along, follows the payment to held; closed, the offer's card says it is held.
    await pay.getByText('GH₵ 4,000 is held safely by the payment provider.', { exact: false }).waitFor(SLOW);
    await pay.getByRole('button', { name: 'Close', exact: true }).last().click();
    await mine.getByText('Holding deposit GH₵ 4,000: Held safely.').waitFor(SLOW);
    await mine.getByText(/^It goes to the lister when you confirm the keys, or by itself on .* \(three days after the move-in date\)/).waitFor();
    expect(await mine.getByRole('button', { name: 'Secure it with a deposit' }).count()).toBe(0);

    // 6. Her Payments tab says it is held, what happens next, and offers "Keys received".
    await mine.getByRole('link', { name: 'See your payments' }).click();
    await page.getByRole('tab', { name: 'Payments', selected: true }).waitFor(SLOW);
    const paid = page.getByRole('listitem', { name: 'Holding deposit GH₵ 4,000' });
    await paid.getByText('Held safely').waitFor(SLOW);
    await paid.getByText(/^It goes to the lister when you confirm the keys, or by itself on .* \(three days after the move-in date\)/).waitFor();
    await paid.getByRole('button', { name: 'Keys received' }).waitFor();
    await expectFits(page, 'the Payments tab');

    // 7. Kwame sees the deposit held on the offer, and in his Payments tab, coming to him when she confirms; he has nothing to confirm.
    await lister.reload();
    await his.getByText('Holding deposit GH₵ 4,000: Held safely.').waitFor(SLOW);
    await his.getByText(/^It comes to you when the seeker confirms the keys, or on .* \(three days after the move-in date\)/).waitFor();
    await expectFits(lister, 'the lister’s accepted offer');
    await lister.goto(`${fie.url}/owner-dashboard?tab=payments`);
    await lister.getByRole('tab', { name: 'Payments', selected: true }).waitFor(SLOW);
    const toHim = lister.getByRole('listitem', { name: 'Holding deposit GH₵ 4,000' });
    await toHim.getByText('Held safely').waitFor(SLOW);
    await toHim.getByText(/Paid by a seeker for your listing/).waitFor();
    await toHim.getByText(/^It comes to you when the seeker confirms the keys, or on .* \(three days after the move-in date\)/).waitFor();
    expect(await toHim.getByRole('button', { name: 'Keys received' }).count()).toBe(0);
    await expectFits(lister, 'the lister’s Payments tab');

    // 8. The keys are received: Ama says so, and the deposit goes to Kwame's mobile-money number.
    await paid.getByRole('button', { name: 'Keys received' }).click();
    await page.getByRole('dialog', { name: 'Keys received' }).getByRole('button', { name: 'Release the money' }).click();
    await page.getByText('Thank you: the money goes to the lister').waitFor(SLOW);
    await paid.getByText(/On its way to the lister|Paid to the lister/).waitFor(SLOW);
    expect(await paid.getByRole('button', { name: 'Keys received' }).count()).toBe(0);
    expect(await paid.getByRole('button', { name: 'Report a problem' }).count()).toBe(0);

    // 9. Once the provider's transfer is recorded (a reactor, a moment after her answer), both read it paid to the lister.
    const { id } = (await fie.request('GET', '/api/payments', undefined, kwame.token)).body.result.payments[0] as { id: string };
    const settled = await eventually(
      () => fie.request('GET', `/api/payments/${id}`, undefined, kwame.token),
      (res) => res.body?.result?.status === 'released',
      60_000,
    );
    expect(settled.body.result.status).toBe('released');
    for (const [who, item] of [
      [page, paid],
      [lister, toHim],
    ] as const) {
      await refreshPayments(who);
      await item.getByText('Paid to the lister').waitFor(SLOW);
    }
  },
  240_000,
);
