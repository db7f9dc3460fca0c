import { distanceKm, isRegionCode, normalizeName, places, type Place } from '@fie/places';
import { learnedPlaceViews, type LearnedPlaceView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';

/** A learned locality this close to a gazetteer place of the same name is that place: it is not suggested twice. */
const SAME_PLACE_KM = 5;

// The gazetteer's places by every normalised name they answer to.
const gazetteerByName = new Map<string, Place[]>();
for (const p of places) {
  for (const name of [p.name, ...(p.alt ?? [])]) {
    const key = normalizeName(name);
    gazetteerByName.set(key, [...(gazetteerByName.get(key) ?? []), p]);
  }
}

function toPlace(view: LearnedPlaceView): Place | null {
  if (!isRegionCode(view.regionCode)) return null;
  if ((gazetteerByName.get(view.key) ?? []).some((p) => distanceKm(p, view) <= SAME_PLACE_KM)) return null;
  return { id: `learned:${view.id}`, name: view.name, kind: 'neighbourhood', regionCode: view.regionCode, lat: view.lat, lon: view.lon };
}

// The last list made, kept while the read model holds the same documents: searchPlaces normalises an extra list's
// names once per array, so handing it the same array keeps a suggestion as cheap as the gazetteer's own.
let last: { signature: string; places: Place[] } = { signature: '', places: [] };

/**
 * The localities learned from listings (read-models places/learned-places.ts) as places to search beside the
 * gazetteer, less those it already has. Read on every call (a small collection), so a locality is suggested as
 * soon as the projection has learned it.
 */
export async function learnedPlaces(documents: DocumentStore): Promise<Place[]> {
  const views = await learnedPlaceViews(documents);
  const signature = views.map((v) => `${v.id}|${v.name}|${v.regionCode}|${v.lat}|${v.lon}`).join('\n');
  if (signature !== last.signature) last = { signature, places: views.map(toPlace).filter((p): p is Place => p !== null) };
  return last.places;
}
