import { DomainError, parseOrThrow, searchSchema, type PageAnswer, type PageRequest } from '@fie/domain';
import { answerSearch } from '../listings/search-answer';
import { publicListing } from '../listings/public-listing';
import { publicOrganization, publicOrganizationListings } from '../organizations/public-reads';
import type { QueryDeps } from '../shared/deps';

/**
 * The reads a server-rendered page makes, answered in-process from the read models by the same functions the
 * query API's routes call (not over HTTP to ourselves), with the status and body the route would have sent.
 * Only the public reads the site's pages make are here; each answer says which parts of the marketplace it
 * shows (`tags`), so a cached page is dropped when one of them changes (page-cache.ts).
 */
export type Reads = Pick<QueryDeps, 'documents' | 'search' | 'searchThreads'>;
export type TaggedAnswer = PageAnswer & { tags: string[] };

/** Tags: a listing's page, its lister's, an organization's, and 'search' for anything that lists listings. */
export const tags = {
  listing: (id: string) => `listing:${id}`,
  user: (id: string) => `user:${id}`,
  organization: (id: string) => `org:${id}`,
  search: 'search',
  /** Everything (the exchange rate changes every dollar price). */
  all: '*',
} as const;

type Handler = (reads: Reads, match: RegExpExecArray, request: PageRequest, query: URLSearchParams) => Promise<TaggedAnswer>;

const routes: { method: PageRequest['method']; path: RegExp; handler: Handler }[] = [
  {
    method: 'GET',
    path: /^\/properties\/search\/([^/?]+)$/,
    handler: async (reads, [, id]) => {
      const listingId = decodeURIComponent(id!);
      const answer = await publicListing(reads, listingId);
      const body = answer.body as { ownerId?: string; organizationId?: string | null };
      const lister = answer.status === 200 ? (body.organizationId ? tags.organization(body.organizationId) : body.ownerId ? tags.user(body.ownerId) : undefined) : undefined;
      // A page that cannot show its listing shows similar ones nearby, which any listing's change may alter.
      return { ...answer, tags: [tags.listing(listingId), ...(lister ? [lister] : []), ...(answer.status === 200 ? [] : [tags.search])] };
    },
  },
  {
    method: 'POST',
    path: /^\/properties\/search$/,
    handler: async (reads, _match, request) => {
      const checked = parseOrThrow(searchSchema, request.body ?? {});
      const body = reads.searchThreads ? JSON.parse(await reads.searchThreads.answer(checked)) : await answerSearch(reads, checked);
      return { status: 200, body, tags: [tags.search] };
    },
  },
  {
    method: 'GET',
    path: /^\/organizations\/single\/([^/?]+)$/,
    handler: async (reads, [, name]) => {
      const body = await publicOrganization(reads.documents, decodeURIComponent(name!));
      return { status: 200, body, tags: [tags.organization(body.result.organization.id)] };
    },
  },
  {
    method: 'GET',
    path: /^\/organizations\/([^/?]+)\/listings$/,
    handler: async (reads, [, name], _request, query) => {
      const body = await publicOrganizationListings(reads.documents, decodeURIComponent(name!), { page: query.get('page'), pageSize: query.get('pageSize') });
      return { status: 200, body, tags: [tags.search] };
    },
  },
];

/**
 * The answer to one page read; a domain error becomes its status and body as over HTTP. A read this table
 * does not know, or a failure, answers undefined: the page then renders without it and the browser asks.
 */
export async function answerPageRequest(reads: Reads, request: PageRequest): Promise<TaggedAnswer | undefined> {
  const [path = '', query = ''] = request.path.split('?');
  for (const route of routes) {
    const match = route.method === request.method ? route.path.exec(path) : null;
    if (!match) continue;
    try {
      return await route.handler(reads, match, request, new URLSearchParams(query));
    } catch (error) {
      if (error instanceof DomainError) return { status: error.status, body: { message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}) }, tags: [tags.search] };
      throw error;
    }
  }
  return undefined;
}
