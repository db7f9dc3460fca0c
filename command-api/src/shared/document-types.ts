import { documentRules } from '@fie/domain';

/**
 * The real type of an uploaded document, read from its first bytes; the name only chooses between
 * formats that share a container (docx and xlsx are both zip files) and names a CSV, which has no signature.
 */
const types: Record<string, { contentType: string; matches: (b: Buffer) => boolean }> = {
  pdf: { contentType: 'application/pdf', matches: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  png: { contentType: 'image/png', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  jpeg: { contentType: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  webp: { contentType: 'image/webp', matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  doc: { contentType: 'application/msword', matches: (b) => b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) },
  docx: { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', matches: isZip },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', matches: isZip },
  rar: { contentType: 'application/vnd.rar', matches: (b) => b.subarray(0, 6).toString('latin1') === 'Rar!\x1a\x07' },
  csv: { contentType: 'text/csv', matches: isText },
};

function isZip(b: Buffer) {
  return b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;
}

function isText(b: Buffer) {
  const head = b.subarray(0, 8192);
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.length === b.length ? head : head.subarray(0, lastCharBoundary(head)));
    return true;
  } catch {
    return false;
  }
}

function lastCharBoundary(b: Buffer) {
  let end = b.length;
  while (end > 0 && (b[end - 1]! & 0xc0) === 0x80) end -= 1;
  return end > 0 && b[end - 1]! >= 0xc0 ? end - 1 : b.length;
}

const pictures = ['png', 'jpg', 'jpeg', 'webp'];

/**
 * The extension and content type to store; undefined when the bytes are not an allowed document, and
 * 'picture-named-otherwise' when a name promises a picture the bytes are not (a PDF or an archive passed
 * off as a photo is how a hostile file gets opened by the wrong program).
 */
export function detectDocumentType(name: string, bytes: Buffer): { extension: string; contentType: string } | 'picture-named-otherwise' | undefined {
  const declared = name.toLowerCase().split('.').pop() ?? '';
  if ((documentRules.extensions as readonly string[]).includes(declared) && types[declared]?.matches(bytes)) {
    return { extension: declared === 'jpeg' ? 'jpg' : declared, contentType: types[declared]!.contentType };
  }
  // A misnamed file is still accepted for what it really is when that is unambiguous: phones often save a
  // PNG as .jpg, and a scan may lose its extension. Only a picture's name is held to being a picture.
  for (const ext of ['pdf', 'png', 'jpg', 'webp', 'doc', 'rar']) {
    if (!types[ext]!.matches(bytes)) continue;
    if (pictures.includes(declared) && !pictures.includes(ext)) return 'picture-named-otherwise';
    return { extension: ext, contentType: types[ext]!.contentType };
  }
  return pictures.includes(declared) ? 'picture-named-otherwise' : undefined;
}
