import type { PhoneRevealEvent } from '@fie/domain';
import { LISTING_PHONE_REVEALS, phoneRevealsId, type ListingPhoneRevealsView } from '@fie/read-models';
import type { Projection } from '../projection';

/**
 * "Show number" taps per listing and day, for the lister's dashboard (see read-models listings/phone-reveals.ts).
 * Each write carries its event's position, so a replayed event counts once. It needs no personal data: it
 * reads the events as they come, sealed unless they were opened anyway.
 */
export const phoneRevealsProjection: Projection = {
  name: 'phone-reveals',
  version: 1,
  sealed: 'either',
  handles: ['PhoneNumberRevealed'],
  collections: [LISTING_PHONE_REVEALS],
  indexes: [{ collection: LISTING_PHONE_REVEALS, fields: ['listingId', 'day'] }],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as PhoneRevealEvent;
    if (event.type !== 'PhoneNumberRevealed') return [];
    const { listingId, revealedAt } = event.data;
    const day = revealedAt.slice(0, 10);
    const id = phoneRevealsId(listingId, day);
    const current = await docs.collection<ListingPhoneRevealsView>(LISTING_PHONE_REVEALS).get(id);
    return current
      ? [{ op: 'update', collection: LISTING_PHONE_REVEALS, id, patch: { inc: { count: 1 } }, position: recorded.position }]
      : [{ op: 'upsert', collection: LISTING_PHONE_REVEALS, doc: { id, listingId, day, count: 1 }, position: recorded.position }];
  },
};
