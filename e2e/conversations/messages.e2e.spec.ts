import type { TestMarketplace } from '../../launcher/src/testing/test-marketplace';
import { peopleJourneys, listFamilyHouse } from '../browser';

let fie: TestMarketplace;
const { journey, personPage } = peopleJourneys((started) => (fie = started));

/** The spec's limits for news to reach someone already looking (§2 "Header": the toast and the badge). */
const LIVE_WITHIN_MS = 2000;

journey(
  'a seeker messages the owner from the property page; the owner’s open dashboard shows the toast and the badge at once, and the reply reaches the seeker’s open chat',
  async () => {
    // Kwame lists a house in East Legon; Ama is a seeker.
    const kwame = await fie.signUpAndConfirm({ email: 'kwame.messages@example.com', firstName: 'Kwame', lastName: 'Mensah' });
    expect((await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: kwame.email }, kwame.token)).status).toBeLessThan(300);
    const propertyId = await listFamilyHouse(fie, kwame.token);
    const ama = await fie.signUpAndConfirm({ email: 'ama.messages@example.com', firstName: 'Ama', lastName: 'Owusu' });

    // 1. Kwame signs in on the login page his dashboard sends him to, and leaves the dashboard open.
    const owner = await personPage();
    await owner.goto(`${fie.url}/owner-dashboard`);
    await owner.waitForURL(/\/login\?next=%2Fowner-dashboard/);
    await owner.getByLabel('Email').fill(kwame.email);
    await owner.getByLabel('Password', { exact: true }).fill(kwame.password);
    await owner.getByRole('button', { name: 'Login' }).click();
    await owner.getByRole('heading', { name: 'Fie dashboard' }).waitFor();
    await owner.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // 2. Ama opens the house, signs in from 'Sign in to message the owner', and the chat with Kwame opens there.
    const seeker = await personPage();
    await seeker.goto(`${fie.url}/property/${propertyId}`);
    await seeker.getByRole('heading', { level: 1, name: 'Family house near the A&C Mall' }).waitFor();
    await seeker.getByRole('button', { name: 'Sign in to message the owner' }).click();
    const login = seeker.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(ama.email);
    await login.getByLabel('Password', { exact: true }).fill(ama.password);
    await login.getByRole('button', { name: 'Login' }).click();
    const chat = seeker.getByRole('dialog', { name: 'Message Kwame M.' });
    await chat.waitFor({ timeout: 15_000 });
    // The listing's canonical address (its slug after the id) keeps the chat open through the sign-in.
    expect(seeker.url()).toMatch(new RegExp(`/property/${propertyId}/[a-z0-9-]+\\?chat=1$`));
    await chat.getByRole('region', { name: 'The property' }).getByText('Family house near the A&C Mall').waitFor();
    await chat.getByText(/Ask Kwame M\. about this property/).waitFor();

    // 3. She writes; Enter sends. Markup is only text.
    const box = chat.getByRole('textbox', { name: 'Message' });
    await box.fill('Good afternoon, is the house still available? <img src=x onerror=alert(1)>');
    await box.press('Enter');
    await chat.getByRole('list', { name: 'Messages' }).getByText('Good afternoon, is the house still available? <img src=x onerror=alert(1)>').waitFor();
    expect(await chat.locator('img[src="x"]').count()).toBe(0);

    // 4. Kwame's dashboard, never reloaded, shows the toast and the badge within 2 s.
    const toast = owner.getByRole('alert').filter({ hasText: 'New message received' });
    await toast.waitFor({ timeout: LIVE_WITHIN_MS });
    await toast.getByText('From Ama O. about Family house near the A&C Mall').waitFor();
    await owner.getByRole('button', { name: 'Notifications, 1 unread' }).waitFor({ timeout: LIVE_WITHIN_MS });

    // 5. Open leads to the conversation in his Messages tab; opening it reads it, so the badge goes.
    await toast.getByRole('button', { name: 'Open' }).click();
    await owner.waitForURL(/\/owner-dashboard#messages\//);
    await owner.getByRole('tab', { name: 'Messages', selected: true }).waitFor();
    const thread = owner.getByRole('list', { name: 'Messages' });
    await thread.getByText('Good afternoon, is the house still available?', { exact: false }).waitFor();
    await owner.getByRole('link', { name: 'Family house near the A&C Mall' }).waitFor();
    await owner.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

    // 6. Ama's open chat says Kwame has seen her message.
    await chat.getByText('Seen', { exact: true }).waitFor({ timeout: LIVE_WITHIN_MS });

    // 7. Kwame replies from the Messages tab; Ama's open chat shows it without a reload.
    const reply = owner.getByRole('textbox', { name: 'Message' });
    await reply.fill('Yes, it is. You can view it on Saturday at 10: https://maps.example.com/east-legon');
    await reply.press('Enter');
    await thread.getByText(/Yes, it is\. You can view it on Saturday at 10/).waitFor();
    await chat.getByText(/Yes, it is\. You can view it on Saturday at 10/).waitFor({ timeout: LIVE_WITHIN_MS });
    const link = chat.getByRole('link', { name: 'https://maps.example.com/east-legon' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(await link.getAttribute('target')).toBe('_blank');
    // She is reading that conversation: no toast for it.
    expect(await seeker.getByText('New message received').count()).toBe(0);

    // 8. Kwame's conversation list names Ama, the house and the last message.
    const row = owner.getByRole('list', { name: 'Conversations' }).getByRole('button').first();
    await row.getByText('Ama O.').waitFor();
    await row.getByText(/You: Yes, it is\./).waitFor();
  },
);
