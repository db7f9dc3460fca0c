import {
  isUsablePartnerItem,
  parseOrThrow,
  partnerFeedStream,
  partnerImportSchema,
  partnerItemSchema,
  partnerMessages as m,
  sourceSlug,
  ValidationError,
  type PartnerFeedImported,
} from '@fie/domain';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { CommandDeps } from '../shared/deps';
import { appendEvents } from '../shared/streams';

const MAX_BYTES = 5 * 1024 * 1024;

/** Staff import a partner's feed: a JSON array (or {items: [...]}) or a CSV with a header row. */
export async function importPartnerFeed(deps: CommandDeps, staffId: string, fields: unknown, file?: { buffer: Buffer; originalname: string }) {
  const { source, url } = parseOrThrow(partnerImportSchema, fields);
  let body: string;
  if (file) body = file.buffer.toString('utf8');
  else if (url) body = await download(url);
  else throw new ValidationError({ file: m.needFeed });
  const rows = parseFeed(body);
  const items: PartnerFeedImported['data']['items'] = [];
  let skipped = 0;
  rows.forEach((raw, i) => {
    const parsed = partnerItemSchema.safeParse(raw);
    if (!isUsablePartnerItem(raw) || !parsed.success || (!parsed.data.title && !parsed.data.name)) {
      skipped += 1;
      return;
    }
    items.push({ ...parsed.data, externalId: parsed.data.id ?? String(i + 1) });
  });
  if (items.length === 0) throw new ValidationError({ file: m.empty });
  const slug = sourceSlug(source);
  const event: PartnerFeedImported = { type: 'PartnerFeedImported', data: { source, sourceSlug: slug, importedBy: staffId, importedAt: deps.now().toISOString(), items } };
  const { position } = await appendEvents(deps, partnerFeedStream(slug), [event]);
  return { position, message: m.imported(items.length, skipped), count: items.length, skipped, sourceSlug: slug };
}

/**
 * Staff type the address, but the server fetches it: refuse addresses inside our own network (loopback,
 * private and link-local ranges, cloud metadata) unless PARTNER_FEEDS_ALLOW_PRIVATE=true (tests, intranets).
 */
async function assertPublicAddress(url: string) {
  if (process.env.PARTNER_FEEDS_ALLOW_PRIVATE === 'true') return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  const inside = (ip: string) =>
    /^(127\.|10\.|192\.168\.|169\.254\.|0\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.)/.test(ip) || /^172\.(1[6-9]|2\d|3[01])\./.test(ip) || /^(::1$|fc|fd|fe80:|::ffff:(127|10|192\.168)\.)/i.test(ip);
  if (addresses.length === 0 || addresses.some(inside)) throw new ValidationError({ url: 'That address is not a public feed address' });
}

async function download(url: string): Promise<string> {
  await assertPublicAddress(url);
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'follow' });
    if (!res.ok) throw new Error(String(res.status));
    const length = Number(res.headers.get('content-length') ?? 0);
    if (length > MAX_BYTES) throw new ValidationError({ url: m.tooLarge });
    const text = await res.text();
    if (text.length > MAX_BYTES) throw new ValidationError({ url: m.tooLarge });
    return text;
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw new ValidationError({ url: m.fetchFailed });
  }
}

export function parseFeed(body: string): Record<string, unknown>[] {
  const trimmed = body.replace(/^\uFEFF/, '').trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      const json = JSON.parse(trimmed) as unknown;
      const list = Array.isArray(json) ? json : (json as { items?: unknown; listings?: unknown }).items ?? (json as { listings?: unknown }).listings;
      if (Array.isArray(list)) return list.filter((x): x is Record<string, unknown> => !!x && typeof x === 'object');
    } catch {
      /* falls through to the error below */
    }
    throw new ValidationError({ file: m.unreadable });
  }
  const rows = parseCsv(trimmed);
  if (rows.length < 2) throw new ValidationError({ file: m.unreadable });
  const header = rows[0]!.map((h) => h.trim());
  return rows.slice(1).filter((r) => r.some((c) => c.trim())).map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** RFC 4180 CSV: quoted fields, doubled quotes, commas and newlines inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  rows.push(row);
  return rows;
}
