import type { Browser } from 'playwright-core';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { browserJourneys } from '../browser';
import { expectFits, phones, signIn } from '../phone';

/**
 * A viewing fee paid into the hold by card (issue 33), on a 360 × 740 phone, against the payment simulator: the
 * seeker books a viewing of a listing that asks a fee, chooses card in the pay dialog, is sent to the card
 * checkout (the simulator's, as a provider's hosted page), enters a test card, confirms it with her "bank", waits
 * while Fie hears of it (the signed callback, then the status check), and is sent back to her calendar, where the
 * viewing's fee reads held.
 */
let fie: TestMarketplace;
let browser: Browser;
const journey = browserJourneys({ ready: (ctx) => ((fie = ctx.fie), (browser = ctx.browser)) });
const phone = phones(() => browser);

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

journey('a seeker pays a viewing fee by card on the simulator’s checkout, confirms it with her bank, and is back in her calendar with the fee held', async () => {
  const kofi = await signUpOwner(fie, { email: 'kofi.card.e2e@example.com', firstName: 'Kofi', lastName: 'Annan' });
  const house = await listHouse(fie, kofi.token, { viewing_fee: 50 });
  const esi = await fie.signUpAndConfirm({ email: 'esi.card.e2e@example.com', firstName: 'Esi', lastName: 'Owusu' });

  // 1. Esi, signed in on her phone, books a viewing three days from now.
  const { context, page } = await phone();
  await signIn(fie, page, esi, `/property/${house.id}`);
  await page.getByRole('heading', { level: 1, name: '3 bedroom house in East Legon' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Arrange Viewing' }).click();
  const picker = page.getByRole('dialog', { name: 'Arrange a viewing' });
  await picker.getByLabel('Date').fill(day(3), { timeout: 15_000 });
  await picker.getByRole('group', { name: /^Free times on / }).waitFor();
  await picker.getByRole('button', { name: '10:00', exact: true }).click();
  await picker.getByRole('button', { name: 'Book Viewing' }).click();

  // 2. She pays the fee by card: no number or network asked; what she pays is shown before the button.
  const booked = page.getByRole('dialog', { name: 'Viewing requested' });
  await booked.getByRole('button', { name: 'Pay GH₵ 50' }).click();
  const pay = page.getByRole('dialog', { name: 'Pay into the hold' });
  await pay.getByText('You pay GH₵ 50').waitFor({ timeout: 15_000 });
  await pay.getByLabel('Card (Visa, Mastercard)').check();
  expect(await pay.getByLabel(/Phone number/).count()).toBe(0);
  await expectFits(page, 'the pay dialog, by card');
  await pay.getByRole('button', { name: 'Pay GH₵ 50 by card' }).click();

  // 3. The checkout: the simulator says what it is; a test card, then her bank's confirmation (3-D Secure).
  await page.waitForURL(/\/simulator\/card\//, { timeout: 15_000 });
  await page.getByText(/This is the payment simulator’s card page, not a real provider/).waitFor({ timeout: 15_000 });
  await page.getByText('Pay GH₵ 50 to Fie’s payment provider').waitFor({ timeout: 15_000 });
  await page.getByLabel(/Card number/).fill('4084 0840 8408 4081');
  await page.getByLabel(/Expiry/).fill('09/30');
  await page.getByLabel(/Security code/).fill('123');
  await expectFits(page, 'the card checkout');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Your bank asks you to confirm this payment of GH₵ 50 with the card ending 4081 (3-D Secure).').waitFor();
  await page.getByRole('button', { name: 'Confirm the payment' }).click();

  // 4. Once Fie has the provider's word, she goes back to her calendar, where the fee reads held.
  await page.getByText('Viewing fee GH₵ 50: Held safely.').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Back to Fie' }).click();
  await page.waitForURL(/\/owner-dashboard\?tab=calendar/, { timeout: 15_000 });
  await page.getByText(/Viewing fee GH₵ 50: Held safely\./).first().waitFor({ timeout: 20_000 });
  await expectFits(page, 'the calendar after paying by card');
});
