import { listingPath } from '@fie/domain';
import { LISTING_PAGES, ORGANIZATION_STANDING, ORGANIZATIONS, type ListingPageView, type OrganizationStandingView, type OrganizationView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';

/**
 * What search engines are told to read: /robots.txt names the sitemap and keeps them out of the API, the
 * console and the signed-in pages; /sitemap.xml is an index of sitemaps of at most 50,000 addresses each (the
 * protocol's limit), so a million listings fit: one of the site's public pages and organizations, then the
 * listings in search, each at its canonical address with its last change. All from the read models the event
 * log keeps: a listing that leaves search leaves the sitemap.
 */
export const ADDRESSES_PER_SITEMAP = 50_000;

/**
 * The public pages every site serves, besides listings and organizations: those the server draws with their
 * content are listed (pagesSitemap's `drawnOnServer`); a page drawn by the browser alone is an empty shell to a
 * crawler. The footer links each of them, so none is reached only through the sitemap.
 */
export const PUBLIC_PAGES = [
  '/',
  '/search-property',
  '/about',
  '/fie_info',
  ...['seekers', 'owners', 'organizations', 'safety', 'fees'].map((topic) => `/fie_info/${topic}`),
  '/privacy-policy',
  '/terms-of-service',
  '/info-list-property',
  '/register',
  '/login',
];

/** Pages only a signed-in person sees, or forms that lead nowhere for a search engine. */
const PRIVATE_PAGES = [
  '/owner-dashboard',
  '/organization-dashboard',
  '/seeker_dashboard',
  '/list-property',
  '/add_property',
  '/add_request',
  '/seeker-owner-registration',
  '/accept-organization-invite',
  '/confirm-registration',
  '/confirm-listing',
  '/complete-organization-registration',
  '/reset_password/',
];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    // Listing photos are public, and link previews and image search read them.
    'Allow: /api/properties/images/',
    'Disallow: /admin',
    ...PRIVATE_PAGES.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const urlset = (entries: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
const url = (loc: string, lastmod?: string) => `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;

const listed = { listed: true };

export async function sitemapIndex(documents: DocumentStore, origin: string): Promise<string> {
  const count = await documents.collection<ListingPageView>(LISTING_PAGES).count(listed);
  const files = ['/sitemaps/pages.xml'];
  for (let n = 1; n <= Math.ceil(count / ADDRESSES_PER_SITEMAP); n++) files.push(`/sitemaps/listings-${n}.xml`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files
    .map((file) => `<sitemap><loc>${escapeXml(`${origin}${file}`)}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
}

/** The n-th file of listings (from 1), in a stable order; undefined past the last. */
export async function listingsSitemap(documents: DocumentStore, origin: string, n: number): Promise<string | undefined> {
  if (!Number.isInteger(n) || n < 1) return undefined;
  const pages = await documents.collection<ListingPageView>(LISTING_PAGES).find(listed, { sort: [['id', 'asc']], skip: (n - 1) * ADDRESSES_PER_SITEMAP, limit: ADDRESSES_PER_SITEMAP });
  if (!pages.length && n > 1) return undefined;
  return urlset(pages.map((page) => url(`${origin}${listingPath(page.id, page.slug)}`, page.lastModified)));
}

/** The site's public pages the server draws, and each organization's page that is complete and not suspended. */
export async function pagesSitemap(documents: DocumentStore, origin: string, drawnOnServer: (path: string) => boolean = () => true): Promise<string> {
  const [organizations, suspended] = await Promise.all([
    documents.collection<OrganizationView>(ORGANIZATIONS).find({ completed: true }, { sort: [['id', 'asc']], limit: ADDRESSES_PER_SITEMAP - PUBLIC_PAGES.length }),
    documents.collection<OrganizationStandingView>(ORGANIZATION_STANDING).find({ suspended: true }),
  ]);
  const away = new Set(suspended.map((s) => s.id));
  return urlset([
    ...PUBLIC_PAGES.filter(drawnOnServer).map((path) => url(`${origin}${path}`)),
    ...organizations.filter((org) => !away.has(org.id) && org.url_name).map((org) => url(`${origin}/org/${encodeURIComponent(org.url_name)}`)),
  ]);
}
