import type { Category } from '@fie/domain';
import { emptyValues, type FormImage, type ListingValues, type PlaceChoice } from './values';

/**
 * A saved draft back into the form. A draft is the form's own state as it was sent, so it is read field by
 * field against an empty form of its category: a value of the wrong kind (an older form's, a hand-made
 * request's) falls back to the empty one instead of breaking the form.
 */
type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function isPlace(value: unknown): value is PlaceChoice {
  return isRecord(value) && isText(value.label) && isText(value.town) && isText(value.city) && isText(value.region) && typeof value.lat === 'number' && typeof value.lon === 'number';
}

function isImage(value: unknown): value is FormImage {
  return isRecord(value) && isText(value.name) && isText(value.location) && isText(value.thumbnail);
}

/** The fields of `raw` that have the same kind as in `base` (for the utilities and rules objects). */
function sameKinds<T extends Raw>(base: T, raw: Raw): T {
  const out: Raw = { ...base };
  for (const key of Object.keys(base)) if (typeof raw[key] === typeof base[key]) out[key] = raw[key];
  return out as T;
}

export function valuesFromDraft(category: Category, raw: Raw): ListingValues {
  const base = emptyValues(category);
  const out: Raw = { ...base };
  for (const key of Object.keys(base) as (keyof ListingValues)[]) {
    const want: unknown = base[key];
    const got = raw[key];
    if (got === undefined || got === null) continue;
    if (key === 'place') out.place = isPlace(got) ? got : null;
    // Photos uploaded for the draft are not on any listing yet: deleting one deletes the file.
    else if (key === 'images') out.images = Array.isArray(got) ? got.filter(isImage).map((image) => ({ name: image.name, location: image.location, thumbnail: image.thumbnail, fresh: true })) : [];
    else if (key === 'currency') out.currency = got === 'USD' ? 'USD' : 'GHS';
    else if (Array.isArray(want)) out[key] = Array.isArray(got) ? got.filter(isText) : want;
    else if (isRecord(want)) out[key] = isRecord(got) ? sameKinds(want, got) : want;
    else if (typeof got === typeof want) out[key] = got;
  }
  return out as ListingValues;
}
