// Made with an id, so the page says it in its language (useSay).
import { apiText as t } from '@fie/domain';
import { createNoteSchema, editNoteSchema, noteMessages, NOTE_MAX_LENGTH } from '@fie/domain';
import { api, type RequestOptions } from '../../../lib/api-client';

// The form validates with the server's own schemas (@fie/domain), so its messages are the server's words.
export { createNoteSchema, editNoteSchema, noteMessages, NOTE_MAX_LENGTH };

/** A note as the API answers it (`{_id, id, note, property_id, created_at, updated_at}`), named for the screen. */
export type Note = { id: string; text: string; propertyId: string; createdAt: string; updatedAt: string };

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** Reads one note; null when it has no id or text (nothing to show or change). */
export function toNote(value: unknown): Note | null {
  if (!isRecord(value)) return null;
  const id = str(value.id) ?? str(value._id);
  const text = str(value.note);
  if (!id || text === undefined) return null;
  const createdAt = str(value.created_at) ?? str(value.createdAt) ?? '';
  return { id, text, propertyId: str(value.property_id) ?? '', createdAt, updatedAt: str(value.updated_at) ?? str(value.updatedAt) ?? createdAt };
}

function oneNote(answer: unknown): Note {
  const note = isRecord(answer) ? toNote(answer.result) : null;
  if (!note) throw new Error(t('notes.bad-answer', 'The server answered without the note'));
  return note;
}

/** GET /api/notes/fetch-property-notes/{propertyId}: only the caller's own notes, newest first. */
export async function fetchNotes(propertyId: string, options: Pick<RequestOptions, 'signal'> = {}): Promise<Note[]> {
  const answer = await api.get<{ result?: { notes?: unknown } }>(`/notes/fetch-property-notes/${encodeURIComponent(propertyId)}`, options);
  const notes = Array.isArray(answer?.result?.notes) ? answer.result.notes : [];
  return notes.map(toNote).filter((note): note is Note => note !== null);
}

/** POST /api/notes/create-note: 201 `{message: 'Note added', result: Note}`. */
export async function createNote(propertyId: string, note: string): Promise<{ message: string; note: Note }> {
  const answer = await api.post<{ message?: string; result?: unknown }>('/notes/create-note', { property_id: propertyId, note });
  return { message: answer?.message || noteMessages.added, note: oneNote(answer) };
}

/** PUT /api/notes/{noteId}: someone else's note answers 404, as if it did not exist. */
export async function updateNote(noteId: string, note: string): Promise<{ message: string; note: Note }> {
  const answer = await api.put<{ message?: string; result?: unknown }>(`/notes/${encodeURIComponent(noteId)}`, { note });
  return { message: answer?.message || noteMessages.updated, note: oneNote(answer) };
}

/** DELETE /api/notes/{noteId}. */
export async function deleteNote(noteId: string): Promise<string> {
  const answer = await api.delete<{ message?: string } | undefined>(`/notes/${encodeURIComponent(noteId)}`);
  return answer?.message || noteMessages.deleted;
}
