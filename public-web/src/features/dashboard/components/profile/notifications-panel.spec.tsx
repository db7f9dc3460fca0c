import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../../../lib/i18n/language';
import { mockFetch } from '../../../../testing/fetch';
import { Providers, renderAt } from '../../../../testing/render';
import type { DashboardUser } from '../../types';
import { PreferencesPanels } from './notifications-panel';

const seeker: DashboardUser = { firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', phone: '+233244123456', userType: 'seeker', documents: [] };
const owner: DashboardUser = { ...seeker, userType: 'owner' };
const defaults = {
  email: { messages: true, viewings: true, offers: true, requests: true, moderation: true, payments: true },
  sms: { messages: false, viewings: false, offers: false, requests: false, moderation: false, payments: false },
  textBy: 'sms',
  digest: 'instant',
  showPhone: false,
};

async function show(user: DashboardUser, routes: Parameters<typeof mockFetch>[0], answer: Record<string, unknown> = { result: defaults, textChannels: ['sms'] }) {
  const mock = mockFetch({ 'GET /notifications/preferences': { body: answer }, ...routes });
  await act(async () => {
    renderAt(<PreferencesPanels user={user} />);
  });
  await waitFor(() => expect(screen.getByLabelText('New messages by email')).toHaveProperty('disabled', false));
  return mock;
}
const saved = (body: Record<string, unknown>) => ({ body: { message: 'Preferences saved', result: { ...defaults, ...body } } });
const smsFor = (messages: boolean) => ({ sms: { ...defaults.sms, messages } });

describe('the Notifications panel', () => {
  test('shows a switch per kind of news for email and for texts: email on, texts off (opt in, to the phone on the account)', async () => {
    await show(seeker, {});

    const panel = screen.getByRole('region', { name: 'Notifications' });
    const email = within(panel).getByRole('group', { name: 'Email' });
    const texts = within(panel).getByRole('group', { name: 'Text messages (SMS)' });
    for (const kind of ['New messages', 'Viewings and stay bookings', 'Offers on properties', 'Properties that match your requests']) {
      expect((within(email).getByLabelText(`${kind} by email`) as HTMLInputElement).checked).toBe(true);
      expect((within(texts).getByLabelText(`${kind} by text message`) as HTMLInputElement).checked).toBe(false);
    }
    expect(document.getElementById(texts.getAttribute('aria-describedby')!)?.textContent).toContain('Texts go to 024 412 3456, the phone number on your account');
    expect((within(panel).getByLabelText(/As things happen/) as HTMLInputElement).checked).toBe(true);
    // Without WhatsApp on this marketplace, nothing offers it.
    expect(within(panel).queryByText(/WhatsApp/)).toBeNull();
  });

  test('a phone-first person sees texts on for every kind, as the server answers, and no email to send to', async () => {
    const phoneFirst = { ...defaults, sms: { messages: true, viewings: true, offers: true, requests: true, moderation: true, payments: true } };
    await show({ ...seeker, email: '' }, {}, { result: phoneFirst, textChannels: ['sms'] });
    for (const kind of ['New messages', 'Viewings and stay bookings', 'Offers on properties', 'Properties that match your requests']) {
      expect((screen.getByLabelText(`${kind} by text message`) as HTMLInputElement).checked).toBe(true);
    }
    expect(screen.getByText(/There is no email on your account, so Fie tells you by text/)).toBeTruthy();
  });

  test('where Fie has WhatsApp, texts go by SMS, WhatsApp or both, and a choice is saved at once', async () => {
    const { calls } = await show(seeker, { 'PUT /notifications/preferences': saved({ textBy: 'both' }) }, { result: defaults, textChannels: ['sms', 'whatsapp'] });
    const texts = screen.getByRole('group', { name: 'Text messages (SMS or WhatsApp)' });
    expect((within(texts).getByLabelText(/^SMS/) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(texts).getByLabelText('Both SMS and WhatsApp'));

    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ textBy: 'both' });
    expect((within(texts).getByLabelText('Both SMS and WhatsApp') as HTMLInputElement).checked).toBe(true);
  });

  test('turning texts on saves it at once and says "Preferences saved"', async () => {
    const { calls } = await show(seeker, { 'PUT /notifications/preferences': saved(smsFor(true)) });

    fireEvent.click(screen.getByLabelText('New messages by text message'));

    expect(await screen.findByText('Preferences saved')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ sms: { messages: true } });
    expect((screen.getByLabelText('New messages by text message') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Offers on properties by text message') as HTMLInputElement).checked).toBe(false);
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

    const sms = screen.getByLabelText('New messages by text message') as HTMLInputElement;
    fireEvent.click(sms);

    expect(await screen.findByText('Add a phone number to your profile to get text messages')).toBeTruthy();
    await waitFor(() => expect(sms.checked).toBe(false));
  });

  test('without a phone number on the account, texts cannot be turned on and the panel says why', async () => {
    await show({ ...seeker, phone: undefined }, {});

    expect((screen.getByLabelText('New messages by text message') as HTMLInputElement).disabled).toBe(true);
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
    await waitFor(() => expect((screen.getByLabelText('New messages by email') as HTMLInputElement).checked).toBe(true));
  });
});

describe('in Twi', () => {
  test('every word of the panel is in the page\'s language, the server\'s message too', async () => {
    mockFetch({
      'GET /notifications/preferences': { body: { result: defaults, textChannels: ['sms', 'whatsapp'] } },
      'PUT /notifications/preferences': saved({ digest: 'daily' }),
    });
    await act(async () => {
      render(
        <LanguageProvider language="tw" catalogue={{ ...CATALOGUES.tw }}>
          <Providers>
            <PreferencesPanels user={owner} />
          </Providers>
        </LanguageProvider>,
      );
    });
    const t = CATALOGUES.tw;
    await waitFor(() => expect(screen.getByLabelText(`${t['preferences.kind.messages']} ${t['preferences.by-email']}`)).toHaveProperty('disabled', false));
    for (const id of ['preferences.title', 'preferences.intro', 'preferences.email.title', 'preferences.texts.title-whatsapp', 'preferences.text-by.label', 'preferences.phone.title', 'preferences.phone.label']) {
      expect(t[id]).toBeTruthy();
      expect(screen.getAllByText(t[id]!).length).toBeGreaterThan(0);
    }
    fireEvent.click(screen.getByLabelText(t['preferences.digest.daily']!));
    expect(await screen.findByText(t['api.preferences.saved']!)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Notifications|Preferences saved|How often|Send my texts by/);
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
