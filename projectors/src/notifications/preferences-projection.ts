import type { PreferencesEvent, UserDeleted } from '@fie/domain';
import { PREFERENCES, type PreferencesView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';
import type { Projection } from '../projection';

/**
 * Each person's notification and contact preferences (id = userId); nobody's until they change one. A document keeps
 * only what the events said, so a person who only touched their phone switch keeps the notification defaults of how
 * they can be reached (issue 32: texts for a phone-first person), read by preferencesOf.
 */
export const preferencesProjection: Projection = {
  name: 'preferences',
  // 2: `textBy` (SMS, WhatsApp or both), and the phone switch alone no longer writes the notification defaults.
  version: 2,
  handles: ['NotificationPreferencesChanged', 'ContactPreferencesChanged', 'UserDeleted'],
  collections: [PREFERENCES],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as PreferencesEvent | UserDeleted;
    const position = recorded.position;
    switch (event.type) {
      case 'NotificationPreferencesChanged': {
        const { userId, email, sms, digest, changedAt } = event.data;
        const doc: PreferencesView = { ...(await current(docs, userId)), email, sms, textBy: event.data.textBy ?? 'sms', digest, updatedAt: changedAt };
        return [{ op: 'upsert', collection: PREFERENCES, doc, position }];
      }
      case 'ContactPreferencesChanged': {
        const { userId, showPhone, changedAt } = event.data;
        const doc: PreferencesView = { ...(await current(docs, userId)), showPhone, updatedAt: changedAt };
        return [{ op: 'upsert', collection: PREFERENCES, doc, position }];
      }
      case 'UserDeleted':
        return [{ op: 'delete', collection: PREFERENCES, id: event.data.userId }];
      default:
        return [];
    }
  },
};

const current = async (docs: DocumentStore, userId: string): Promise<PreferencesView> =>
  (await docs.collection<PreferencesView>(PREFERENCES).get(userId)) ?? { id: userId, updatedAt: '' };
