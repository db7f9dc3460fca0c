import { z } from 'zod';
import { canonical, categories, currencies } from './options';

/**
 * Partner feeds: listings of other real estate companies that staff import (a JSON or CSV file, or a URL).
 * They are never mixed into our own results: they fill the 'Discover related results from other real estate
 * companies' section, with their source named. Each import replaces what that source had before.
 */
const text = (max: number) => z.preprocess((v) => (v === null || v === undefined ? undefined : String(v).trim()), z.string().max(max).optional());
const number = z.preprocess((v) => (v === '' || v === null || v === undefined || v === 'undefined' ? undefined : Number(String(v).replace(/[,\s]/g, ''))), z.number().min(0).optional());

/** One partner item, as loosely as partners send them ('images' may be a JSON string of URLs, as in the spec). */
export const partnerItemSchema = z.object({
  id: text(100),
  title: text(200),
  name: text(200),
  price: number,
  currency: z.preprocess((v) => canonical(v === '' || v === null ? undefined : v), z.enum(currencies).optional()),
  bedrooms: number,
  bathrooms: number,
  category: z.preprocess((v) => canonical(v === '' || v === null ? undefined : typeof v === 'string' ? v.toLowerCase() : v), z.enum(categories).optional()),
  town: text(100),
  region: text(50),
  url: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().url().refine((u) => /^https?:/.test(u), 'Links must be http or https').optional()),
  images: z.preprocess((v) => {
    if (typeof v === 'string') {
      try {
        return JSON.parse(v);
      } catch {
        return v.split(/[\s,;]+/).filter(Boolean);
      }
    }
    return v ?? [];
  }, z.array(z.string().url()).max(20).default([])),
});
export type PartnerItem = z.output<typeof partnerItemSchema>;

export const partnerImportSchema = z.object({
  source: z.string({ error: 'Name the partner company' }).trim().min(2, { error: 'Name the partner company' }).max(80),
  url: z.string().url({ error: 'Enter the feed address (http or https)' }).optional(),
});

export const partnerMessages = {
  imported: (count: number, skipped: number) => `Imported ${count} partner listing${count === 1 ? '' : 's'}${skipped ? `, skipped ${skipped} that could not be read` : ''}`,
  empty: 'The feed has no listings we could read',
  unreadable: 'The feed is not JSON (an array of listings) or CSV with a header row',
  tooLarge: 'The feed is larger than 5 MB',
  fetchFailed: 'Could not download the feed from that address',
  needFeed: 'Upload a JSON or CSV file, or give the feed address',
} as const;

/** Spec: external items are skipped when both title and bedrooms are the text 'undefined'. */
export const isUsablePartnerItem = (raw: Record<string, unknown>) => !(String(raw.title) === 'undefined' && String(raw.bedrooms) === 'undefined');

export type PartnerFeedImported = {
  type: 'PartnerFeedImported';
  data: { source: string; sourceSlug: string; importedBy: string; importedAt: string; items: (PartnerItem & { externalId: string })[] };
};
export const partnerFeedStream = (sourceSlug: string) => `partner-feed-${sourceSlug}`;
export const sourceSlug = (source: string) => source.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'partner';
