import { addNote, createNoteSchema, deleteNote, editNote, editNoteSchema, evolveNotes, fieldErrors, NotFoundError, personalDataFields, ValidationError, type NoteEvent, type NotesState } from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const later = new Date('2026-11-22T08:30:00Z');
const given = (...events: NoteEvent[]) => events.reduce<NotesState | undefined>(evolveNotes, undefined);
const added = (noteId = 'n1', note = 'Ask about the borehole'): NoteEvent => ({ type: 'NoteAdded', data: { noteId, authorId: 'u1', propertyId: 'p1', note, addedAt: now.toISOString() } });
const errorsOf = (schema: typeof createNoteSchema | typeof editNoteSchema, input: unknown) => {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('the note form', () => {
  test('trims the note and accepts up to 2,000 characters', () => {
    expect(createNoteSchema.parse({ property_id: 'p1', note: '  Landlord wants 2 years advance  ' })).toEqual({ property_id: 'p1', note: 'Landlord wants 2 years advance' });
    expect(editNoteSchema.safeParse({ note: 'ɛ'.repeat(2000) }).success).toBe(true);
  });

  test('asks for a note when it is missing, empty or only spaces; refuses more than 2,000 characters', () => {
    expect(errorsOf(editNoteSchema, {})).toEqual({ note: 'Write a note' });
    expect(errorsOf(editNoteSchema, { note: '   ' })).toEqual({ note: 'Write a note' });
    expect(errorsOf(editNoteSchema, { note: 'x'.repeat(2001) })).toEqual({ note: 'A note can be at most 2,000 characters' });
  });

  test('a new note names its property', () => {
    expect(errorsOf(createNoteSchema, { note: 'Nice' })).toEqual({ property_id: 'Choose the property this note is about' });
  });
});

describe('adding a note', () => {
  test('given no notes, when the author adds one on a property that exists, then NoteAdded with the trimmed text', () => {
    const command = createNoteSchema.parse({ property_id: 'p1', note: ' Ask about the borehole ' });
    expect(addNote(given(), command, { authorId: 'u1', noteId: 'n1', now, propertyExists: true })).toEqual([added()]);
  });

  test('when the property does not exist (or was deleted), then a 400 on property_id and no event', () => {
    const error = (() => {
      try {
        return addNote(given(), { property_id: 'gone', note: 'Hi' }, { authorId: 'u1', noteId: 'n1', now, propertyExists: false });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toMatchObject({ status: 400, code: 'PropertyNotFound', errors: { property_id: 'This property does not exist' } });
  });
});

describe('editing and deleting a note', () => {
  test('given a note, when its author edits it, then NoteEdited; the same text again records nothing', () => {
    expect(editNote(given(added()), 'n1', { note: 'Borehole works' }, { now: later })).toEqual([{ type: 'NoteEdited', data: { noteId: 'n1', authorId: 'u1', note: 'Borehole works', editedAt: later.toISOString() } }]);
    expect(editNote(given(added()), 'n1', { note: 'Ask about the borehole' }, { now: later })).toEqual([]);
  });

  test('given a note, when its author deletes it, then NoteDeleted, and it is gone from the state', () => {
    const [deleted] = deleteNote(given(added()), 'n1', { now: later });
    expect(deleted).toEqual({ type: 'NoteDeleted', data: { noteId: 'n1', authorId: 'u1', deletedAt: later.toISOString() } });
    expect(given(added(), added('n2'), deleted)!.notes).toEqual({ n2: expect.objectContaining({ noteId: 'n2' }) });
  });

  test('a note that is not on the author\'s stream (someone else\'s, deleted, never written) is not found', () => {
    const deleted: NoteEvent = { type: 'NoteDeleted', data: { noteId: 'n1', authorId: 'u1', deletedAt: later.toISOString() } };
    for (const state of [given(), given(added('n2')), given(added(), deleted)]) {
      expect(() => editNote(state, 'n1', { note: 'x' }, { now })).toThrow(new NotFoundError('Note not found', 'NoteNotFound'));
      expect(() => deleteNote(state, 'n1', { now })).toThrow(NotFoundError);
    }
  });

  test('the state keeps when a note was written and last edited', () => {
    const edited: NoteEvent = { type: 'NoteEdited', data: { noteId: 'n1', authorId: 'u1', note: 'Borehole works', editedAt: later.toISOString() } };
    expect(given(added(), edited)!.notes.n1).toEqual({ noteId: 'n1', propertyId: 'p1', note: 'Borehole works', addedAt: now.toISOString(), editedAt: later.toISOString() });
  });
});

test('the note text is personal data of its author, so deleting the account erases it from the log', () => {
  expect(personalDataFields.NoteAdded).toEqual({ subject: 'authorId', fields: ['note'] });
  expect(personalDataFields.NoteEdited).toEqual({ subject: 'authorId', fields: ['note'] });
});
