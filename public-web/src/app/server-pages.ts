import type { PageAnswer, PageRequest } from '@fie/domain';
import { matchRoutes } from 'react-router-dom';
import { paths } from '../lib/paths';
import { propertyRequest } from '../features/property/api/get-property';
import { searchRequest } from '../features/search/api/search-properties';
import { filtersFromQuery } from '../features/search/model/filters';
import { organizationRequest } from '../features/organizations/api/organization';
import { PUBLIC_LISTINGS_PAGE_SIZE, publicListingsRequest } from '../features/organizations/api/page';
import { newestRequests } from '../features/home/api/newest';
import { routes } from './routes';

/**
 * The pages the server renders: the ones people arrive at from outside (a shared link, a search engine, the
 * home screen) and that are the same for everyone. Each names the reads it makes as it opens, so the server
 * can answer them from the read models and draw the page with its content. The sign-in and registration pages are
 * drawn here too (issue 32): their forms post as plain forms (to the API, in the body) before their code arrives or
 * without it, and the page the post comes back to reads what it said from `formStateRequest`, which the server
 * answers from the post's cookie. Everything else is the shell the browser renders alone: pages behind a session (it
 * lives in the browser's storage).
 *
 * `requests` is asked again with the answers so far, for a read that depends on another (an organization's
 * listings are asked for under the name its record gives), until it asks for nothing new.
 */
type Reads = (page: {
  params: Record<string, string | undefined>;
  search: string;
  /** Which site the host serves ('app', 'search', 'about'). */
  mode: string;
  answers: Record<string, PageAnswer>;
  answer: (request: PageRequest) => PageAnswer | undefined;
  /** The place the device last searched (its cookie); a page that asks is cached per place. */
  lastPlace: () => string | undefined;
}) => PageRequest[];

const none: Reads = () => [];
/** The landing (issue 32): the newest listings near the device's last searched place, or in Accra and Kumasi. */
const landing: Reads = ({ mode, lastPlace, answer }) => (mode === 'about' ? [] : newestRequests(lastPlace(), answer));
const search: Reads = ({ search: query }) => [searchRequest(filtersFromQuery(query))];
const property: Reads = ({ params }) => [propertyRequest(params.id ?? '')];
const organization: Reads = ({ params, answer }) => {
  const record = organizationRequest(params.id ?? '');
  const found = answer(record);
  const profile = found?.status === 200 ? (found.body as { result?: { organization?: { url_name?: string; id?: string } } }).result?.organization : undefined;
  const name = profile?.url_name || profile?.id;
  return name ? [record, publicListingsRequest(name, 1, PUBLIC_LISTINGS_PAGE_SIZE)] : [record];
};

export const serverPages: Readonly<Record<string, Reads>> = {
  '/': landing,
  '/home': landing,
  [paths.searchProperty]: search,
  [paths.searchSite]: search,
  '/property/:id': property,
  '/property/:id/:slug': property,
  '/org/:id': organization,
  [paths.infoSite]: none,
  [`${paths.infoSite}/:id`]: none,
  [paths.about]: none,
  '/about/:id': none,
  [paths.privacy]: none,
  '/privacy-policy/:id': none,
  [paths.terms]: none,
  [paths.infoListProperty]: none,
  // The door, as fast as the rooms: sign-in, registration, confirmation and password recovery.
  [paths.login]: none,
  [paths.register]: none,
  [paths.ownerRegistration]: none,
  [paths.confirmRegistration]: none,
  [paths.forgotPassword]: none,
  '/reset_password/:email/:code': none,
  // Any other address: the 404 page (or, on the about host, a short info address).
  '*': none,
};

/** The route an address opens, and its parameters. */
export function routeOf(pathname: string): { path: string; params: Record<string, string | undefined> } | undefined {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.[matches.length - 1];
  return leaf?.route.path === undefined ? undefined : { path: leaf.route.path, params: leaf.params };
}
