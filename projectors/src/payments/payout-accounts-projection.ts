import { partyKey, type PayoutAccountChecked } from '@fie/domain';
import { PAYOUT_ACCOUNTS, type PayoutAccountView } from '@fie/read-models';
import type { Projection } from '../projection';

/** Where each lister is paid (issue 33): the newest check of their mobile-money number. */
export const payoutAccountsProjection: Projection = {
  name: 'payout-accounts',
  version: 1,
  collections: [PAYOUT_ACCOUNTS],
  handles: ['PayoutAccountChecked'],
  async project(recorded) {
    if (recorded.type !== 'PayoutAccountChecked') return [];
    const d = recorded.data as PayoutAccountChecked['data'];
    // Erased with the lister's account: the number and the name are gone from the log, so from here too.
    const erased = Boolean((recorded as { erased?: boolean }).erased);
    const doc: PayoutAccountView = {
      id: partyKey(d.lister),
      phone: erased ? null : d.phone,
      network: d.network,
      accountName: erased ? null : d.accountName,
      checkedAt: d.checkedAt,
    };
    return [{ op: 'upsert', collection: PAYOUT_ACCOUNTS, doc, position: recorded.position }];
  },
};
