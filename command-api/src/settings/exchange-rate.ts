import { evolveExchangeRate, exchangeRateStream, setExchangeRate, UnauthorizedError, type ExchangeRateEvent, type ExchangeRateState, type SettingsActor } from '@fie/domain';
import type { Principal } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';

// Signed-in callers who are not staff get a 403 from the decision, not a 401: their session is fine.
function settingsActor(principal: Principal | undefined): SettingsActor {
  if (!principal) throw new UnauthorizedError();
  if (principal.kind === 'staff') return { kind: 'staff', staffId: principal.id };
  return principal.kind === 'user' ? { kind: 'user', userId: principal.id } : { kind: 'organization', orgId: principal.id };
}

/** Staff set the US dollar to cedi rate; the same rate again writes nothing and answers the rate in force. */
export async function setUsdToGhs(deps: CommandDeps, principal: Principal | undefined, input: unknown) {
  const actor = settingsActor(principal);
  const { state, revision } = await loadState<ExchangeRateState, ExchangeRateEvent>(deps, exchangeRateStream, evolveExchangeRate);
  const events = setExchangeRate(state, actor, input, { now: deps.now() });
  const [event] = events;
  if (!event) return { usdToGhs: state!.usdToGhs, setAt: state!.setAt, position: undefined };
  const { position } = await appendEvents(deps, exchangeRateStream, events, revision);
  return { usdToGhs: event.data.usdToGhs, setAt: event.data.setAt, position };
}
