import { listingMessages as m, searchSchema, type SearchRequest } from '@fie/domain';
import { LISTING_PAGES, listingFate, LISTINGS, presentListing, type ListingFate, type ListingPageView, type ListingView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { answerSearch } from './search-answer';

/**
 * One listing as anyone may see it: GET /properties/search/{id}, and the property page the server renders
 * (the same function for both). A listing that cannot be shown answers the spec's 404 'Could not get
 * property!' with what became of it and similar listings near where it was, so the page helps instead of
 * sending the visitor away:
 * - `deleted`: its lister or staff deleted it (the page answers 410 Gone);
 * - `unlisted`: it exists but is not advertised now (hidden, let, sold, archived): 404, kept out of search engines;
 * - `unknown`: no listing ever had this id: 404.
 * Beside it, for a listing that was (issue 32), `fate` says exactly what became of it (deleted by its lister, removed
 * by Fie's moderators, let, sold, archived, paused, hidden) and `title` what it was called, so those who saved it,
 * viewed it or dealt on it read what happened.
 */
export type ListingState = 'deleted' | 'unlisted' | 'unknown';
export type PublicListingAnswer =
  | { status: 200; body: unknown }
  | { status: 404; body: { message: string; code: 'NotFound'; state: ListingState; fate: ListingFate | null; title: string | null; nearby: unknown } };

type Reads = Pick<QueryDeps, 'documents' | 'search' | 'searchThreads'>;

/** Similar listings shown on a missing listing's page. */
const NEARBY = 6;

export async function publicListing(reads: Reads, id: string): Promise<PublicListingAnswer> {
  const property = await presentListing(reads.documents, id, 'public');
  if (property) return { status: 200, body: property };
  const [page, view, became] = await Promise.all([reads.documents.collection<ListingPageView>(LISTING_PAGES).get(id), reads.documents.collection<ListingView>(LISTINGS).get(id), listingFate(reads.documents, id)]);
  const state: ListingState = page?.deletedAt ? 'deleted' : page || view ? 'unlisted' : 'unknown';
  const like = page ? { point: page.point, category: page.category, acquisition: page.acquisition, town: page.town } : view ? { point: view.location.coordinates as [number, number], category: view.category, acquisition: view.acquisition, town: view.location_details.town } : undefined;
  return { status: 404, body: { message: m.notFound, code: 'NotFound', state, fate: became?.fate ?? null, title: became?.title ?? null, nearby: await nearby(reads, like, id) } };
}

/** The same kind of listing within 10 km of where it was; for an unknown id, the newest listings in Ghana. */
async function nearby(reads: Reads, like: { point: [number, number]; category: string; acquisition: string; town?: string } | undefined, except: string) {
  const request: SearchRequest = searchSchema.parse(
    like ? { category: like.category, acquisition: like.acquisition, point: { lon: like.point[0], lat: like.point[1], radiusKm: 10 }, pageSize: NEARBY + 1 } : { pageSize: NEARBY },
  );
  const answer = reads.searchThreads ? (JSON.parse(await reads.searchThreads.answer(request)) as Awaited<ReturnType<typeof answerSearch>>) : await answerSearch(reads, request);
  const properties = (answer.result.properties as { id: string }[]).filter((p) => p.id !== except).slice(0, NEARBY);
  return { near: like?.town ?? null, properties };
}
