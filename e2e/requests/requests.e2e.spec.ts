import { listHouse } from '../../launcher/src/testing/listings';
import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { peopleJourneys } from '../browser';

let fie: TestMarketplace;
const { journey, personPage } = peopleJourneys((started) => (fie = started));

/** News reaches someone already looking within this (the bell, as for messages). */
const LIVE_WITHIN_MS = 5000;

journey(
  'a seeker posts a request (signing in from the form, which comes back filled), an owner then lists a matching house, and the seeker’s open page shows the alert',
  async () => {
    const ama = await fie.signUpAndConfirm({ email: 'ama.requests@example.com', firstName: 'Ama', lastName: 'Owusu' });
    const kwame = await fie.signUpAndConfirm({ email: 'kwame.requests@example.com', firstName: 'Kwame', lastName: 'Mensah' });
    expect((await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: kwame.email }, kwame.token)).status).toBeLessThan(300);

    // 1. Ama, not signed in yet, fills the request form.
    const seeker = await personPage();
    await seeker.goto(`${fie.url}/add_request`);
    await seeker.getByRole('heading', { name: 'Post a request' }).waitFor();
    await seeker.getByRole('group', { name: 'Category' }).getByRole('button', { name: 'Residential' }).click();
    await seeker.getByRole('group', { name: 'Purchase type' }).getByRole('button', { name: 'Rent' }).click();
    await seeker.getByLabel('Type', { exact: true }).selectOption('house');
    await seeker.getByRole('textbox', { name: 'Minimum price' }).fill('3000');
    await seeker.getByRole('textbox', { name: 'Maximum price' }).fill('5000');
    await seeker.getByRole('button', { name: 'More bedrooms' }).click();
    await seeker.getByRole('button', { name: 'More bedrooms' }).click();
    await seeker.getByRole('button', { name: 'More bedrooms' }).click();
    await seeker.getByRole('combobox', { name: 'Location' }).fill('East Legon');
    await seeker.getByRole('option', { name: 'East Legon, Accra, Greater Accra' }).click();
    await seeker.getByRole('textbox', { name: 'Additional information' }).fill('Near a school, with a borehole');

    // 2. Submit asks her to sign in; once she has, the form is as she left it, and it posts.
    await seeker.getByRole('button', { name: 'Submit request' }).click();
    const login = seeker.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(ama.email);
    await login.getByLabel('Password', { exact: true }).fill(ama.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await login.waitFor({ state: 'detached' });
    expect(await seeker.getByRole('textbox', { name: 'Maximum price' }).inputValue()).toBe('5,000');
    expect(await seeker.getByRole('combobox', { name: 'Location' }).inputValue()).toBe('East Legon, Accra, Greater Accra');
    await seeker.getByRole('button', { name: 'Submit request' }).click();

    // 3. She is taken to her requests, on her dashboard, with the new one confirmed: nothing matches yet.
    await seeker.getByRole('tab', { name: 'Requests', selected: true }).waitFor();
    await seeker.getByText('Request submitted successfully').waitFor();
    const card = seeker.getByRole('article', { name: 'House in East Legon' });
    await card.getByText('GH₵ 3,000 – 5,000 a month').waitFor();
    await card.getByText('No match yet: we tell you as soon as one is listed.').waitFor();
    await seeker.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // 4. Kwame lists a three-bedroom house to rent in East Legon at GH₵ 4,500 a month.
    const house = await listHouse(fie, kwame.token, { title: 'Family house near the A&C Mall' });

    // 5. Ama's page, never reloaded, shows the alert: the bell's badge, then the notification itself.
    await seeker.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: LIVE_WITHIN_MS });
    await seeker.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    const alert = seeker.getByRole('menuitem', { name: /A property matches your request/ });
    await alert.getByText('Family house near the A&C Mall').waitFor();
    await alert.click();
    await seeker.waitForURL(/\/owner-dashboard\?tab=requests&request=/);
    const matched = seeker.getByRole('article', { name: 'House in East Legon' });
    await matched.getByText('1 match').waitFor();
    await matched.getByRole('link', { name: 'Family house near the A&C Mall' }).click();
    await seeker.waitForURL(new RegExp(`/property/${house.id}/[a-z0-9-]+$`));

    // 6. Kwame's Listed Properties count her among the seekers who want a place like it; her email is never shown.
    const owner = await personPage();
    await owner.goto(`${fie.url}/login?next=%2Fowner-dashboard%3Ftab%3Drequests`);
    await owner.getByLabel('Email').fill(kwame.email);
    await owner.getByLabel('Password', { exact: true }).fill(kwame.password);
    await owner.getByRole('button', { name: 'Login' }).click();
    await owner.getByRole('tab', { name: 'Requests', selected: true }).waitFor();
    const request = owner.getByRole('article', { name: 'House in East Legon' });
    await request.getByText('Requested by Ama O.').waitFor();
    await request.getByRole('button', { name: 'Message Ama O.' }).waitFor();
    expect(await owner.getByText(ama.email).count()).toBe(0);
    await owner.getByRole('tab', { name: 'Properties' }).click();
    await owner.getByRole('article', { name: 'House in East Legon' }).getByText('1 seeker wants a place like this').waitFor();
  },
  120_000,
);
