import { regionCodeOf, type RequestPlace } from '@fie/domain';
import { districtById, normalizeName, placeById, regionOf, searchPlaces, type PlaceSuggestion } from '@fie/places';

const asPlace = (s: PlaceSuggestion): RequestPlace => ({ id: s.id, name: s.name, kind: s.kind, region: s.regionCode, lat: s.lat, lon: s.lon, label: s.label });

/** The gazetteer's suggestion for an id (a region's code, a district's id or a place's id). */
function suggestionById(id: string): PlaceSuggestion | undefined {
  const name = regionOf(id)?.name ?? districtById(id)?.name ?? placeById(id)?.name;
  return name ? searchPlaces(name, { limit: 50 }).find((s) => s.id === id) : undefined;
}

/**
 * A request's place, from the gazetteer only (a request's location is chosen from the list, never typed
 * freely): by the id the location box gave, or else by the town's exact name (in the region, if one is named).
 */
export function findPlace(details: { place_id?: string; town?: string; region?: string }): RequestPlace | undefined {
  if (details.place_id) {
    const found = suggestionById(details.place_id);
    return found ? asPlace(found) : undefined;
  }
  const region = regionCodeOf(details.region) || undefined;
  if (!details.town) return region ? findPlace({ place_id: region }) : undefined;
  const wanted = normalizeName(details.town);
  const found = searchPlaces(details.town, { limit: 20, regionCode: region }).find((s) => normalizeName(s.name) === wanted);
  return found ? asPlace(found) : undefined;
}

/** The place a saved search's `location` names, read as the search reads it (its best suggestion). */
export const searchedPlace = (location: string | undefined): RequestPlace | undefined => {
  const found = location ? searchPlaces(location, { limit: 1, typing: false })[0] : undefined;
  return found ? asPlace(found) : undefined;
};
