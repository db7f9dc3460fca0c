import type { DocumentStore } from '@fie/stores';

/**
 * The `notes` read model: one document per note, found by its author and property. A note is read only
 * by its author: every reader filters by `authorId` from the caller's session, never from the request.
 */
export const NOTES = 'notes';
export type NoteView = { id: string; authorId: string; propertyId: string; note: string; createdAt: string; updatedAt: string };

/** A note as the API answers it (docs/api-conversations.md, Notes). */
export function presentNote(view: Omit<NoteView, 'authorId'>) {
  return { _id: view.id, id: view.id, note: view.note, property_id: view.propertyId, created_at: view.createdAt, updated_at: view.updatedAt };
}
export type Note = ReturnType<typeof presentNote>;

/** The author's own notes on one property, newest first. */
export async function notesOf(docs: DocumentStore, authorId: string, propertyId: string): Promise<Note[]> {
  const views = await docs.collection<NoteView>(NOTES).find({ authorId, propertyId }, { sort: [['createdAt', 'desc']] });
  return views.map(presentNote);
}
