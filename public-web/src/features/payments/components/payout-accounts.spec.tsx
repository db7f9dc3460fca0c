import type { ReactNode } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { CATALOGUES } from '@fie/domain';
import { LanguageProvider } from '../../../lib/i18n/language';
import { englishOnScreen } from '../../../testing/english-left';
import { mockFetch } from '../../../testing/fetch';
import { ama, renderAt, storeSession } from '../../../testing/render';
import { PayoutAccounts } from './payout-accounts';

/** GET /api/payments/payout-account's answer for Ama, an owner, in the state asked. */
const account = (over: Record<string, unknown> = {}) => ({
  lister: { kind: 'user', id: 'u-1', name: 'Ama M.' },
  number: { phone: '+233244123456', network: 'mtn' },
  accountName: null,
  checkedAt: null,
  state: 'unchecked',
  ...over,
});
const answer = (...accounts: unknown[]) => ({ body: { result: { accounts } } });

async function show(routes: Parameters<typeof mockFetch>[0], wrap = (ui: ReactNode) => ui, lister = true) {
  storeSession({ token: 't-ama', user: ama });
  const mock = mockFetch(routes);
  await act(async () => {
    renderAt(<>{wrap(<PayoutAccounts lister={lister} />)}</>, '/owner-dashboard?tab=payments');
  });
  return mock;
}

describe('where a lister is paid', () => {
  test('Unchecked: it names the number and its network, says it is checked before the first payment, and Check asks now and shows the name', async () => {
    let checked = false;
    const { calls } = await show({
      'GET /payments/payout-account': () => answer(checked ? account({ accountName: 'AMA MENSAH', checkedAt: '2026-12-05T10:00:00.000Z', state: 'ready' }) : account()),
      'POST /payments/payout-account/check': () => ((checked = true), { body: { message: 'Your mobile-money number was checked', result: {} } }),
    });
    expect(await screen.findByText('MTN MoMo 024 412 3456')).toBeTruthy();
    expect(screen.getByText(/Before the first payment to you, Fie asks your network/)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check the name on this number' }));
    });
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/payments/payout-account/check', body: {} });
    expect(await screen.findByText(/Registered to AMA MENSAH, checked 5 Dec 2026/)).toBeTruthy();
  });

  test('No wallet on the number: it says payouts wait with the provider, and where to change the number', async () => {
    await show({ 'GET /payments/payout-account': answer(account({ state: 'no_wallet', checkedAt: '2026-12-05T10:00:00.000Z' })) });
    expect(await screen.findByText(/this number has no mobile-money wallet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change your number' }).getAttribute('href')).toBe('/owner-dashboard?tab=profile');
  });

  test('A member answering for an organization checks its number as the organization', async () => {
    const { calls } = await show({
      'GET /payments/payout-account': answer(account({ lister: { kind: 'organization', id: 'o-1', name: 'Adjei Homes' }, number: { phone: '+233201234567', network: 'telecel' } })),
      'POST /payments/payout-account/check': { body: { message: 'Your mobile-money number was checked', result: {} } },
    });
    expect(await screen.findByText('For Adjei Homes')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Check the name on this number' }));
    });
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { as: 'o-1' } }));
  });

  test('In Twi it shows no English', async () => {
    await show(
      { 'GET /payments/payout-account': answer(account({ state: 'no_wallet', checkedAt: '2026-12-05T10:00:00.000Z' })) },
      (ui) => (
        <LanguageProvider language="tw" catalogue={CATALOGUES.tw} complete>
          {ui}
        </LanguageProvider>
      ),
    );
    const section = await screen.findByRole('region');
    expect(englishOnScreen('tw', ['payments'], section)).toEqual([]);
  });
});
