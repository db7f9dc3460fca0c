import type { DocumentStore } from '@fie/stores';

/**
 * Places learned from the listings (issue 20): the locality a lister types (location_details.town) becomes a place
 * suggestion once three or more listings name it within a few kilometres of one another, at the median of their
 * points. The learned-places projection keeps two collections:
 * - `listing_localities`: one document per listing (its id), the locality as typed, its normalised key, region
 *   and point; a deleted listing's is removed;
 * - `learned_places`: one document per group of three or more listings of one key within LEARNED_RADIUS_KM of the
 *   group's seed, at the median of their points, under the spelling most of them used and their commonest region.
 * A locality the gazetteer already has nearby is still learned here; the query API leaves it out of suggestions.
 * Caveat: the listings are counted, not their listers, so one lister with three listings can teach a name.
 */
export const LISTING_LOCALITIES = 'listing_localities';
export const LEARNED_PLACES = 'learned_places';
/** How many listings teach a locality. */
export const LEARNED_MIN_LISTINGS = 3;
/** How far from a group's seed its listings may lie: "within a few kilometres". */
export const LEARNED_RADIUS_KM = 3;

export type ListingLocalityView = { id: string; key: string; name: string; regionCode: string; lat: number; lon: number };
export type LearnedPlaceView = { id: string; key: string; name: string; regionCode: string; lat: number; lon: number; listings: number };

/** Every learned place: a small collection (one document per locality that three listings name). */
export async function learnedPlaceViews(docs: DocumentStore): Promise<LearnedPlaceView[]> {
  return docs.collection<LearnedPlaceView>(LEARNED_PLACES).find({}, { sort: [['id', 'asc']] });
}
