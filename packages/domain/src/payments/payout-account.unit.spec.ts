import { evolvePayoutAccount, payoutAccountReady, payoutCheckDue, recordPayoutCheck, RECHECK_AFTER_MS } from './payout-account';

const lister = { kind: 'user' as const, id: 'u-9' };
const at = new Date('2026-12-05T10:00:00.000Z');
const checked = (accountName: string | undefined, phone = '+233244123456') =>
  evolvePayoutAccount(undefined, recordPayoutCheck({ lister, holderId: 'u-9', phone, network: 'mtn', accountName, now: at })[0]!);

describe('where a lister is paid', () => {
  test('Given no check, when a payout is due, then the provider is asked first and no money may go yet', () => {
    expect(payoutCheckDue(undefined, '+233244123456', 'mtn', at)).toBe(true);
    expect(payoutAccountReady(undefined, '+233244123456', 'mtn')).toBe(false);
  });

  test('When the provider names the wallet, then the check records the name (trimmed) and money may go to that number only', () => {
    expect(recordPayoutCheck({ lister, holderId: 'u-9', phone: '+233244123456', network: 'mtn', accountName: ' KWAME BOATENG ', now: at })).toEqual([
      { type: 'PayoutAccountChecked', data: { lister, holderId: 'u-9', phone: '+233244123456', network: 'mtn', accountName: 'KWAME BOATENG', checkedAt: at.toISOString() } },
    ]);
    const state = checked('KWAME BOATENG');
    expect(payoutAccountReady(state, '+233244123456', 'mtn')).toBe(true);
    expect(payoutCheckDue(state, '+233244123456', 'mtn', new Date(at.getTime() + 30 * 86_400_000))).toBe(false);
    // A new number, or the same on another network, is asked about again before any money goes to it.
    expect(payoutAccountReady(state, '+233201234567', 'telecel')).toBe(false);
    expect(payoutCheckDue(state, '+233201234567', 'telecel', at)).toBe(true);
    expect(payoutCheckDue(state, '+233244123456', 'telecel', at)).toBe(true);
  });

  test('When the number has no wallet, then nothing may go to it, and it is asked about again after an hour', () => {
    const state = checked(undefined);
    expect(state.accountName).toBeNull();
    expect(payoutAccountReady(state, '+233244123456', 'mtn')).toBe(false);
    expect(payoutCheckDue(state, '+233244123456', 'mtn', new Date(at.getTime() + RECHECK_AFTER_MS - 1))).toBe(false);
    expect(payoutCheckDue(state, '+233244123456', 'mtn', new Date(at.getTime() + RECHECK_AFTER_MS))).toBe(true);
  });
});
