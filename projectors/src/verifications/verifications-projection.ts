import { verificationEventTypes, verificationId, type VerificationEvent } from '@fie/domain';
import { VERIFICATIONS, type VerificationView } from '@fie/read-models';
import type { Projection } from '../projection';

/** Verifications for the console's queue and the person's own Documents tab. */
export const verificationsProjection: Projection = {
  name: 'verifications',
  version: 1,
  handles: verificationEventTypes,
  collections: [VERIFICATIONS],
  indexes: [{ collection: VERIFICATIONS, fields: ['userId'] }],
  async project(recorded, docs) {
    if (!(verificationEventTypes as string[]).includes(recorded.type)) return [];
    const event = { type: recorded.type, data: recorded.data } as VerificationEvent;
    const id = verificationId(event.data.userId, event.data.kind);
    const position = recorded.position;
    if (event.type === 'VerificationSubmitted') {
      const { userId, kind, number, document, submittedAt } = event.data;
      const doc: VerificationView = { id, userId, kind, number, document, status: 'pending', submittedAt };
      return [{ op: 'upsert', collection: VERIFICATIONS, doc, position }];
    }
    const current = await docs.collection<VerificationView>(VERIFICATIONS).get(id);
    if (!current) return [];
    const { staffId, reason, decidedAt } = event.data;
    const doc: VerificationView =
      event.type === 'VerificationApproved'
        ? { ...current, status: 'verified', decidedAt, decidedBy: staffId, reason, expiresAt: event.data.expiresAt }
        : { ...current, status: 'rejected', decidedAt, decidedBy: staffId, reason };
    return [{ op: 'upsert', collection: VERIFICATIONS, doc, position }];
  },
};
