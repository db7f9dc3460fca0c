/** A listing as the API answers it (GET /properties/search/{id}, items of POST /properties/search), for tests. */
export function apiProperty(over: Record<string, unknown> = {}): Record<string, unknown> {
  const id = (over.id as string) ?? 'p-1';
  return {
    id,
    _id: id,
    category: 'residential',
    type: 'house',
    typeLabel: 'House',
    acquisition: 'rent',
    price: 4500,
    priceGhs: 4500,
    currency: 'GHS',
    payment_plan: 'MONTHLY',
    paymentPlanLabel: 'per/mth',
    bedrooms: 3,
    bathrooms: 2,
    size: 220,
    unit: 'sqm',
    areaLabel: '220 m²',
    title: 'Three-bedroom house in East Legon',
    description: 'Three-bedroom house with a boys quarters, ten minutes from the A&C Mall',
    amenities: ['security', 'garden'],
    amenityLabels: ['24-hour security', 'Garden'],
    utilities: { water: 'gwcl', electricity: 'ecg', electricity_backups: 'solar' },
    rules: { smoking: false, pets: true, parties: false, noise: false },
    images: [1, 2, 3].map((n) => ({ name: `img-${n}`, location: `/api/properties/images/img-${n}/large.webp`, thumbnail: `/api/properties/images/img-${n}/thumb.webp` })),
    location: { type: 'Point', coordinates: [-0.1617, 5.6353] },
    latitude: 5.6353,
    longitude: -0.1617,
    location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra', digital_address: 'GA-183-8164' },
    daysOnMarket: 12,
    publishedAt: '2026-11-09T10:00:00.000Z',
    status: 'published',
    rent_advance_months: 12,
    rentAdvanceAboveLegal: true,
    lister: { name: 'Kwame M.', kind: 'owner' },
    ...over,
  };
}

export function searchAnswer(properties: Record<string, unknown>[], over: Record<string, unknown> = {}) {
  return {
    result: {
      properties,
      total: properties.length,
      page: 1,
      pageSize: 15,
      facets: {
        category: { buckets: [{ key: 'residential', count: properties.length }] },
        acquisition: { buckets: [{ key: 'rent', count: properties.length }] },
        type: { buckets: [{ key: 'house', count: properties.length }] },
        bedrooms: { buckets: [] },
        price: { min: 4500, max: 4500, avg: 4500, count: properties.length },
      },
      place: null,
      scrapperProperties: [],
      ...over,
    },
  };
}
