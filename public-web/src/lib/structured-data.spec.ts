import { toProperty } from './property';
import { agentData, breadcrumbData, homeCrumb, listingData } from './structured-data';
import { apiProperty } from '../testing/properties';

// schema-dts types these objects at compile time (npm run typecheck): a property or type schema.org lacks does
// not build. Here: what each object says, as search engines will read it.
describe('structured data for search engines', () => {
  const origin = 'https://fie.com.gh';

  test('a rental is a RealEstateListing offered in cedis by the month, with its place, region, point and photos', () => {
    const property = toProperty(apiProperty())!;
    const data = listingData(property, { origin, url: '/property/p-1/3-bedroom-house-east-legon', title: 'Three-bedroom house in East Legon', description: 'For Rent · GH₵ 4,500 per/mth' });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'Three-bedroom house in East Legon',
      url: 'https://fie.com.gh/property/p-1/3-bedroom-house-east-legon',
      datePosted: '2026-11-09T10:00:00.000Z',
      offers: {
        '@type': 'Offer',
        price: 4500,
        priceCurrency: 'GHS',
        businessFunction: { '@id': 'http://purl.org/goodrelations/v1#LeaseOut' },
        priceSpecification: { '@type': 'UnitPriceSpecification', price: 4500, priceCurrency: 'GHS', unitText: 'MONTH' },
        offeredBy: { '@type': 'Person', name: 'Kwame M.' },
      },
      contentLocation: {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: 'East Legon', addressRegion: 'Greater Accra Region', addressCountry: 'GH' },
        geo: { '@type': 'GeoCoordinates', latitude: 5.6353, longitude: -0.1617 },
      },
    });
    expect(data.image).toEqual(['https://fie.com.gh/api/properties/images/img-1/large.webp', 'https://fie.com.gh/api/properties/images/img-2/large.webp', 'https://fie.com.gh/api/properties/images/img-3/large.webp']);
  });

  test('a lister with 3 published reviews or more gives the listing an aggregateRating; with fewer, none', () => {
    const rated = (count: number) => listingData(toProperty(apiProperty({ lister: { name: 'Kwame M.', kind: 'owner', reputation: { count, average: 4.3, completedDealings: 5 } } }))!, { origin, url: '/property/p-1', title: 'House', description: 'For Rent' });
    expect(rated(3).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 3, bestRating: 5, worstRating: 1 });
    expect(rated(2)).not.toHaveProperty('aggregateRating');
    expect(listingData(toProperty(apiProperty())!, { origin, url: '/property/p-1', title: 'House', description: 'For Rent' })).not.toHaveProperty('aggregateRating');
  });

  test('an organization with 3 published reviews or more is a RealEstateAgent with an aggregateRating', () => {
    const org = { name: 'Acme Homes', urlName: 'acme_homes' };
    expect((agentData({ ...org, reputation: { count: 4, average: 4.8 } }, origin) as unknown as { aggregateRating?: unknown }).aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 4, bestRating: 5, worstRating: 1 });
    expect(agentData({ ...org, reputation: { count: 1, average: 5 } }, origin)).not.toHaveProperty('aggregateRating');
  });

  test('a dollar sale is offered at its cedi equivalent (Act 723), as a sale, with no unit', () => {
    const property = toProperty(apiProperty({ acquisition: 'buy', currency: 'USD', price: 120_000, priceGhs: 1_800_000, payment_plan: undefined, lister: { name: 'Acme Homes', kind: 'organization' } }))!;
    const data = listingData(property, { origin, url: '/property/p-1', title: 'House', description: 'For Sale' });
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: 1_800_000,
      priceCurrency: 'GHS',
      availability: 'https://schema.org/InStock',
      businessFunction: { '@id': 'http://purl.org/goodrelations/v1#Sell' },
      offeredBy: { '@type': 'RealEstateAgent', name: 'Acme Homes' },
    });
  });

  test('an organization is a RealEstateAgent at its own page, with its logo as an absolute address', () => {
    expect(agentData({ name: 'Acme Homes', urlName: 'acme-homes', image: '/api/organizations/o-1/logo', phone: '+233244123456' }, origin)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'RealEstateAgent',
      name: 'Acme Homes',
      url: 'https://fie.com.gh/org/acme-homes',
      logo: 'https://fie.com.gh/api/organizations/o-1/logo',
      image: 'https://fie.com.gh/api/organizations/o-1/logo',
      telephone: '+233244123456',
      areaServed: { '@type': 'Country', name: 'Ghana' },
    });
  });

  test('the breadcrumb trail is numbered from the home page, the page itself last without an address', () => {
    expect(breadcrumbData([homeCrumb, ['Search property', '/search-property'], ['House in Osu']], origin).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Fie', item: 'https://fie.com.gh/' },
      { '@type': 'ListItem', position: 2, name: 'Search property', item: 'https://fie.com.gh/search-property' },
      { '@type': 'ListItem', position: 3, name: 'House in Osu' },
    ]);
  });
});
