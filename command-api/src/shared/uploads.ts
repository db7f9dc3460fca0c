import type { NextFunction, Request, Response } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { PayloadTooLargeError, uploadRules, ValidationError } from '@fie/domain';

export type UploadedFile = { originalname: string; buffer: Buffer; size: number };
type Limits = { field: string; maxBytes: number; maxFiles: number; messages: { tooLarge: string; tooMany: string } };

/**
 * Multipart bodies, read into memory within limits: a file over its size, more files than allowed, or too
 * many fields is a 413 naming the field, answered as soon as the limit is crossed; a cut-off or malformed
 * body is a 400. Nothing is stored either way.
 */
export function receiveFiles({ field, maxBytes, maxFiles, messages }: Limits) {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: maxFiles, fields: uploadRules.maxFields, fieldSize: uploadRules.maxFieldBytes, parts: maxFiles + uploadRules.maxFields },
  }).any();
  return (req: Request, res: Response, next: NextFunction) =>
    upload(req, res, (error: unknown) => {
      if (!error) return next();
      const code = (error as { code?: string }).code;
      if (code === 'LIMIT_FILE_SIZE') return next(new PayloadTooLargeError({ [field]: messages.tooLarge }));
      if (code === 'LIMIT_FILE_COUNT' || code === 'LIMIT_UNEXPECTED_FILE') return next(new PayloadTooLargeError({ [field]: messages.tooMany }));
      if (code === 'LIMIT_PART_COUNT' || code === 'LIMIT_FIELD_COUNT' || code === 'LIMIT_FIELD_KEY' || code === 'LIMIT_FIELD_VALUE') return next(new PayloadTooLargeError({ [field]: uploadRules.messages.tooManyFields }));
      // busboy's own errors (a missing boundary, a body cut off mid-part) are the client's, not ours.
      next(new ValidationError({ [field]: uploadRules.messages.malformed }, uploadRules.messages.malformed, 'MalformedUpload'));
    });
}

/**
 * Markers of HTML, script and server code inside a file that claims to be a picture or a document: a
 * polyglot that a browser or a careless viewer could run. Compressed data matching one by chance is
 * vanishingly unlikely (each is six or more exact bytes).
 */
const codeMarkers = /<script|<\/script|<html|<iframe|<svg[\s>]|<object|<embed|<\?php|javascript:|\/JavaScript|\/Launch/i;

/** What every file must pass, whatever it is for: not empty, and no code hidden in it. */
export function assertHarmless(file: UploadedFile, field: string) {
  const m = uploadRules.messages;
  if (file.size === 0 || file.buffer.length === 0) throw new ValidationError({ [field]: m.withFile(m.empty, file.originalname) });
  // latin1 maps each byte to one character, so the expression scans the raw bytes.
  if (codeMarkers.test(file.buffer.toString('latin1'))) throw new ValidationError({ [field]: m.withFile(m.carriesCode, file.originalname) });
}

const pictureFormats = ['jpeg', 'png', 'webp', 'heif', 'avif'];

/**
 * A picture's real type comes from decoding its header (sharp), never from its name; its canvas is capped
 * before any pixel is decoded, so a decompression bomb costs a header read.
 */
export async function assertPicture(file: UploadedFile, field: string, notAPicture: string) {
  assertHarmless(file, field);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(file.buffer, { failOn: 'error', limitInputPixels: uploadRules.maxPixels }).metadata();
  } catch (error) {
    const overCanvas = error instanceof Error && /pixel limit/.test(error.message);
    throw new ValidationError({ [field]: uploadRules.messages.withFile(overCanvas ? uploadRules.messages.tooManyPixels : notAPicture, file.originalname) });
  }
  if (!meta.format || !pictureFormats.includes(meta.format) || !meta.width || !meta.height) throw new ValidationError({ [field]: uploadRules.messages.withFile(notAPicture, file.originalname) });
  const pixels = meta.width * meta.height * Math.max(1, meta.pages ?? 1);
  if (pixels > uploadRules.maxPixels) throw new ValidationError({ [field]: uploadRules.messages.withFile(uploadRules.messages.tooManyPixels, file.originalname) });
}

/** The decoder for a checked picture, with the same cap on its canvas. */
export const decodePicture = (file: UploadedFile) => sharp(file.buffer, { limitInputPixels: uploadRules.maxPixels });
