import { saveMessages } from '@fie/domain';
import { api, type RequestOptions } from '../../../lib/api-client';
import { toProperty, type Property } from '../../../lib/property';
import { toFate, type ListingFate } from '../../../lib/listing-fate';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** POST /api/properties/{id}/save: 200 `{message: 'Saved', saved: true}`; saving twice changes nothing. */
export async function saveProperty(id: string): Promise<string> {
  const answer = await api.post<{ message?: string } | undefined>(`/properties/${encodeURIComponent(id)}/save`, undefined);
  return answer?.message || saveMessages.saved;
}

/** DELETE /api/properties/{id}/save: 200 `{message: 'Removed from saved', saved: false}`. */
export async function unsaveProperty(id: string): Promise<string> {
  const answer = await api.delete<{ message?: string } | undefined>(`/properties/${encodeURIComponent(id)}/save`);
  return answer?.message || saveMessages.removed;
}

/** GET /api/saved-properties/ids: what the hearts on cards need, once per session. */
export async function fetchSavedIds(options: Pick<RequestOptions, 'signal'> = {}): Promise<string[]> {
  const answer = await api.get<{ result?: { ids?: unknown } }>('/saved-properties/ids', options);
  const ids = answer?.result?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export type SavedStatus = 'published' | 'hidden' | 'let' | 'sold' | 'archived' | 'deleted' | 'removed';

/**
 * One saved property. `property` is the listing's card while it is published; otherwise the last title,
 * thumbnail and price seen, so a let, sold, hidden or deleted property says so instead of vanishing.
 */
export type SavedProperty = {
  id: string;
  savedAt: string;
  available: boolean;
  status: SavedStatus;
  /** What became of it, in words the card says in the reader's language (deleted, removed, let, sold, paused…). */
  fate?: ListingFate;
  statusText?: string;
  property: Property;
  thumbnail?: string;
  /** False when the last copy seen had no price (the card then says nothing about one). */
  priced: boolean;
};

const statuses: readonly SavedStatus[] = ['published', 'hidden', 'let', 'sold', 'archived', 'deleted', 'removed'];

export function toSavedProperty(value: unknown): SavedProperty | null {
  if (!isRecord(value) || !isRecord(value.property)) return null;
  const id = str(value._id) ?? str(value.id) ?? str(value.property.id) ?? str(value.property._id);
  if (!id) return null;
  // The last seen copy may be short (title, thumbnail, price): the reader fills in the rest as empty.
  const property = toProperty({ ...value.property, id });
  if (!property) return null;
  const status = statuses.find((s) => s === value.status) ?? (value.available === false ? 'deleted' : 'published');
  const available = value.available !== false && status === 'published';
  // An older server names no fate: its status says it (its lister's 'hidden' then reads as not shown).
  const fate = available ? undefined : (toFate(value.fate) ?? toFate(status) ?? (status === 'published' ? 'hidden' : undefined));
  return {
    id,
    savedAt: str(value.savedAt) ?? '',
    available,
    status,
    ...(fate ? { fate } : {}),
    statusText: str(value.statusText),
    property,
    thumbnail: str(value.property.thumbnail) ?? property.images[0]?.thumbnail,
    priced: typeof value.property.price === 'number' || (typeof value.property.price === 'string' && value.property.price.trim() !== ''),
  };
}

/** GET /api/saved-properties: most recently saved first. */
export async function fetchSavedProperties(options: Pick<RequestOptions, 'signal'> = {}): Promise<SavedProperty[]> {
  const answer = await api.get<{ result?: { properties?: unknown } }>('/saved-properties', options);
  const list = answer?.result?.properties;
  return Array.isArray(list) ? list.map(toSavedProperty).filter((item): item is SavedProperty => item !== null) : [];
}
