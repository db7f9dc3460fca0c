import { evolveExchangeRate, exchangeRateSchema, ForbiddenError, setExchangeRate, ValidationError, type ExchangeRateState, type SettingsActor } from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const staff: SettingsActor = { kind: 'staff', staffId: 's1' };
const given = (...rates: number[]): ExchangeRateState | undefined => {
  let state: ExchangeRateState | undefined;
  for (const usdToGhs of rates) for (const e of setExchangeRate(state, staff, { usdToGhs }, { now })) state = evolveExchangeRate(state, e);
  return state;
};

describe('the exchange rate form', () => {
  test('accepts a rate from 1 to 1,000 cedis to the dollar, decimals included', () => {
    expect(exchangeRateSchema.parse({ usdToGhs: 15.75 })).toEqual({ usdToGhs: 15.75 });
    expect(exchangeRateSchema.safeParse({ usdToGhs: 1 }).success).toBe(true);
    expect(exchangeRateSchema.safeParse({ usdToGhs: 1000 }).success).toBe(true);
  });

  test('refuses a missing rate, text, zero and more than 1,000, each with its message under usdToGhs', () => {
    expect(exchangeRateSchema.safeParse({}).error?.issues[0]).toMatchObject({ path: ['usdToGhs'], message: 'Enter how many cedis one US dollar buys' });
    expect(exchangeRateSchema.safeParse({ usdToGhs: 'sixteen' }).error?.issues[0]).toMatchObject({ path: ['usdToGhs'], message: 'Enter how many cedis one US dollar buys' });
    expect(exchangeRateSchema.safeParse({ usdToGhs: 0 }).error?.issues[0]).toMatchObject({ path: ['usdToGhs'], message: 'The rate must be between 1 and 1,000' });
    expect(exchangeRateSchema.safeParse({ usdToGhs: 1000.5 }).error?.issues[0]).toMatchObject({ path: ['usdToGhs'], message: 'The rate must be between 1 and 1,000' });
  });
});

describe('setting the exchange rate', () => {
  test('given no rate yet, when staff set 16, then ExchangeRateSet names who set it and when', () => {
    expect(setExchangeRate(given(), staff, { usdToGhs: 16 }, { now })).toEqual([{ type: 'ExchangeRateSet', data: { usdToGhs: 16, setBy: 's1', setAt: now.toISOString() } }]);
  });

  test('given a rate of 16, when staff set 16 again, then no event; when they set 16.5, then the new rate', () => {
    expect(setExchangeRate(given(16), staff, { usdToGhs: 16 }, { now })).toEqual([]);
    expect(setExchangeRate(given(16), staff, { usdToGhs: 16.5 }, { now })).toMatchObject([{ type: 'ExchangeRateSet', data: { usdToGhs: 16.5 } }]);
    expect(given(16, 17)).toEqual({ usdToGhs: 17, setAt: now.toISOString() });
  });

  test('when staff send a rate of 0, then a ValidationError with the message under usdToGhs', () => {
    expect(() => setExchangeRate(given(), staff, { usdToGhs: 0 }, { now })).toThrow(new ValidationError({ usdToGhs: 'The rate must be between 1 and 1,000' }));
  });

  test('when a user or an organization sets it, then Forbidden, whatever they send', () => {
    for (const actor of [{ kind: 'user', userId: 'u1' }, { kind: 'organization', orgId: 'o1' }] satisfies SettingsActor[]) {
      expect(() => setExchangeRate(given(), actor, { usdToGhs: 16 }, { now })).toThrow(ForbiddenError);
      expect(() => setExchangeRate(given(), actor, {}, { now })).toThrow(new ForbiddenError('Only support staff can set the exchange rate', 'StaffOnly'));
    }
  });
});
