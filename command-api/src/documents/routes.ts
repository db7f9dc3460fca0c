import { Router } from 'express';
import { documentRules, ValidationError, documentMessages } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { receiveFiles } from '../shared/uploads';
import { deleteListingImage } from '../listings/images';
import { deleteDocument, uploadDocuments } from '../shared/documents';

/** Document uploads for owners (Ghana Card, title deeds, tenancy agreements) and their deletion. */
export function documentRoutes(deps: CommandDeps): Router {
  const router = Router();
  const receive = receiveFiles({ field: 'files', maxBytes: documentRules.maxBytes, maxFiles: documentRules.maxFiles, messages: documentRules.messages });

  router.post(['/auth/personal-documents/upload', '/auth/upload-document'], receive, async (req, res) => {
    // Signed-in people own what they upload; an anonymous upload waits for an owner registration to claim it.
    const ownerId = req.principal?.kind === 'user' ? req.principal.id : null;
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const { files: stored, position } = await uploadDocuments(deps, ownerId, files);
    await respond(deps, res, 201, { message: documentRules.messages.uploaded, filename: stored[0]!.filename, filelocation: stored[0]!.filelocation, files: stored }, position);
  });

  router.post('/auth/delete-file', async (req, res) => {
    const filename = typeof req.body?.filename === 'string' ? req.body.filename.trim() : '';
    if (!filename) throw new ValidationError({ filename: documentMessages.filenameRequired });
    const requester = req.principal?.kind === 'user' ? req.principal.id : req.principal?.kind === 'organization' ? `organization-${req.principal.id}` : undefined;
    // The spec uses this call for listing photos too; a photo's name is its bare id.
    if (/^[0-9a-f-]{36}$/.test(filename)) {
      if (!requester) throw new ValidationError({ filename: documentMessages.signInToDelete });
      const { position } = await deleteListingImage(deps, requester, filename);
      return respond(deps, res, 200, { message: documentRules.messages.deleted }, position);
    }
    const { position } = await deleteDocument(deps, requester, filename);
    await respond(deps, res, 200, { message: documentRules.messages.deleted }, position);
  });

  return router;
}
