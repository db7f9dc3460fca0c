import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { addNote, createNoteSchema, deleteNote, editNote, editNoteSchema, evolveNotes, noteMessages as m, notesStream, parseOrThrow, type NoteEvent, type NotesState, type NoteState } from '@fie/domain';
import { presentNote } from '@fie/read-models';
import { loadListing } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { decideOnStream, signedInUser } from '../shared/own-stream';
import { respond } from '../shared/respond';
import { newId } from '../shared/idempotency';

const noteOf = (n: NoteState) => presentNote({ id: n.noteId, propertyId: n.propertyId, note: n.note, createdAt: n.addedAt, updatedAt: n.editedAt });
const after = (state: NotesState | undefined, events: NoteEvent[]) => events.reduce<NotesState | undefined>(evolveNotes, state);

/** /api/notes/*: a person's private notes on properties (docs/api-conversations.md, Notes). Users only. */
export function noteRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.post('/notes/create-note', async (req, res) => {
    const { id: authorId } = await signedInUser(deps, req);
    const command = parseOrThrow(createNoteSchema, req.body ?? {});
    // Any listing that was not deleted: hidden, let or sold ones too.
    const { state: listing } = await loadListing(deps, command.property_id);
    const noteId = newId();
    const ctx = { authorId, noteId, now: deps.now(), propertyExists: Boolean(listing && !listing.deleted) };
    const { state, events, position } = await decideOnStream<NotesState, NoteEvent>(deps, notesStream(authorId), evolveNotes, (s) => addNote(s, command, ctx));
    await respond(deps, res, 201, { message: m.added, result: noteOf(after(state, events)!.notes[noteId]!) }, position);
  });

  router.put('/notes/:noteId', async (req, res) => {
    const { id: authorId } = await signedInUser(deps, req);
    const noteId = String(req.params.noteId);
    const command = parseOrThrow(editNoteSchema, req.body ?? {});
    const now = deps.now();
    const { state, events, position } = await decideOnStream<NotesState, NoteEvent>(deps, notesStream(authorId), evolveNotes, (s) => editNote(s, noteId, command, { now }));
    await respond(deps, res, 200, { message: m.updated, result: noteOf(after(state, events)!.notes[noteId]!) }, position);
  });

  router.delete('/notes/:noteId', async (req, res) => {
    const { id: authorId } = await signedInUser(deps, req);
    const noteId = String(req.params.noteId);
    const now = deps.now();
    const { position } = await decideOnStream<NotesState, NoteEvent>(deps, notesStream(authorId), evolveNotes, (s) => deleteNote(s, noteId, { now }));
    await respond(deps, res, 200, { message: m.deleted }, position);
  });

  return router;
}
