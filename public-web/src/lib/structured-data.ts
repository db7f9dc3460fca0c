import type { BreadcrumbList, ListItem, RealEstateAgent, RealEstateListing, UnitPriceSpecification, WithContext } from 'schema-dts';
import { productName } from '@fie/domain';
import type { Property } from './property';

/**
 * schema.org structured data (JSON-LD) for search engines, typed by schema-dts: a property is a
 * RealEstateListing with its offer in cedis (GHS: a dollar price is given at its cedi equivalent, which the page
 * shows too), its place with region and point, and its photos; an organization is a RealEstateAgent; both pages
 * carry a BreadcrumbList. Addresses are absolute (`origin`).
 */
/** Search engines are given a lister's rating once it rests on this many published reviews (issue 33). */
export const AGGREGATE_RATING_MIN = 3;

const unitOf: Record<string, UnitPriceSpecification['unitText']> = { DAILY: 'DAY', WEEKLY: 'WEEK', MONTHLY: 'MONTH', YEARLY: 'YEAR' };

export function listingData(property: Property, { origin, url, title, description }: { origin: string; url: string; title: string; description: string }): WithContext<RealEstateListing> {
  const unit = property.acquisition === 'buy' ? undefined : unitOf[property.paymentPlan ?? ''];
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: title,
    description,
    url: `${origin}${url}`,
    ...(property.publishedAt ? { datePosted: property.publishedAt } : {}),
    image: property.images.map((image) => `${origin}${image.location}`),
    offers: {
      '@type': 'Offer',
      price: property.priceGhs,
      priceCurrency: 'GHS',
      availability: 'https://schema.org/InStock',
      businessFunction: { '@id': property.acquisition === 'buy' ? 'http://purl.org/goodrelations/v1#Sell' : 'http://purl.org/goodrelations/v1#LeaseOut' },
      ...(unit ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: property.priceGhs, priceCurrency: 'GHS', unitText: unit } } : {}),
      ...(property.lister ? { offeredBy: { '@type': property.lister.kind === 'organization' ? 'RealEstateAgent' : 'Person', name: property.lister.name } } : {}),
    },
    contentLocation: {
      '@type': 'Place',
      name: [property.town, property.city].filter(Boolean).join(', ') || undefined,
      address: {
        '@type': 'PostalAddress',
        ...(property.town ? { addressLocality: property.town } : {}),
        ...(property.regionName ? { addressRegion: `${property.regionName} Region` } : {}),
        addressCountry: 'GH',
      },
      geo: { '@type': 'GeoCoordinates', latitude: property.lat, longitude: property.lon },
    },
    ...aggregateRating(property),
  };
}

/** The lister's reviews as schema.org's AggregateRating, from reviews tied to real deals only, once there are enough. */
function aggregateRating(property: Property): Pick<RealEstateListing, 'aggregateRating'> {
  return ratingOf(property.lister?.reputation);
}

function ratingOf(reputation: { count: number; average: number | null } | undefined): Pick<RealEstateListing, 'aggregateRating'> {
  if (!reputation || reputation.count < AGGREGATE_RATING_MIN || reputation.average === null) return {};
  return { aggregateRating: { '@type': 'AggregateRating', ratingValue: reputation.average, reviewCount: reputation.count, bestRating: 5, worstRating: 1 } };
}

export function agentData(organization: { name: string; urlName: string; image?: string; phone?: string; address?: string; reputation?: { count: number; average: number | null } }, origin: string): WithContext<RealEstateAgent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    name: organization.name,
    url: `${origin}/org/${encodeURIComponent(organization.urlName)}`,
    ...(organization.image ? { logo: absolute(origin, organization.image), image: absolute(origin, organization.image) } : {}),
    ...(organization.phone ? { telephone: organization.phone } : {}),
    ...(organization.address ? { address: { '@type': 'PostalAddress', streetAddress: organization.address, addressCountry: 'GH' } } : {}),
    areaServed: { '@type': 'Country', name: 'Ghana' },
    ...ratingOf(organization.reputation),
  };
}

/** The trail from the home page to this one: `[name, path]`, the last without a path (the page itself). */
export function breadcrumbData(trail: [name: string, path?: string][], origin: string): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index): ListItem => ({ '@type': 'ListItem', position: index + 1, name, ...(path ? { item: `${origin}${path}` } : {}) })),
  };
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

export const homeCrumb: [string, string] = [productName, '/'];
