import { z } from 'zod';
import { NotFoundError, ValidationError } from '../shared/errors';
import { apiText as t } from '../i18n/texts';

/**
 * Private notes a person keeps on a property ("ask about the borehole", "agent said GH₵ 4,000 is firm").
 * They live on the author's own stream (`notes-{userId}`), so only the author can ever reach them: a note
 * that is not on the caller's stream is, to the caller, a note that does not exist.
 * The note text is personal data (see personalDataFields): deleting the account erases it from the log.
 */
export const noteMessages = {
  required: t('api.notes.required', 'Write a note'),
  tooLong: t('api.notes.too-long', 'A note can be at most 2,000 characters'),
  propertyRequired: t('api.notes.property-required', 'Choose the property this note is about'),
  propertyNotFound: t('api.notes.property-not-found', 'This property does not exist'),
  notFound: t('api.notes.not-found', 'Note not found'),
  added: t('api.notes.added', 'Note added'),
  updated: t('api.notes.updated', 'Note updated'),
  deleted: t('api.notes.deleted', 'Note deleted'),
} as const;

export const NOTE_MAX_LENGTH = 2000;

export const noteField = z
  .string({ error: noteMessages.required })
  .trim()
  .min(1, { error: noteMessages.required, abort: true })
  .max(NOTE_MAX_LENGTH, { error: noteMessages.tooLong });

/** POST /api/notes/create-note, and the note form on a property page. */
export const createNoteSchema = z.object({
  property_id: z.string({ error: noteMessages.propertyRequired }).trim().min(1, { error: noteMessages.propertyRequired }),
  note: noteField,
});
export type CreateNote = z.output<typeof createNoteSchema>;

/** PUT /api/notes/{noteId}, and the form that edits a note. */
export const editNoteSchema = z.object({ note: noteField });
export type EditNote = z.output<typeof editNoteSchema>;

export type NoteAdded = { type: 'NoteAdded'; data: { noteId: string; authorId: string; propertyId: string; note: string; addedAt: string } };
export type NoteEdited = { type: 'NoteEdited'; data: { noteId: string; authorId: string; note: string; editedAt: string } };
export type NoteDeleted = { type: 'NoteDeleted'; data: { noteId: string; authorId: string; deletedAt: string } };
export type NoteEvent = NoteAdded | NoteEdited | NoteDeleted;

export type NoteState = { noteId: string; propertyId: string; note: string; addedAt: string; editedAt: string };
/** One author's notes, by id; deleted notes are gone from it. */
export type NotesState = { authorId: string; notes: Record<string, NoteState> };

export const notesStream = (userId: string) => `notes-${userId}`;

export function evolveNotes(state: NotesState | undefined, event: NoteEvent): NotesState | undefined {
  const current = state ?? { authorId: event.data.authorId, notes: {} };
  switch (event.type) {
    case 'NoteAdded': {
      const { noteId, propertyId, note, addedAt } = event.data;
      return { ...current, notes: { ...current.notes, [noteId]: { noteId, propertyId, note, addedAt, editedAt: addedAt } } };
    }
    case 'NoteEdited': {
      const found = current.notes[event.data.noteId];
      if (!found) return current;
      return { ...current, notes: { ...current.notes, [found.noteId]: { ...found, note: event.data.note, editedAt: event.data.editedAt } } };
    }
    case 'NoteDeleted': {
      const { [event.data.noteId]: _gone, ...rest } = current.notes;
      return { ...current, notes: rest };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * Adds a note. `propertyExists` is what the edge found on the listing's stream: any listing that has not
 * been deleted (a hidden or let one too: a seeker may still want to remember why they passed on it).
 */
export function addNote(_state: NotesState | undefined, command: CreateNote, ctx: { authorId: string; noteId: string; now: Date; propertyExists: boolean }): [NoteAdded] {
  if (!ctx.propertyExists) throw new ValidationError({ property_id: noteMessages.propertyNotFound }, noteMessages.propertyNotFound, 'PropertyNotFound');
  return [{ type: 'NoteAdded', data: { noteId: ctx.noteId, authorId: ctx.authorId, propertyId: command.property_id, note: command.note, addedAt: ctx.now.toISOString() } }];
}

function ownNote(state: NotesState | undefined, noteId: string): NoteState {
  const found = state?.notes[noteId];
  if (!found) throw new NotFoundError(noteMessages.notFound, 'NoteNotFound');
  return found;
}

/** Edits one of the author's notes; the same text again changes nothing. */
export function editNote(state: NotesState | undefined, noteId: string, command: EditNote, ctx: { now: Date }): [NoteEdited] | [] {
  const found = ownNote(state, noteId);
  if (found.note === command.note) return [];
  return [{ type: 'NoteEdited', data: { noteId, authorId: state!.authorId, note: command.note, editedAt: ctx.now.toISOString() } }];
}

export function deleteNote(state: NotesState | undefined, noteId: string, ctx: { now: Date }): [NoteDeleted] {
  ownNote(state, noteId);
  return [{ type: 'NoteDeleted', data: { noteId, authorId: state!.authorId, deletedAt: ctx.now.toISOString() } }];
}
