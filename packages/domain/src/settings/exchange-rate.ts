import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import { parseOrThrow } from '../shared/validation';

/**
 * The US dollar to cedi rate that support staff set in the console. Listings priced in dollars are shown,
 * filtered and sorted in cedis at this rate (see `toGhs`); until staff set one, DEFAULT_USD_TO_GHS applies.
 * The site always calls it indicative: it is our rate for comparing prices, not a bank's offer.
 */
export const exchangeRateMessages = {
  required: 'Enter how many cedis one US dollar buys',
  range: 'The rate must be between 1 and 1,000',
  saved: 'Exchange rate saved',
  staffOnly: 'Only support staff can set the exchange rate',
} as const;

export const exchangeRateSchema = z.object({
  usdToGhs: z
    .number({ error: exchangeRateMessages.required })
    .min(1, { error: exchangeRateMessages.range })
    .max(1000, { error: exchangeRateMessages.range }),
});
export type ExchangeRateInput = z.input<typeof exchangeRateSchema>;

export type ExchangeRateSet = { type: 'ExchangeRateSet'; data: { usdToGhs: number; setBy: string; setAt: string } };
export type ExchangeRateEvent = ExchangeRateSet;
export type ExchangeRateState = { usdToGhs: number; setAt: string };

/** One stream for the one rate, so each change is appended against the last (optimistic concurrency). */
export const exchangeRateStream = 'settings-exchange-rate';

export function evolveExchangeRate(_state: ExchangeRateState | undefined, event: ExchangeRateEvent): ExchangeRateState | undefined {
  switch (event.type) {
    case 'ExchangeRateSet':
      return { usdToGhs: event.data.usdToGhs, setAt: event.data.setAt };
    default: {
      // A union of one: TypeScript narrows its discriminant, not the event itself.
      const unreachable: never = event.type;
      return unreachable;
    }
  }
}

/** Who asks, as the edge knows from the token: only staff may set the rate. */
export type SettingsActor = { kind: 'staff'; staffId: string } | { kind: 'user'; userId: string } | { kind: 'organization'; orgId: string };

/**
 * Staff set the rate. The input is checked here, after the actor, so that a caller who may not set the rate
 * learns only that (403), never which values would have been accepted.
 */
export function setExchangeRate(state: ExchangeRateState | undefined, actor: SettingsActor, input: unknown, ctx: { now: Date }): ExchangeRateSet[] {
  if (actor.kind !== 'staff') throw new ForbiddenError(exchangeRateMessages.staffOnly, 'StaffOnly');
  const { usdToGhs } = parseOrThrow(exchangeRateSchema, input);
  if (state?.usdToGhs === usdToGhs) return [];
  return [{ type: 'ExchangeRateSet', data: { usdToGhs, setBy: actor.staffId, setAt: ctx.now.toISOString() } }];
}
