import { typeLabels } from './options';

/**
 * A listing's public address: `/property/{id}/{slug}`. The id is the key; the slug only says in words what the
 * page is ('3-bedroom-house-east-legon'), for people reading a shared link and for search engines. It follows
 * the listing (a new type or town gives a new slug), and an address with an old or no slug answers a 301 to
 * the current one, so every link ever shared keeps working.
 */
export type SlugSource = { type: string; bedrooms?: number | null; location_details?: { town?: string | null } | null };

const MAX_SLUG_LENGTH = 80;
/** Types whose name already counts the rooms: 'chamber-and-hall-madina', not '1-bedroom-chamber-and-hall-madina'. */
const ROOMS_IN_NAME: readonly string[] = ['single_room', 'chamber_and_hall'];

/** Lower-case ASCII words joined by '-': accents dropped ('Asokwa Ɔdumase' → 'asokwa-odumase'). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ɔƆ]/g, 'o')
    .replace(/[ɛƐ]/g, 'e')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function listingSlug(listing: SlugSource): string {
  const rooms = listing.bedrooms && !ROOMS_IN_NAME.includes(listing.type) ? `${listing.bedrooms} bedroom ` : '';
  const type = typeLabels[listing.type] ?? listing.type.replace(/_/g, ' ');
  const town = listing.location_details?.town ?? '';
  const slug = slugify(`${rooms}${type} ${town}`);
  if (slug.length <= MAX_SLUG_LENGTH) return slug || 'property';
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, '');
}

export function listingPath(id: string, slug?: string): string {
  return `/property/${encodeURIComponent(id)}${slug ? `/${slug}` : ''}`;
}
