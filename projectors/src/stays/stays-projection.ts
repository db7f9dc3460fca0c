import { partyKey, type StayEvent, type UserDeleted } from '@fie/domain';
import { STAYS, type StayView } from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

/** Stay requests as they stand; a deleted seeker's note goes with their account (as a replay would leave it). */
export const staysProjection: Projection = {
  name: 'stays',
  version: 1,
  handles: ['StayRequested', 'StayAccepted', 'StayDeclined', 'StayCancelled', 'StayExpired', 'UserDeleted'],
  collections: [STAYS],
  indexes: [
    { collection: STAYS, fields: ['lister', 'start'] },
    { collection: STAYS, fields: ['seekerId', 'start'] },
    { collection: STAYS, fields: ['listingId', 'start'] },
  ],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as StayEvent | UserDeleted;
    const position = recorded.position;
    const stays = docs.collection<StayView>(STAYS);
    const update = (id: string, set: Partial<StayView>): WriteOp[] => [{ op: 'update', collection: STAYS, id, patch: { set }, position }];
    switch (event.type) {
      case 'StayRequested': {
        const d = event.data;
        const doc: StayView = {
          id: d.stayId, listingId: d.listingId, lister: partyKey(d.lister), seekerId: d.seekerId, start: d.start, end: d.end, guests: d.guests,
          message: recorded.erased ? null : (d.message ?? null), status: 'pending', requestedAt: d.requestedAt, updatedAt: d.requestedAt,
        };
        return [{ op: 'upsert', collection: STAYS, doc, position }];
      }
      case 'StayAccepted':
        return update(event.data.stayId, { status: 'accepted', updatedAt: event.data.acceptedAt });
      case 'StayDeclined':
        return update(event.data.stayId, { status: 'declined', ...(event.data.reason ? { reason: event.data.reason } : {}), updatedAt: event.data.declinedAt });
      case 'StayCancelled':
        return update(event.data.stayId, { status: 'cancelled', ...(event.data.reason ? { reason: event.data.reason } : {}), updatedAt: event.data.cancelledAt });
      case 'StayExpired':
        return update(event.data.stayId, { status: 'expired', updatedAt: event.data.expiredAt });
      case 'UserDeleted': {
        const theirs = await stays.find({ seekerId: event.data.userId });
        return theirs.flatMap((s) => update(s.id, { message: null }));
      }
      default:
        return [];
    }
  },
};
