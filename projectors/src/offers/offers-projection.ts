import { isOfferEvent, offerEventTypes, offerStepAt, partyKey, type OfferEvent, type UserDeleted } from '@fie/domain';
import { OFFER_STEPS, OFFERS, offerStepId, type OfferStepKind, type OfferStepView, type OfferView } from '@fie/read-models';
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

const kinds: Record<OfferEvent['type'], OfferStepKind> = { OfferMade: 'offer', OfferCountered: 'counter', OfferAccepted: 'accept', OfferDeclined: 'decline', OfferWithdrawn: 'withdraw' };

/**
 * Offers: where each stands, for both its sides' lists, and its history one step a document. A step whose
 * author's key is gone (the account was deleted) keeps its place and terms without its words.
 */
export const offersProjection: Projection = {
  name: 'offers',
  version: 1,
  handles: [...offerEventTypes, 'UserDeleted'],
  collections: [OFFERS, OFFER_STEPS],
  indexes: [
    { collection: OFFERS, fields: ['seekerId', 'updatedAt'] },
    { collection: OFFERS, fields: ['lister', 'updatedAt'] },
    { collection: OFFER_STEPS, fields: ['offerId', 'seq'] },
    { collection: OFFER_STEPS, fields: ['authorId'] },
  ],
  async project(recorded, docs) {
    const position = recorded.position;
    if (recorded.type === 'UserDeleted') {
      // Their words go (their key is destroyed too); the other side keeps the offer, saying so.
      const written = await docs.collection<OfferStepView>(OFFER_STEPS).find({ authorId: (recorded.data as UserDeleted['data']).userId });
      return written.map((step): WriteOp => ({ op: 'update', collection: OFFER_STEPS, id: step.id, patch: { set: { message: null, erased: true } }, position }));
    }
    if (!isOfferEvent(recorded)) return [];
    const event = { type: recorded.type, data: recorded.data } as OfferEvent;
    const erased = Boolean((recorded as { erased?: boolean }).erased);
    const d = event.data;
    const at = offerStepAt(event);
    const terms = 'amount' in d ? { amount: d.amount, currency: d.currency, advanceMonths: d.advanceMonths ?? null, moveInDate: d.moveInDate ?? null } : null;
    const step: OfferStepView = {
      id: offerStepId(d.offerId, recorded.revision),
      offerId: d.offerId,
      seq: recorded.revision,
      kind: kinds[event.type],
      by: d.by,
      party: d.by === 'seeker' ? partyKey({ kind: 'user', id: d.seekerId }) : partyKey(d.lister),
      authorId: d.authorId,
      ...(d.sentBy ? { sentBy: d.sentBy } : {}),
      amount: terms?.amount ?? null,
      currency: terms?.currency ?? null,
      advanceMonths: terms?.advanceMonths ?? null,
      moveInDate: terms?.moveInDate ?? null,
      message: erased ? null : (d.message ?? null),
      erased,
      at,
    };
    const writeStep: WriteOp = { op: 'upsert', collection: OFFER_STEPS, doc: step, position };
    if (event.type === 'OfferMade') {
      const offer: OfferView = {
        id: d.offerId,
        listingId: d.listingId,
        seekerId: d.seekerId,
        seeker: step.party,
        lister: partyKey(d.lister),
        acquisition: d.acquisition,
        status: 'open',
        awaiting: 'lister',
        amount: terms!.amount,
        currency: terms!.currency,
        advanceMonths: terms!.advanceMonths,
        moveInDate: terms!.moveInDate,
        steps: 1,
        createdAt: at,
        updatedAt: at,
        closedAt: null,
      };
      return [{ op: 'upsert', collection: OFFERS, doc: offer, position }, writeStep];
    }
    const set: Partial<OfferView> =
      event.type === 'OfferCountered'
        ? { status: 'open', awaiting: d.by === 'seeker' ? 'lister' : 'seeker', ...terms! }
        : { status: event.type === 'OfferAccepted' ? 'accepted' : event.type === 'OfferDeclined' ? 'declined' : 'withdrawn', awaiting: null, ...(terms ?? {}), closedAt: at };
    return [{ op: 'update', collection: OFFERS, id: d.offerId, patch: { set: { ...set, updatedAt: at }, inc: { steps: 1 } }, position }, writeStep];
  },
};
