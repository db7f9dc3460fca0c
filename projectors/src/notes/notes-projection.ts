import type { NoteEvent, UserDeleted } from '@fie/domain';
import { NOTES, type NoteView } from '@fie/read-models';
import type { Projection } from '../projection';

/**
 * Private notes, one document each. A note whose text was erased (its author deleted the account, so the
 * key that sealed it is gone) is never written, and the deletion itself removes every note of the person.
 */
export const notesProjection: Projection = {
  name: 'notes',
  version: 1,
  handles: ['NoteAdded', 'NoteEdited', 'NoteDeleted', 'UserDeleted'],
  collections: [NOTES],
  indexes: [{ collection: NOTES, fields: ['authorId', 'propertyId'] }],
  async project(recorded, docs) {
    const event = { type: recorded.type, data: recorded.data } as NoteEvent | UserDeleted;
    const position = recorded.position;
    switch (event.type) {
      case 'NoteAdded': {
        if (recorded.erased) return [];
        const { noteId, authorId, propertyId, note, addedAt } = event.data;
        const doc: NoteView = { id: noteId, authorId, propertyId, note, createdAt: addedAt, updatedAt: addedAt };
        return [{ op: 'upsert', collection: NOTES, doc, position }];
      }
      case 'NoteEdited':
        if (recorded.erased) return [];
        return [{ op: 'update', collection: NOTES, id: event.data.noteId, patch: { set: { note: event.data.note, updatedAt: event.data.editedAt } }, position }];
      case 'NoteDeleted':
        return [{ op: 'delete', collection: NOTES, id: event.data.noteId }];
      case 'UserDeleted': {
        const notes = await docs.collection<NoteView>(NOTES).find({ authorId: event.data.userId });
        return notes.map((n) => ({ op: 'delete' as const, collection: NOTES, id: n.id }));
      }
      default:
        return [];
    }
  },
};
