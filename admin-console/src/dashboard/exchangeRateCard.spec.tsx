import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from '../App';
import { fakeApi, jsonAnswer, listAnswer, signIn, type ApiRequest } from '../testing/fakeApi';
import type { ExchangeRateRecord } from './ExchangeRateCard';

const health = { status: 'ok', head: 1, stores: {}, projections: [] };
const setOn = '2026-11-20T09:30:00.000Z';

// The dashboard's reads, and the rate's record; `onSave` answers the PUT of a new rate.
const dashboardApi = (rate: ExchangeRateRecord, onSave: (request: ApiRequest) => Response = () => jsonAnswer(500, { message: 'unexpected' })) =>
  fakeApi((request) => {
    const { method, url } = request;
    if (url.pathname === '/api/health') return jsonAnswer(200, health);
    if (url.pathname === '/api/admin/partner-feeds') return listAnswer('partner-feeds', []);
    if (url.pathname === '/api/admin/settings/exchange-rate') return method === 'PUT' ? onSave(request) : jsonAnswer(200, rate);
    return undefined;
  });

const card = async () => (await screen.findByText('Exchange rate')).closest('.MuiCard-root') as HTMLElement;
const rateShown = () => screen.getByLabelText('Cedis to one US dollar').textContent;

const saveRate = async (value: string) => {
  fireEvent.change(await screen.findByLabelText(/New rate/), { target: { value } });
  // Save is disabled until the form sees the change.
  const save = within(await card()).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  await waitFor(() => expect(save.disabled).toBe(false));
  fireEvent.click(save);
};

beforeEach(() => {
  localStorage.clear();
  signIn();
  window.location.hash = '';
});
afterEach(() => jest.restoreAllMocks());

test('When the dashboard opens, then the exchange rate card shows the rate and when it was set', async () => {
  dashboardApi({ id: 'exchange-rate', usdToGhs: 15.5, setAt: setOn, setBy: 's1' });
  render(<App />);

  await waitFor(() => expect(rateShown()).toBe('GH₵ 15.5'));
  expect(within(await card()).getByText(`Set ${new Date(setOn).toLocaleString()}`)).toBeTruthy();
});

test('When the rate was never set, then the card says the indicative default applies', async () => {
  dashboardApi({ id: 'exchange-rate', usdToGhs: 15, setAt: null, setBy: null });
  render(<App />);

  await waitFor(() => expect(rateShown()).toBe('GH₵ 15'));
  expect(within(await card()).getByText('Never set: the indicative default applies')).toBeTruthy();
});

test("When staff save 16, then only the rate is sent, the server's message is shown and the card shows the new rate", async () => {
  const savedAt = '2026-11-21T10:00:00.000Z';
  let sent: unknown;
  dashboardApi({ id: 'exchange-rate', usdToGhs: 15, setAt: null, setBy: null }, ({ init }) => {
    sent = JSON.parse(init.body as string);
    return jsonAnswer(200, { id: 'exchange-rate', message: 'Exchange rate saved', usdToGhs: 16, setAt: savedAt });
  });
  render(<App />);
  await waitFor(() => expect(rateShown()).toBe('GH₵ 15'));

  await saveRate('16');

  expect(await screen.findByText('Exchange rate saved')).toBeTruthy();
  expect(sent).toEqual({ usdToGhs: 16 });
  await waitFor(() => expect(rateShown()).toBe('GH₵ 16'));
  expect(within(await card()).getByText(`Set ${new Date(savedAt).toLocaleString()}`)).toBeTruthy();
  expect(window.location.hash).toMatch(/^(#\/)?$/);
});

test("When the server refuses the rate, then its message is shown under the input and as a notification, and the rate stays", async () => {
  const message = 'The rate must be between 1 and 1,000';
  dashboardApi({ id: 'exchange-rate', usdToGhs: 15, setAt: null, setBy: null }, () => jsonAnswer(400, { message, code: 'ValidationError', errors: { usdToGhs: message } }));
  render(<App />);
  await waitFor(() => expect(rateShown()).toBe('GH₵ 15'));

  await saveRate('0');

  const field = screen.getByLabelText(/New rate/).closest('.MuiFormControl-root') as HTMLElement;
  await waitFor(() => expect(within(field).getByText(message)).toBeTruthy());
  expect(within(await screen.findByRole('alert')).getByText(message)).toBeTruthy();
  expect(rateShown()).toBe('GH₵ 15');
});
