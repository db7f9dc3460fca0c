import { listingPath } from '@fie/domain';
import { config } from '../config';

/**
 * The site's addresses, in one place so links, guards and the API client agree.
 * Features import these instead of typing paths by hand; only app/ knows which screen answers each.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  confirmRegistration: '/confirm-registration',
  confirmListing: '/confirm-listing',
  forgotPassword: '/forgotpassword',
  completeOrganizationRegistration: '/complete-organization-registration',
  acceptOrganizationInvite: '/accept-organization-invite',
  ownerRegistration: '/owner-registration',
  seekerOwnerRegistration: '/seeker-owner-registration',
  organizationRegistration: '/organization-registration',
  infoListProperty: '/info-list-property',
  listProperty: '/list-property',
  addProperty: '/add_property',
  addRequest: '/add_request',
  ownerDashboard: '/owner-dashboard',
  /** The dashboard's Payments tab (issue 33). */
  payments: '/owner-dashboard?tab=payments',
  /** The payment simulator's phone (only while the simulator is the provider). */
  simulatorPhone: '/simulator/phone',
  /** The payment simulator's card checkout for a payment (its answer to a card payment, as a provider's checkout page is). */
  simulatorCard: '/simulator/card/:id',
  profile: '/owner-dashboard?tab=profile',
  myAccount: '/owner-dashboard?tab=profile#account',
  organizationDashboard: '/organization-dashboard',
  org: '/org',
  seekerDashboard: '/seeker_dashboard',
  searchProperty: '/search-property',
  /** A property's page; with its slug where the link knows it (the server sends a slug-less address on with a 301). */
  property: (id: string, slug?: string) => listingPath(id, slug),
  searchSite: `/${config.productSlug}_search`,
  infoSite: `/${config.productSlug}_info`,
  infoTopic: (id: string) => `/${config.productSlug}_info/${id}`,
  about: '/about',
  aboutSection: (id: string) => `/about/${id}`,
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
} as const;

/** Topics of the company info site (/fie_info/:id); the footer shows them as a row of sub-links there. */
export const infoTopics = [
  { id: 'seekers', label: 'For seekers' },
  { id: 'owners', label: 'For owners' },
  { id: 'organizations', label: 'For agencies' },
  { id: 'safety', label: 'Safety' },
  { id: 'fees', label: 'Fees' },
] as const;
export type InfoTopicId = (typeof infoTopics)[number]['id'];

/**
 * Pages where a 401 is an expected answer (a wrong password), never a reason to redirect: the spec's
 * three, plus our confirm page (it signs in too) and the organization completion page it names
 * /complete-registration.
 */
export const signInPages = ['/login', '/complete-registration', '/register', '/confirm-registration', '/complete-organization-registration'];

/**
 * What survives the detour through the login page: the organization invitation's `org` and `key`, the
 * property page's `chat` (its chat with the lister opens again once signed in), and a dashboard's `tab` and
 * `offer` (a mailed link to an offer opens it once signed in).
 */
const carriedThroughLogin = ['org', 'key', 'chat', 'tab', 'offer'] as const;

/**
 * Where to send someone who must sign in first: /login?next={path}, carrying `org`, `key` and `chat`
 * so accepting an invite, or the chat someone had open, survives the detour through the login page.
 */
export function loginPathFor(pathname: string, search = ''): string {
  const from = new URLSearchParams(search);
  const query = new URLSearchParams({ next: pathname });
  for (const name of carriedThroughLogin) {
    const value = from.get(name);
    if (value) query.set(name, value);
  }
  return `${paths.login}?${query.toString()}`;
}

/**
 * Where a page login goes: `next` (with org, key and chat) when it is a path on this site, else home.
 * Only same-site paths are followed, so a crafted link cannot bounce a user to another site.
 */
export function afterLoginPath(search: string): string {
  const query = new URLSearchParams(search);
  const next = query.get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//')) return paths.home;
  const carried = new URLSearchParams();
  for (const name of carriedThroughLogin) {
    const value = query.get(name);
    if (value) carried.set(name, value);
  }
  const extra = carried.toString();
  return extra ? `${next}${next.includes('?') ? '&' : '?'}${extra}` : next;
}
