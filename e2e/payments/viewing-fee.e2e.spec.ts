import type { Browser } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';
import { expectFits, phones, signIn } from '../phone';

/**
 * A viewing fee paid into the hold by mobile money (issue 33), on a 360 × 740 phone, against the payment simulator
 * (the provider when none is configured): the seeker books a viewing of a listing that asks a fee, pays it by MTN
 * MoMo, approves the prompt on the simulator's phone page with the PIN, and sees the money held; the lister sees it
 * in his Payments tab; once she says the viewing took place, the fee is paid to him.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
const phone = phones(() => browser);

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

journey('a seeker pays a viewing fee by MoMo, approves it on the simulator phone and sees it held; the lister sees it, and receives it once the viewing took place', async () => {
  // Kwame lists a house asking a GH₵ 50 viewing fee; Ama is a seeker.
  const kwame = await signUpOwner(fie, { email: 'kwame.fee.e2e@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  const house = await listHouse(fie, kwame.token, { viewing_fee: 50 });
  const ama = await fie.signUpAndConfirm({ email: 'ama.fee.e2e@example.com', firstName: 'Ama', lastName: 'Mensah' });

  // 0. The property page the server renders (read here without JavaScript, as a search engine or a slow phone) shows the fee.
  const served = (await phone({ javaScriptEnabled: false })).page;
  await served.goto(`${fie.url}/property/${house.id}`);
  await served.getByText('Viewing fee GH₵ 50: paid by mobile money or card into a hold when you book, and passed to the lister only after the viewing.').waitFor({ timeout: 15_000 });

  // 1. Ama, signed in on her phone, reads the fee on the property page and books a viewing three days from now.
  const { context, page } = await phone();
  await signIn(fie, page, ama, `/property/${house.id}`);
  await page.getByRole('heading', { level: 1, name: '3 bedroom house in East Legon' }).waitFor({ timeout: 15_000 });
  await page.getByTestId('viewing-fee').getByText(/Viewing fee GH₵ 50: paid by mobile money or card into a hold/).waitFor();
  await page.getByRole('button', { name: 'Arrange Viewing' }).click();
  const picker = page.getByRole('dialog', { name: 'Arrange a viewing' });
  await picker.getByText('Viewing fee: GH₵ 50, paid by mobile money or card into a hold after you book, never to the lister directly.').waitFor({ timeout: 15_000 });
  await picker.getByLabel('Date').fill(day(3));
  await picker.getByRole('group', { name: /^Free times on / }).waitFor();
  await picker.getByRole('button', { name: '10:00', exact: true }).click();
  await picker.getByRole('button', { name: 'Book Viewing' }).click();

  // 2. Booked, she pays the fee: MTN MoMo from 055 123 4567 (the network chosen from its prefix).
  const booked = page.getByRole('dialog', { name: 'Viewing requested' });
  await booked.getByText(/This listing asks a viewing fee of GH₵ 50/).waitFor();
  await booked.getByRole('button', { name: 'Pay GH₵ 50' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay into the hold' });
  await pay.getByLabel(/Phone number/).fill('055 123 4567', { timeout: 15_000 });
  expect(await pay.getByLabel('MTN MoMo').isChecked()).toBe(true);
  await expectFits(page, 'the pay dialog');
  await pay.getByRole('button', { name: 'Pay GH₵ 50' }).click();
  await pay.getByText('Approve on your phone').waitFor();
  await pay.getByText(/no real money moves/).waitFor();

  // 3. The simulator's phone page (a new tab, as her phone's prompt would be) shows the prompt; she approves with the PIN.
  const [simulator] = await Promise.all([context.waitForEvent('page'), pay.getByRole('link', { name: 'Open the simulator phone' }).click()]);
  await simulator.getByText(/This is the payment simulator, not a real phone or provider/).waitFor({ timeout: 15_000 });
  const prompt = simulator.getByRole('region', { name: 'Prompt for GH₵ 50' });
  await prompt.getByText('MTN MoMo: pay GH₵ 50 to Fie’s payment provider (Viewing fee)?').waitFor({ timeout: 15_000 });
  await expectFits(simulator, 'the simulator phone');
  await prompt.getByLabel('Mobile-money PIN').fill('1234');
  await prompt.getByRole('button', { name: 'Approve' }).click();
  await simulator.getByText('Payment approved').waitFor();

  // 4. Her pay dialog, open all along, follows the payment to held; her Payments tab says so, and when it is released.
  await pay.getByText('GH₵ 50 is held safely by the payment provider.', { exact: false }).waitFor({ timeout: 20_000 });
  await pay.getByRole('link', { name: 'See your payments' }).click();
  await page.getByRole('tab', { name: 'Payments', selected: true }).waitFor({ timeout: 15_000 });
  const mine = page.getByRole('listitem', { name: 'Viewing fee GH₵ 50' });
  await mine.getByText('Held safely').waitFor({ timeout: 15_000 });
  await mine.getByText(/It goes to the lister on .* unless you report a problem before then\./).waitFor();
  await mine.getByRole('button', { name: 'The viewing took place' }).waitFor();
  await expectFits(page, 'the Payments tab');

  // 5. Kwame, on his phone, sees the fee held for his listing, and when it comes to him.
  const lister = (await phone()).page;
  await signIn(fie, lister, kwame, '/owner-dashboard?tab=payments');
  await lister.getByRole('tab', { name: 'Payments', selected: true }).waitFor({ timeout: 15_000 });
  const his = lister.getByRole('listitem', { name: 'Viewing fee GH₵ 50' });
  await his.getByText('Held safely').waitFor({ timeout: 15_000 });
  await his.getByText(/Paid by a seeker for your listing/).waitFor();
  await his.getByText(/It comes to you on .* unless the seeker reports a problem before then\./).waitFor();
  expect(await his.getByRole('button', { name: 'The viewing took place' }).count()).toBe(0);
  await expectFits(lister, 'the lister’s Payments tab');

  // 6. The viewing took place: Ama says so, and the fee goes to Kwame (the provider's transfer, then Paid to the lister).
  await mine.getByRole('button', { name: 'The viewing took place' }).click();
  await page.getByRole('dialog', { name: 'The viewing took place' }).getByRole('button', { name: 'Release the money' }).click();
  await page.getByText('Thank you: the money goes to the lister').waitFor();
  await mine.getByText(/On its way to the lister|Paid to the lister/).waitFor({ timeout: 15_000 });
  expect(await mine.getByRole('button', { name: 'Report a problem' }).count()).toBe(0);
  for (let round = 0; ; round++) {
    await lister.getByRole('button', { name: 'Refresh' }).click();
    if (await his.getByText('Paid to the lister').isVisible()) break;
    if (round > 120) throw new Error('the fee never reached the lister');
    await lister.waitForTimeout(500);
  }
});
