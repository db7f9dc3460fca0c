import { readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { peopleJourneys } from '../browser';

let fie: TestMarketplace;
const { journey, personPage } = peopleJourneys((started) => (fie = started));

/** A day from today in Accra (UTC), so the journey means the same whatever day it runs. */
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const sameMonth = (date: string) => date.slice(0, 7) === new Date().toISOString().slice(0, 7);

journey('a seeker books a viewing from the property page after signing in, and the owner confirms it in the Calendar tab', async () => {
  // Kwame lists a three-bedroom house in East Legon; Ama is a seeker.
  const kwame = await signUpOwner(fie, { email: 'kwame.viewings.e2e@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  const house = await listHouse(fie, kwame.token);
  const ama = await fie.signUpAndConfirm({ email: 'ama.viewings.e2e@example.com', firstName: 'Ama', lastName: 'Mensah' });
  const date = day(3);

  // 1. Ama, not signed in, presses Arrange Viewing on her phone: she signs in, and the date-time picker opens.
  const seeker = await personPage(390);
  await seeker.goto(`${fie.url}/property/${house.id}`);
  await seeker.getByRole('heading', { level: 1, name: '3 bedroom house in East Legon' }).waitFor();
  await seeker.getByRole('button', { name: 'Arrange Viewing' }).click();
  const login = seeker.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(ama.email);
  await login.getByLabel('Password', { exact: true }).fill(ama.password);
  await login.getByRole('button', { name: 'Login' }).click();
  const picker = seeker.getByRole('dialog', { name: 'Arrange a viewing' });
  await picker.getByLabel('Date').waitFor({ timeout: 15_000 });

  // 2. She picks a day three days from now and 10:00 among the free half hours, and books it.
  await picker.getByLabel('Date').fill(date);
  await picker.getByRole('group', { name: /^Free times on / }).waitFor();
  await picker.getByRole('button', { name: '10:00', exact: true }).click();
  await picker.getByRole('button', { name: 'Book Viewing' }).click();
  await seeker.getByRole('dialog', { name: 'Viewing requested' }).getByText(/10:00 \(Accra time\)/).waitFor();
  // She opens it in her Calendar, and leaves it open while Kwame answers.
  await seeker.goto(`${fie.url}/owner-dashboard?tab=calender`);
  await seeker.getByRole('tab', { name: 'Calendar', selected: true }).waitFor({ timeout: 15_000 });
  if (!sameMonth(date)) await seeker.getByRole('button', { name: 'Next month' }).click();
  await seeker.getByText('Viewing: 3 bedroom house in East Legon').click();
  const mine = seeker.getByRole('dialog', { name: 'Your viewing' });
  await mine.getByRole('button', { name: 'Cancel viewing' }).waitFor();
  expect(await mine.getByText('Confirmed', { exact: true }).count()).toBe(0);

  // 3. Kwame follows a link to his Calendar tab, signs in, and finds 'Viewing for Ama Mensah' on that date.
  const owner = await personPage();
  await owner.goto(`${fie.url}/owner-dashboard?tab=calender`);
  await owner.waitForURL(/\/login\?next=/);
  await owner.getByLabel('Email').fill(kwame.email);
  await owner.getByLabel('Password', { exact: true }).fill(kwame.password);
  await owner.getByRole('button', { name: 'Login' }).click();
  await owner.getByRole('tab', { name: 'Calendar', selected: true }).waitFor({ timeout: 15_000 });
  if (!sameMonth(date)) await owner.getByRole('button', { name: 'Next month' }).click();
  await owner.getByText('1 viewing waiting for your answer.').waitFor();
  // The grid shows the days of the months either side too, so the same day number can appear twice.
  const cell = owner.getByRole('gridcell', { name: new RegExp(`^\\w{3},? ${Number(date.slice(8, 10))} `) }).filter({ hasText: 'Viewing for Ama Mensah' });
  await cell.getByText('Viewing for Ama Mensah').click();

  // 4. He reads what she waits for from him (not 'Waiting for the lister', issue 32), and confirms it.
  const viewing = owner.getByRole('dialog', { name: 'Viewing for Ama Mensah' });
  await viewing.getByText('Ama waits for your answer: confirm this time, decline it or propose another').waitFor();
  await viewing.getByRole('button', { name: 'Confirm' }).click();
  await owner.getByText('Viewing confirmed').first().waitFor();
  await viewing.waitFor({ state: 'detached' });
  // The calendar asks the server again after the answer: the waiting line goes once its answer is in.
  await owner.getByText('1 viewing waiting for your answer.').waitFor({ state: 'detached', timeout: 10_000 });
  await cell.getByText('Viewing for Ama Mensah').click();
  await owner.getByRole('dialog', { name: 'Viewing for Ama Mensah' }).getByText('Confirmed', { exact: true }).waitFor();

  // 5. Ama's viewing, open all along, shows it confirmed without a reload (the bell's socket told her calendar),
  // and she may still cancel it; her mail carries the calendar invitation.
  await mine.getByText('Confirmed', { exact: true }).waitFor({ timeout: 10_000 });
  await mine.getByRole('button', { name: 'Cancel viewing' }).waitFor();
  const mail = (await readOutbox(fie.stores.outboxDir)).find((m) => m.to.includes(ama.email) && m.subject.includes('confirmed your viewing'));
  expect(mail?.attachments[0]?.content).toContain('METHOD:REQUEST');
});
