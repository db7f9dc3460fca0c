import type { ExchangeRateSet } from '@fie/domain';
import { EXCHANGE_RATE_ID, SETTINGS, type ExchangeRateView } from '@fie/read-models';
import type { Projection } from '../projection';

/** Settings staff change in the console, one document each (names and views in @fie/read-models); the exchange rate is the first. */
export const settingsProjection: Projection = {
  name: 'settings',
  version: 1,
  handles: ['ExchangeRateSet'],
  collections: [SETTINGS],
  project(recorded) {
    if (recorded.type !== 'ExchangeRateSet') return [];
    const { usdToGhs, setAt, setBy } = recorded.data as ExchangeRateSet['data'];
    const doc: ExchangeRateView = { id: EXCHANGE_RATE_ID, usdToGhs, setAt, setBy };
    return [{ op: 'upsert', collection: SETTINGS, doc, position: recorded.position }];
  },
};
