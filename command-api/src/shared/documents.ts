import { randomUUID } from 'node:crypto';
import {
  documentRules,
  documentStream,
  evolveDocument,
  ForbiddenError,
  NotFoundError,
  UNCLAIMED_UPLOAD_HOURS,
  uploadRules,
  ValidationError,
  documentMessages,
  type DocumentEvent,
  type DocumentState,
  type DocumentUploaded,
} from '@fie/domain';
import { DOCUMENTS } from '@fie/read-models';
import type { CommandDeps } from './deps';
import { appendEvents, loadState } from './streams';
import { detectDocumentType } from './document-types';
import { newId } from './idempotency';
import { assertHarmless, type UploadedFile } from './uploads';

export type { UploadedFile } from './uploads';

// Documents (registration papers, licences, a person's verification files) are kept the same way whoever attaches
// them: a person at sign-up or from the dashboard, an organization on its page, or the documents routes. So their
// storage lives here, shared, rather than in one feature that the others would call into.

/** A document's public handle: `{documentId}.{extension}`, which is also its file name in the API. */
export const fileNameOf = (documentId: string, extension: string) => `${documentId}.${extension}`;
export const documentIdOf = (filename: string) => filename.replace(/\.[a-z0-9]+$/i, '');
export const locationOf = (filename: string) => `/api/auth/documents/${filename}`;

export async function uploadDocuments(deps: CommandDeps, ownerId: string | null, files: UploadedFile[]) {
  const m = documentRules.messages;
  if (files.length === 0) throw new ValidationError({ files: m.none });
  if (files.length > documentRules.maxFiles) throw new ValidationError({ files: m.tooMany });
  // Check every file before storing any, so a bad one in the batch changes nothing.
  const checked = files.map((file) => {
    if (file.size > documentRules.maxBytes) throw new ValidationError({ files: uploadRules.messages.withFile(m.tooLarge, file.originalname) });
    assertHarmless(file, 'files');
    const type = detectDocumentType(file.originalname, file.buffer);
    if (type === 'picture-named-otherwise') throw new ValidationError({ files: uploadRules.messages.withFile(uploadRules.messages.pictureNamedOtherwise, file.originalname) });
    if (!type) throw new ValidationError({ files: uploadRules.messages.withFile(m.typeNotAllowed, file.originalname) });
    return { file, type };
  });
  const results = [];
  let position = 0;
  for (const { file, type } of checked) {
    const documentId = newId();
    const blobKey = `documents/${ownerId ?? 'unclaimed'}/${fileNameOf(documentId, type.extension)}`;
    await deps.blobs.put(blobKey, file.buffer, { contentType: type.contentType, metadata: { documentid: documentId } });
    const event: DocumentUploaded = {
      type: 'DocumentUploaded',
      data: { documentId, ownerId, name: cleanName(file.originalname), extension: type.extension, contentType: type.contentType, size: file.size, blobKey, uploadedAt: deps.now().toISOString() },
    };
    ({ position } = await appendEvents(deps, documentStream(documentId), [event], 'no_stream'));
    const filename = fileNameOf(documentId, type.extension);
    results.push({ filename, filelocation: locationOf(filename), name: event.data.name, size: file.size, contentType: type.contentType });
  }
  return { files: results, position };
}

/** Attach uploads to their owner; an owner registration may only claim recent unclaimed uploads. */
export async function claimDocuments(deps: CommandDeps, filenames: string[], ownerId: string, options: { anonymousOnly: boolean }): Promise<number> {
  let position = 0;
  for (const filename of filenames) {
    const { state, revision } = await loadDocument(deps, documentIdOf(filename));
    if (!state || state.deleted) throw new ValidationError({ documents: uploadRules.messages.named(documentRules.messages.notFound, filename) });
    if (state.ownerId === ownerId) continue;
    const fresh = Date.now() - Date.parse(state.uploadedAt) < UNCLAIMED_UPLOAD_HOURS * 3_600_000;
    if (state.ownerId !== null || (options.anonymousOnly && !fresh)) throw new ForbiddenError(documentMessages.someoneElses, 'Forbidden', { documents: filename });
    ({ position } = await appendEvents(deps, documentStream(state.documentId), [{ type: 'DocumentClaimed', data: { documentId: state.documentId, ownerId, claimedAt: deps.now().toISOString() } }], revision));
  }
  return position;
}

/** Only the owner deletes a document; an unclaimed upload may be deleted by whoever holds its name. */
export async function deleteDocument(deps: CommandDeps, requesterId: string | undefined, filename: string) {
  const { state, revision } = await loadDocument(deps, documentIdOf(filename));
  if (!state || state.deleted) throw new NotFoundError(documentRules.messages.notFound, 'NotFound', { filename: documentRules.messages.notFound });
  if (state.ownerId !== null && state.ownerId !== requesterId) throw new ForbiddenError(documentMessages.deleteOwnOnly);
  await deps.blobs.delete(state.blobKey);
  return appendEvents(deps, documentStream(state.documentId), [{ type: 'DocumentDeleted', data: { documentId: state.documentId, deletedAt: deps.now().toISOString() } }], revision);
}

/** The person's documents, from the read model (used when an account is deleted). */
export async function documentsOf(deps: CommandDeps, ownerId: string): Promise<string[]> {
  return (await deps.documents.collection<{ id: string }>(DOCUMENTS).find({ ownerId })).map((d) => d.id);
}

export async function eraseDocuments(deps: CommandDeps, documentIds: string[]) {
  for (const id of documentIds) {
    const { state, revision } = await loadDocument(deps, id);
    if (!state || state.deleted) continue;
    await deps.blobs.delete(state.blobKey);
    await appendEvents(deps, documentStream(id), [{ type: 'DocumentDeleted', data: { documentId: id, deletedAt: deps.now().toISOString() } }], revision);
  }
}

function loadDocument(deps: CommandDeps, documentId: string) {
  if (!/^[0-9a-f-]{36}$/.test(documentId)) return Promise.resolve({ state: undefined, revision: 'no_stream' as const, events: [] });
  return loadState<DocumentState, DocumentEvent>(deps, documentStream(documentId), evolveDocument);
}

function cleanName(name: string) {
  return name.replace(/[\\/\r\n\t\0]/g, '_').slice(-120) || 'document';
}
