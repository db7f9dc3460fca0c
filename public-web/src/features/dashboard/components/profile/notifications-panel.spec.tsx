import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch } from '../../../../testing/fetch';
import { renderAt } from '../../../../testing/render';
import type { DashboardUser } from '../../types';
import { PreferencesPanels } from './notifications-panel';

const seeker: DashboardUser = { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', phone: '+233244123456', userType: 'seeker', documents: [] };
const owner: DashboardUser = { ...seeker, userType: 'owner' };
const defaults = { email: { messages: true }, sms: { messages: false }, digest: 'instant', showPhone: false };

async function show(user: DashboardUser, routes: Parameters<typeof mockFetch>[0]) {
  const mock = mockFetch({ 'GET /notifications/preferences': { body: { result: defaults } }, ...routes });
  await act(async () => {
    renderAt(<PreferencesPanels user={user} />);
  });
  await waitFor(() => expect(screen.getByLabelText('Email me about new messages')).toHaveProperty('disabled', false));
  return mock;
}
const saved = (body: Record<string, unknown>) => ({ body: { message: 'Preferences saved', result: { ...defaults, ...body } } });

describe('the Notifications panel', () => {
  test('shows the person\'s choices: email on, texts off (opt in, to the phone on the account), one email per conversation', async () => {
    await show(seeker, {});

    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect((within(panel).getByLabelText('Email me about new messages') as HTMLInputElement).checked).toBe(true);
    const sms = within(panel).getByLabelText('Text me about new messages (SMS)') as HTMLInputElement;
    expect(sms.checked).toBe(false);
    expect(document.getElementById(sms.getAttribute('aria-describedby')!)?.textContent).toContain('Texts go to 024 412 3456, the phone number on your account');
    expect((within(panel).getByLabelText(/For each conversation/) as HTMLInputElement).checked).toBe(true);
  });

  test('turning texts on saves it at once and says "Preferences saved"', async () => {
    const { calls } = await show(seeker, { 'PUT /notifications/preferences': saved({ sms: { messages: true } }) });

    fireEvent.click(screen.getByLabelText('Text me about new messages (SMS)'));

    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ sms: { messages: true } });
    expect((screen.getByLabelText('Text me about new messages (SMS)') as HTMLInputElement).checked).toBe(true);
  });

  test('choosing the daily digest sends only that', async () => {
    const { calls } = await show(seeker, { 'PUT /notifications/preferences': saved({ digest: 'daily' }) });

    fireEvent.click(screen.getByLabelText(/One email a day, at 07:00/));

    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ digest: 'daily' });
  });

  test('when the server refuses, the switch goes back and its reason shows under it', async () => {
    await show(seeker, {
      'PUT /notifications/preferences': { status: 422, body: { message: 'Add a phone number to your profile to get text messages', code: 'PhoneRequired', errors: { 'sms.messages': 'Add a phone number to your profile to get text messages' } } },
    });

    const sms = screen.getByLabelText('Text me about new messages (SMS)') as HTMLInputElement;
    fireEvent.click(sms);

    expect(await screen.findByText('Add a phone number to your profile to get text messages')).toBeTruthy();
    await waitFor(() => expect(sms.checked).toBe(false));
  });

  test('without a phone number on the account, texts cannot be turned on and the panel says why', async () => {
    await show({ ...seeker, phone: undefined }, {});

    expect((screen.getByLabelText('Text me about new messages (SMS)') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Add a phone number under Personal Info to get texts.')).toBeTruthy();
  });

  test('a failed load says so, and Retry asks again', async () => {
    let attempts = 0;
    mockFetch({ 'GET /notifications/preferences': () => (++attempts === 1 ? { status: 503, body: { message: 'Try again in a moment' } } : { body: { result: defaults } }) });
    await act(async () => {
      renderAt(<PreferencesPanels user={seeker} />);
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your preferences. Try again in a moment');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect((screen.getByLabelText('Email me about new messages') as HTMLInputElement).checked).toBe(true));
  });
});

describe('Calls and WhatsApp', () => {
  test('a seeker has no listings, so no phone switch', async () => {
    await show(seeker, {});
    expect(screen.queryByRole('region', { name: 'Calls and WhatsApp' })).toBeNull();
  });

  test('an owner\'s number is hidden until they choose; turning it on says what seekers will see', async () => {
    const { calls } = await show(owner, { 'PUT /notifications/preferences': saved({ showPhone: true }) });

    const panel = screen.getByRole('region', { name: 'Calls and WhatsApp' });
    const show_ = within(panel).getByLabelText('Show my phone number on my listings') as HTMLInputElement;
    expect(show_.checked).toBe(false);
    expect(panel.textContent).toContain('Call and WhatsApp buttons with 024 412 3456');
    fireEvent.click(show_);

    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ showPhone: true });
    expect(show_.checked).toBe(true);
  });
});
