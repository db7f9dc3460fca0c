import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A small reader for the outbox's .eml files: enough to find a message by recipient and read its text
 * part (quoted-printable or base64). Used by tests and by `npm run outbox` for people without a mail client.
 */
export type ReadMessage = { file: string; to: string; subject: string; text: string; attachments: ReadAttachment[] };
export type ReadAttachment = { filename: string; contentType: string; content: string };

export function parseEml(raw: string): Omit<ReadMessage, 'file'> {
  const { headers, body } = split(raw);
  const to = headers['to'] ?? '';
  const subject = decodeWords(headers['subject'] ?? '');
  return { to, subject, text: textPart(headers, body), attachments: attachmentsOf(headers, body) };
}

export async function readOutbox(dir: string): Promise<ReadMessage[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(names.map(async (file) => ({ file, ...parseEml(await readFile(join(dir, file), 'utf8')) })));
}

export async function latestMessageTo(dir: string, email: string): Promise<ReadMessage | undefined> {
  const all = await readOutbox(dir);
  return all.reverse().find((m) => m.to.toLowerCase().includes(email.toLowerCase()));
}

function split(raw: string) {
  const normalized = raw.replace(/\r\n/g, '\n');
  const at = normalized.indexOf('\n\n');
  const head = at === -1 ? normalized : normalized.slice(0, at);
  const body = at === -1 ? '' : normalized.slice(at + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function textPart(headers: Record<string, string>, body: string): string {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1).map((p) => split(p.replace(/^\n/, '')));
    const plain = parts.find((p) => (p.headers['content-type'] ?? '').startsWith('text/plain')) ?? parts[0];
    return plain ? textPart(plain.headers, plain.body) : '';
  }
  return decodeBody(body, headers['content-transfer-encoding'] ?? '7bit');
}

/** Parts sent as attachments (calendar invitations), with their text content decoded. */
function attachmentsOf(headers: Record<string, string>, body: string): ReadAttachment[] {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    return body.split(`--${boundary}`).slice(1, -1).flatMap((p) => {
      const part = split(p.replace(/^\n/, ''));
      return attachmentsOf(part.headers, part.body);
    });
  }
  const disposition = headers['content-disposition'] ?? '';
  if (!/^attachment/i.test(disposition)) return [];
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? /name="?([^";]+)"?/i.exec(type)?.[1] ?? 'attachment';
  return [{ filename, contentType: type, content: decodeBody(body, headers['content-transfer-encoding'] ?? '7bit').replace(/\n/g, '\r\n').replace(/\r\r\n/g, '\r\n') }];
}

function decodeBody(body: string, encoding: string): string {
  const enc = encoding.toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    // Escape literal '%' first, so only the =XX sequences become percent-escapes to decode.
    const bytes = body.replace(/=\n/g, '').replace(/%/g, '%25').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    try {
      return decodeURIComponent(bytes);
    } catch {
      return body;
    }
  }
  return body;
}

function decodeWords(value: string): string {
  // RFC 2047: white space between two adjacent encoded words is not part of the text.
  return value.replace(/(\?=)\s+(=\?)/g, '$1$2').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}
