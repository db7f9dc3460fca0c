import type { GeoPoint, IndexMapping } from './port';

/** Twelve listings across Ghana for the search index contract: the mapping the marketplace's search uses, in small. */
export const LISTINGS_MAPPING: IndexMapping = {
  title: 'text',
  description: 'text',
  category: 'keyword',
  acquisition: 'keyword',
  town: 'keyword',
  region: 'keyword',
  price: 'number',
  bedrooms: 'number',
  amenities: 'keyword[]',
  verified: 'boolean',
  publishedAt: 'date',
  location: 'geo_point',
  bookedNights: 'keyword[]',
};

export type Listing = {
  id: string;
  title: string;
  description: string;
  category: 'residential' | 'commercial' | 'farmland' | 'events';
  acquisition: 'buy' | 'rent' | 'short_stay';
  town: string;
  region: string;
  price: number;
  bedrooms?: number;
  amenities: string[];
  verified: boolean;
  publishedAt: string;
  location: GeoPoint;
  /** A short stay's booked nights, YYYY-MM-DD. */
  bookedNights?: string[];
  /** Not in the mapping: kept with the document, never searchable. */
  photos?: string[];
};

type Row = [id: string, town: string, region: string, lat: number, lon: number, category: Listing['category'], acquisition: Listing['acquisition'], price: number, bedrooms: number | undefined, amenities: string[], verified: boolean, publishedAt: string, title: string, description: string];

const ROWS: Row[] = [
  ['el-villa', 'East Legon', 'greater_accra', 5.6353, -0.1617, 'residential', 'buy', 2_400_000, 5, ['pool', 'security', 'parking', 'generator'], true, '2025-03-02', 'Five bedroom villa with swimming pool', 'Gated villa in East Legon with a swimming pool, boys quarters and a walled compound near the American House.'],
  ['el-apartment', 'East Legon', 'greater_accra', 5.638, -0.156, 'residential', 'rent', 4_500, 2, ['security', 'parking', 'wifi'], true, '2025-04-10', 'Furnished two bedroom apartment', 'Serviced apartment in East Legon with air conditioning, reliable water and fast wifi.'],
  ['osu-studio', 'Osu', 'greater_accra', 5.556, -0.183, 'residential', 'short_stay', 450, 1, ['wifi', 'air_conditioning'], false, '2025-05-01', 'Studio near Oxford Street', 'Cosy studio in Osu for short stays, a short walk to restaurants and the castle.'],
  ['osu-shop', 'Osu', 'greater_accra', 5.5571, -0.1812, 'commercial', 'rent', 7_000, undefined, ['parking', 'security'], true, '2024-11-20', 'Shop space on Oxford Street', 'Ground floor retail shop in Osu with display windows on a busy street.'],
  ['cantonments-house', 'Cantonments', 'greater_accra', 5.5786, -0.1745, 'residential', 'rent', 12_000, 4, ['pool', 'garden', 'security'], true, '2025-01-15', 'Four bedroom house with garden', 'Quiet diplomatic neighbourhood in Cantonments, garden and pool, close to the embassies.'],
  ['tema-warehouse', 'Tema', 'greater_accra', 5.6698, -0.0166, 'commercial', 'rent', 25_000, undefined, ['security', 'parking'], false, '2024-09-05', 'Warehouse near Tema Harbour', 'Large warehouse with a loading bay, fifteen minutes from the harbour.'],
  ['tema-apartment', 'Tema', 'greater_accra', 5.685, -0.005, 'residential', 'buy', 650_000, 3, ['parking', 'borehole'], true, '2025-02-20', 'Three bedroom apartment in Community 25', 'Family flat in Tema with parking and a borehole.'],
  ['kumasi-hall', 'Kumasi', 'ashanti', 6.6885, -1.6244, 'events', 'short_stay', 3_200, undefined, ['parking', 'generator', 'air_conditioning'], true, '2025-06-01', 'Event hall in Adum, Kumasi', 'Hall for weddings and funerals, seats 300, with a generator and ample parking.'],
  ['kumasi-farm', 'Ejisu', 'ashanti', 6.7236, -1.4748, 'farmland', 'buy', 180_000, undefined, ['borehole'], true, '2024-12-12', 'Ten acre farmland near Ejisu', 'Fertile land with a borehole and a clean title, good for cocoa and plantain.'],
  ['takoradi-house', 'Takoradi', 'western', 4.8845, -1.7554, 'residential', 'rent', 3_200, 3, ['borehole', 'security'], false, '2025-03-18', 'Three bedroom house in Takoradi', 'Near the beach road, tiled floors and a prepaid meter.'],
  ['tamale-farm', 'Tamale', 'northern', 9.4008, -0.8393, 'farmland', 'rent', 1_500, undefined, [], true, '2024-08-30', 'Farmland for lease in Tamale', 'Twenty acres for maize and shea, close to the Bolgatanga road.'],
  ['ho-guesthouse', 'Ho', 'volta', 6.6008, 0.4713, 'residential', 'short_stay', 350, 2, ['wifi', 'garden'], true, '2025-05-20', 'Guest house rooms near the Café Mawuli', 'Rooms with a view of Mount Adaklu and a Ghanaian breakfast.'],
];

/** Christmas is taken in Osu, New Year's Eve in Ho. */
const BOOKED: Record<string, string[]> = { 'osu-studio': ['2025-12-24', '2025-12-25', '2025-12-26'], 'ho-guesthouse': ['2025-12-31'] };

export const LISTINGS: Listing[] = ROWS.map(([id, town, region, lat, lon, category, acquisition, price, bedrooms, amenities, verified, publishedAt, title, description]) => ({
  id,
  title,
  description,
  category,
  acquisition,
  town,
  region,
  price,
  ...(bedrooms !== undefined ? { bedrooms } : {}),
  amenities,
  verified,
  publishedAt: `${publishedAt}T00:00:00.000Z`,
  location: { lat, lon },
  photos: [`listings/${id}/1.jpg`],
  ...(BOOKED[id] ? { bookedNights: BOOKED[id] } : {}),
}));

/** Accra Mall, the centre of the distance tests. */
export const ACCRA_MALL: GeoPoint = { lat: 5.622, lon: -0.173 };
