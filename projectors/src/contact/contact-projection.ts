import type { ContactMessageReceived } from '@fie/domain';
import { CONTACT_MESSAGES } from '@fie/read-models';
import type { Projection } from '../projection';

/** Messages sent through the about page's contact form, for the support team's inbox. */
export const contactProjection: Projection = {
  name: 'contact-messages',
  version: 1,
  handles: ['ContactMessageReceived'],
  collections: [CONTACT_MESSAGES],
  project(recorded) {
    if (recorded.type !== 'ContactMessageReceived') return [];
    const { messageId, ...rest } = (recorded.data as ContactMessageReceived['data']);
    return [{ op: 'upsert', collection: CONTACT_MESSAGES, doc: { id: messageId, ...rest, status: 'new' }, position: recorded.position }];
  },
};
