import { partyKey, type PartyRef } from '../conversations/parties';
import { apiText as t } from '../i18n/texts';
import type { MomoNetwork } from './schemas';

/**
 * Where a lister is paid (issue 33): their own mobile-money number, checked with the provider before the first
 * payout to it. The provider answers with the name the network has registered to the number, and the lister sees
 * that name beside their number, so money never goes to a mistyped number or to a wallet in someone else's name
 * without them seeing it. A number with no mobile-money wallet is recorded too: the money waits (held by the
 * provider, never lost) until the lister's number is one, and the check is made again when the number changes
 * or after RECHECK_AFTER_MS.
 *
 * One stream per lister (`payout-account-{party key}`): each check is an event, the newest one is what counts.
 */
export type PayoutAccountChecked = {
  type: 'PayoutAccountChecked';
  data: {
    lister: PartyRef;
    /** Whose key seals the number and the name (personalDataFields): the person, or the organization. */
    holderId: string;
    /** E.164 (+233…). */
    phone: string;
    network: MomoNetwork;
    /** The name the network has registered to the number, as the provider gives it; null: no wallet on it. */
    accountName: string | null;
    checkedAt: string;
  };
};
export type PayoutAccountEvent = PayoutAccountChecked;

export const payoutAccountStream = (lister: PartyRef) => `payout-account-${partyKey(lister)}`;

export type PayoutAccountState = { phone: string; network: MomoNetwork; accountName: string | null; checkedAt: string };

export function evolvePayoutAccount(_state: PayoutAccountState | undefined, event: PayoutAccountEvent): PayoutAccountState {
  return { phone: event.data.phone, network: event.data.network, accountName: event.data.accountName, checkedAt: event.data.checkedAt };
}

/** A number found to have no wallet is asked about again after an hour: the lister may have opened one since. */
export const RECHECK_AFTER_MS = 60 * 60 * 1000;

/**
 * Whether a payout to `phone` on `network` needs the provider asked first: never checked, a different number or
 * network since, or no wallet found more than an hour ago. A number found with a wallet is not asked again.
 */
export function payoutCheckDue(state: PayoutAccountState | undefined, phone: string, network: MomoNetwork, now: Date): boolean {
  if (!state || state.phone !== phone || state.network !== network) return true;
  return state.accountName === null && now.getTime() - Date.parse(state.checkedAt) >= RECHECK_AFTER_MS;
}

/** The provider's answer about the lister's number, as an event. */
export function recordPayoutCheck(
  command: { lister: PartyRef; holderId: string; phone: string; network: MomoNetwork; accountName: string | undefined; now: Date },
): PayoutAccountChecked[] {
  const name = command.accountName?.trim();
  return [
    {
      type: 'PayoutAccountChecked',
      data: { lister: command.lister, holderId: command.holderId, phone: command.phone, network: command.network, accountName: name ? name : null, checkedAt: command.now.toISOString() },
    },
  ];
}

/** Whether money may go to the number now: checked, and a wallet with a name on it. */
export const payoutAccountReady = (state: PayoutAccountState | undefined, phone: string, network: MomoNetwork) =>
  Boolean(state && state.phone === phone && state.network === network && state.accountName);

/** What a lister reads about the check of their number. */
export const payoutAccountMessages = {
  checked: t('api.payments.payout-checked', 'Your mobile-money number was checked'),
  noNumber: t('api.payments.payout-no-number', 'Add your Ghana mobile-money number to your profile first, e.g. 024 123 4567'),
  notYours: t('api.payments.payout-not-yours', 'You are not paid for this organization: only its own login or a member who lists for it can see where it is paid'),
  signIn: t('api.payments.payout-sign-in', 'Please sign in to see where you are paid'),
} as const;
