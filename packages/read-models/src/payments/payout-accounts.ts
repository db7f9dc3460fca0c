import { isGhanaMobile, momoNetworkOf, parsePartyKey, toE164 } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { USERS, type UserView } from '../accounts/users';
import { ORGANIZATIONS, type OrganizationView } from '../organizations/organizations';
import { nameResolver } from '../conversations/parties';

/**
 * Where each lister is paid (issue 33): the last check of their mobile-money number with the provider, one document
 * a lister (keyed by party key). The lister reads it in their Payments tab; nothing else shows the number.
 */
export const PAYOUT_ACCOUNTS = 'payout_accounts';

export type PayoutAccountView = {
  /** The lister's party key (user:… or organization:…). */
  id: string;
  /** E.164; null once erased with the lister's account. */
  phone: string | null;
  network: 'mtn' | 'telecel' | 'airteltigo';
  /** The name the network has registered to the number; null: no wallet found on it (or erased). */
  accountName: string | null;
  checkedAt: string;
};

export const payoutAccountsOf = (docs: DocumentStore) => docs.collection<PayoutAccountView>(PAYOUT_ACCOUNTS);

export type PayoutAccountState = 'ready' | 'no_wallet' | 'unchecked' | 'no_number';

/** Where a lister (party key) is paid, as their Payments tab shows it: the number on their profile and its check. */
export async function payoutAccountOf(docs: DocumentStore, party: string) {
  const { kind, id } = parsePartyKey(party);
  const [holder, check, named] = await Promise.all([
    kind === 'user' ? docs.collection<UserView>(USERS).get(id) : docs.collection<OrganizationView>(ORGANIZATIONS).get(id),
    payoutAccountsOf(docs).get(party),
    nameResolver(docs)(party),
  ]);
  const given = holder?.phone && isGhanaMobile(holder.phone) ? toE164(holder.phone) : null;
  const network = given ? (momoNetworkOf(given) ?? null) : null;
  const number = given && network ? { phone: given, network } : null;
  const checked = number && check && check.phone === number.phone && check.network === number.network ? check : null;
  const state: PayoutAccountState = !number ? 'no_number' : !checked ? 'unchecked' : checked.accountName ? 'ready' : 'no_wallet';
  return {
    lister: { kind, id, name: named.name },
    number,
    accountName: checked?.accountName ?? null,
    checkedAt: checked?.checkedAt ?? null,
    state,
  };
}
