import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import { documentRules, ValidationError } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { deleteDocument, uploadDocuments } from './handlers';

/** Document uploads for owners (Ghana Card, title deeds, tenancy agreements) and their deletion. */
export function documentRoutes(deps: CommandDeps): Router {
  const router = Router();
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: documentRules.maxBytes, files: documentRules.maxFiles } }).any();
  const receive = (req: Request, res: Response, next: NextFunction) =>
    upload(req, res, (error: unknown) => {
      const code = (error as { code?: string } | undefined)?.code;
      if (code === 'LIMIT_FILE_SIZE') return next(new ValidationError({ files: documentRules.messages.tooLarge }));
      if (code === 'LIMIT_FILE_COUNT') return next(new ValidationError({ files: documentRules.messages.tooMany }));
      next(error);
    });

  router.post(['/auth/personal-documents/upload', '/auth/upload-document'], receive, async (req, res) => {
    // Signed-in people own what they upload; an anonymous upload waits for an owner registration to claim it.
    const ownerId = req.principal?.kind === 'user' ? req.principal.id : null;
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const { files: stored, position } = await uploadDocuments(deps, ownerId, files);
    await respond(deps, res, 201, { message: documentRules.messages.uploaded, filename: stored[0]!.filename, filelocation: stored[0]!.filelocation, files: stored }, position);
  });

  router.post('/auth/delete-file', async (req, res) => {
    const filename = typeof req.body?.filename === 'string' ? req.body.filename.trim() : '';
    if (!filename) throw new ValidationError({ filename: 'Which file? The filename is missing' });
    const requester = req.principal?.kind === 'user' ? req.principal.id : undefined;
    const { position } = await deleteDocument(deps, requester, filename);
    await respond(deps, res, 200, { message: documentRules.messages.deleted }, position);
  });

  return router;
}
