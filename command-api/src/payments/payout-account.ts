import {
  evolvePayoutAccount,
  ForbiddenError,
  payoutAccountMessages,
  UnauthorizedError,
  isGhanaMobile,
  momoNetworkOf,
  partyKey,
  payoutAccountReady,
  payoutAccountStream,
  payoutCheckDue,
  recordPayoutCheck,
  toE164,
  type MomoNetwork,
  type PartyRef,
  type PayoutAccountEvent,
  type PayoutAccountState,
} from '@fie/domain';
import { ORGANIZATIONS, USERS, type OrganizationView, type UserView } from '@fie/read-models';
import { WrongExpectedRevisionError } from '@fie/stores';
import { listingActor, loadUser } from '../shared/aggregates';
import type { Principal } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';
import { providerOf } from './handlers';

export type PayoutNumber = { phone: string; network: MomoNetwork; name?: string };

/** The lister's own mobile-money number: a person's account number, an organization's registered one. */
export async function listerNumber(deps: CommandDeps, lister: PartyRef): Promise<PayoutNumber | undefined> {
  let phone: string | undefined;
  let name: string | undefined;
  if (lister.kind === 'user') {
    const { state: user } = await loadUser(deps, lister.id);
    phone = user?.phone;
    name = user ? `${user.firstName} ${user.lastName}` : undefined;
  } else {
    const org = await deps.documents.collection<OrganizationView>(ORGANIZATIONS).get(lister.id);
    phone = org?.phone;
    name = org?.name;
  }
  if (!phone || !isGhanaMobile(phone)) return undefined;
  const e164 = toE164(phone);
  const network = momoNetworkOf(e164);
  return network ? { phone: e164, network, ...(name ? { name } : {}) } : undefined;
}

const loadPayoutAccount = (deps: CommandDeps, lister: PartyRef) => loadState<PayoutAccountState, PayoutAccountEvent>(deps, payoutAccountStream(lister), evolvePayoutAccount);

/**
 * Asks the provider whose wallet the lister's number is, when it is due (never checked, the number changed, or no
 * wallet an hour ago), and records the answer. `force`: the lister asked for the check themselves. Answers the
 * number to pay and the check as it now stands; a provider that does not answer throws (nothing recorded, asked again
 * at the next round).
 */
export async function checkPayoutAccount(deps: CommandDeps, lister: PartyRef, force = false): Promise<{ number: PayoutNumber | undefined; account: PayoutAccountState | undefined; position?: number }> {
  const number = await listerNumber(deps, lister);
  const { state, revision } = await loadPayoutAccount(deps, lister);
  if (!number || (!force && !payoutCheckDue(state, number.phone, number.network, deps.now()))) return { number, account: state };
  const found = await providerOf(deps).resolveAccount({ phone: number.phone, network: number.network });
  const events = recordPayoutCheck({ lister, holderId: lister.id, phone: number.phone, network: number.network, accountName: found?.name, now: deps.now() });
  try {
    const appended = await appendEvents(deps, payoutAccountStream(lister), events, revision);
    return { number, account: evolvePayoutAccount(state, events[0]!), position: appended.position };
  } catch (error) {
    // Another round checked it at the same moment: its answer stands.
    if (!(error instanceof WrongExpectedRevisionError)) throw error;
    return { number, account: (await loadPayoutAccount(deps, lister)).state };
  }
}

/**
 * The lister a check is asked for: an organization by its own login, or by a member who lists for it (`as`), else
 * the person signed in.
 */
export async function payoutLister(deps: CommandDeps, principal: Principal | undefined, as: unknown): Promise<PartyRef> {
  if (principal?.kind === 'organization') return { kind: 'organization', id: principal.id };
  if (principal?.kind !== 'user') throw new UnauthorizedError(payoutAccountMessages.signIn);
  if (typeof as !== 'string' || !as) return { kind: 'user', id: principal.id };
  const actor = await listingActor(deps, principal);
  if (actor.kind === 'user' && actor.membership?.orgId === as && actor.membership.permissions.includes('list_properties')) return { kind: 'organization', id: as };
  throw new ForbiddenError(payoutAccountMessages.notYours, 'NotYourPayouts', { as: payoutAccountMessages.notYours });
}

/**
 * Where a release to this lister may go now: their number, once the provider has named the wallet on it (checked
 * before the first payout to it). Undefined: no number, or no wallet on it; the money stays held by the provider.
 */
export async function payoutRecipient(deps: CommandDeps, lister: PartyRef): Promise<PayoutNumber | undefined> {
  const { number, account } = await checkPayoutAccount(deps, lister);
  if (!number || !payoutAccountReady(account, number.phone, number.network)) {
    deps.logger.warn('a release waits for the lister’s mobile-money wallet', { lister: partyKey(lister), number: Boolean(number), wallet: account?.accountName !== null });
    return undefined;
  }
  // Paid in the name the network holds, which the lister has been shown.
  return { ...number, name: account!.accountName! };
}

/**
 * The simulator's stand-in for the networks' register of who holds each number: the person or organization that
 * gave Fie the number (a lister's own SIM is registered in their name). Only the simulator is handed this; a real
 * provider asks the network.
 */
export function simulatedRegister(documents: CommandDeps['documents']) {
  return async (phone: string): Promise<string | undefined> => {
    const [person] = await documents.collection<UserView>(USERS).find({ phone }, { limit: 1 });
    if (person) return `${person.firstName} ${person.lastName}`;
    const [org] = await documents.collection<OrganizationView>(ORGANIZATIONS).find({ phone }, { limit: 1 });
    return org?.name;
  };
}
