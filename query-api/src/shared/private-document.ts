import type { Readable } from 'node:stream';
import type { Response } from 'express';

/**
 * Sends a private document (a person's or an organization's) to the one allowed to open it: shown in the
 * browser under its own name, never cached, never sniffed as another type.
 */
export function sendPrivateDocument(res: Response, doc: { contentType: string; name: string }, blob: { info: { size: number }; stream: Readable }): void {
  res.setHeader('Content-Type', doc.contentType);
  res.setHeader('Content-Length', String(blob.info.size));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Disposition', `inline; filename*=UTF-8''${encodeURIComponent(doc.name)}`);
  blob.stream.pipe(res);
}
