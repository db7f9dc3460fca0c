import { majorPlaces, type Place } from '@fie/places';

/**
 * What homes, shops, farmland and venues cost in Ghana, by kind of town: the ranges the demo marketplace
 * (`npm run seed`) draws its prices from, so a newcomer's first look is Ghana's market and not noise.
 *
 * WHERE THE FIGURES COME FROM. Indicative ranges, in Ghana cedis, of asking rents and prices as publicly listed
 * and reported for 2024–2026: the asking prices of Ghana's main listing sites (meqasa.com, jiji.com.gh,
 * tonaton.com) for each kind of home and area, and the market reports that quote them (Broll Ghana's office and
 * retail reports; Knight Frank's Africa Report for prime Accra, where rents are often asked in US dollars). They
 * were written down from those published figures as known when this table was made, without web access at the
 * time, so they are indicative, not a survey: a range says where most asking prices fall, not every one.
 * Corrections are welcome, with their source. Dollar figures were turned into cedis at GH₵ 15 to the dollar,
 * Fie's indicative rate (DEFAULT_USD_TO_GHS; the cedi traded between about 10.5 and 15.5 in 2024–2025).
 *
 * ADVANCES. The Rent Act, 1963 (Act 220) allows at most six months of rent in advance; in practice landlords
 * commonly ask one to two years for rooms and local homes, and a year for prime homes (advance_usual below, in
 * months). Fie's listings flag an advance above six months, and the demo's listers keep to the law (see
 * demo-data.ts), but for a few that ask what is usual, so the console's flag has something to show.
 *
 * Rents are per month (a yearly rent is twelve of them), sales the whole price, short stays per night, venues
 * per day, farmland per acre (a year's rent, or the price to buy).
 */

/** Kinds of town that price alike. Which places are in which is `tierOf`, below. */
export const tiers = ['accra_prime', 'accra_mid', 'accra_outer', 'kumasi_prime', 'city', 'town'] as const;
export type Tier = (typeof tiers)[number];
export const tierLabels: Record<Tier, string> = {
  accra_prime: "Accra's prime neighbourhoods (East Legon, Cantonments, Airport Residential, Labone, Ridge…)",
  accra_mid: "Accra's and Tema's middle neighbourhoods (Madina, Adenta, Spintex, Tesano, Dansoman, Osu…)",
  accra_outer: "Accra's outer towns and older inner-city areas (Kasoa, Ashaiman, Amasaman, Nima, Teshie…)",
  kumasi_prime: "Kumasi's prime neighbourhoods (Nhyiaeso, Ahodwo, Danyame)",
  city: 'Kumasi and Takoradi elsewhere, and the regional capitals and large towns',
  town: 'smaller towns across the 16 regions',
};

// tier         type              bedrooms  rent a month    sale                  night        advance_usual
const HOMES = `
accra_prime    chamber_and_hall  1         1800-3500       -                     -            12-24
accra_prime    self_contained    1         2000-4000       -                     -            12-24
accra_prime    apartment         1         5000-10000      900000-1800000        600-1400     6-12
accra_prime    apartment         2         8000-18000      1500000-3200000       900-2000     6-12
accra_prime    apartment         3         12000-28000     2400000-5000000       1300-3000    6-12
accra_prime    house             3         15000-35000     2500000-6000000       -            12-24
accra_prime    house             4         25000-55000     4000000-9000000       -            12-24
accra_prime    house             5         35000-80000     6000000-15000000      -            12-24
accra_prime    townhouse         3         14000-30000     2200000-5000000       -            12-24
accra_prime    townhouse         4         20000-42000     3500000-7500000       -            12-24
accra_mid      single_room       1         350-800         -                     -            12-24
accra_mid      chamber_and_hall  1         700-1800        -                     -            12-24
accra_mid      self_contained    1         800-1800        -                     -            12-24
accra_mid      compound_house    1         300-700         -                     -            12-24
accra_mid      compound_house    2         500-1100        -                     -            12-24
accra_mid      apartment         1         1800-3500       450000-900000         350-700      12-24
accra_mid      apartment         2         2800-5500       650000-1400000        500-1000     12-24
accra_mid      apartment         3         4500-9000       900000-2000000        700-1400     12-24
accra_mid      house             2         3000-6000       550000-1200000        -            12-24
accra_mid      house             3         4500-10000      900000-2200000        -            12-24
accra_mid      house             4         7000-16000      1400000-3500000       -            12-24
accra_mid      bungalow          2         2800-5500       500000-1100000        -            12-24
accra_mid      bungalow          3         4000-9000       800000-2000000        -            12-24
accra_mid      townhouse         3         5000-11000      1100000-2400000       -            12-24
accra_mid      townhouse         4         7500-15000      1600000-3200000       -            12-24
accra_outer    single_room       1         200-500         -                     -            12-24
accra_outer    chamber_and_hall  1         400-1000        -                     -            12-24
accra_outer    self_contained    1         500-1200        -                     -            12-24
accra_outer    compound_house    1         200-450         -                     -            12-24
accra_outer    compound_house    2         350-800         -                     -            12-24
accra_outer    apartment         1         900-2000        250000-550000         250-500      12-24
accra_outer    apartment         2         1400-3200       350000-800000         350-700      12-24
accra_outer    house             2         1500-3500       300000-750000         -            12-24
accra_outer    house             3         2200-5000       450000-1200000        -            12-24
accra_outer    house             4         3500-7500       700000-1800000        -            12-24
accra_outer    bungalow          2         1400-3200       280000-700000         -            12-24
accra_outer    bungalow          3         2000-4500       420000-1100000        -            12-24
kumasi_prime   chamber_and_hall  1         800-1600        -                     -            12-24
kumasi_prime   self_contained    1         900-2000        -                     -            12-24
kumasi_prime   apartment         1         1500-3000       400000-850000         300-650      12-24
kumasi_prime   apartment         2         2500-5000       600000-1300000        450-900      12-24
kumasi_prime   apartment         3         3500-7500       850000-1800000        -            12-24
kumasi_prime   house             3         4000-10000      900000-2200000        -            12-24
kumasi_prime   house             4         6000-15000      1400000-3500000       -            12-24
kumasi_prime   house             5         9000-20000      2000000-5000000       -            12-24
city           single_room       1         150-400         -                     -            12-24
city           chamber_and_hall  1         300-800         -                     -            12-24
city           self_contained    1         400-1000        -                     -            12-24
city           compound_house    1         120-350         -                     -            12-24
city           compound_house    2         220-600         -                     -            12-24
city           apartment         1         700-1600        180000-450000         200-450      12-24
city           apartment         2         1100-2600       280000-700000         300-650      12-24
city           apartment         3         1700-3800       400000-950000         -            12-24
city           house             2         1000-2500       250000-650000         -            12-24
city           house             3         1500-4000       400000-1100000        -            12-24
city           house             4         2500-6000       650000-1700000        -            12-24
city           bungalow          2         900-2300        230000-600000         -            12-24
city           bungalow          3         1400-3600       380000-1000000        -            12-24
town           single_room       1         80-250          -                     -            6-24
town           chamber_and_hall  1         150-450         -                     -            6-24
town           self_contained    1         250-650         -                     -            6-24
town           compound_house    1         60-200          -                     -            6-24
town           compound_house    2         120-350         -                     -            6-24
town           apartment         2         500-1400        150000-400000         -            6-12
town           house             2         500-1300        120000-350000         -            6-12
town           house             3         800-2200        180000-550000         -            6-12
town           house             4         1200-3200       300000-850000         -            6-12
town           bungalow          2         450-1200        150000-400000         -            6-12
town           bungalow          3         700-2000        220000-600000         -            6-12
`;

// tier         type                 rent a month    sale                  size in m²
const BUSINESS = `
accra_prime    office               9000-40000      2500000-12000000      60-400
accra_prime    retail_shop          4000-15000      -                     20-120
accra_mid      office               2500-9000       900000-4000000        40-250
accra_mid      retail_shop          1200-5000       400000-1500000        15-80
accra_mid      shipping_container   300-800         -                     15-30
accra_mid      warehouse            8000-30000      2500000-9000000       300-2000
accra_outer    retail_shop          600-2200        200000-700000         12-60
accra_outer    shipping_container   200-600         -                     15-30
accra_outer    warehouse            4000-15000      1200000-5000000       300-2000
kumasi_prime   office               2500-8000       800000-3000000        40-250
kumasi_prime   retail_shop          1500-5000       -                     15-80
city           office               1200-4500       500000-2000000        30-200
city           retail_shop          600-2500        200000-800000         12-60
city           shipping_container   150-450         -                     15-30
city           warehouse            3000-12000      900000-3500000        200-1500
town           retail_shop          250-900         80000-300000          10-40
town           shipping_container   100-300         -                     15-30
`;

// tier         type                 rent an acre a year   price an acre     acres
const FARMLAND = `
accra_outer    crop_farm            800-2500              40000-150000      1-10
accra_outer    livestock_farm       800-2500              40000-150000      1-10
city           crop_farm            400-1500              15000-60000       2-30
city           fish_farm            500-1800              20000-70000       1-10
town           crop_farm            150-800               3000-20000        2-80
town           fish_farm            200-900               5000-25000        1-20
town           livestock_farm       150-700               3000-18000        5-100
`;

// tier         hire a day           seats
const VENUES = `
accra_prime    8000-30000           200-1500
accra_mid      3000-12000           150-1000
accra_outer    1500-6000            100-600
kumasi_prime   3000-10000           150-1000
city           1500-6000            100-800
town           500-2500             80-400
`;

export type Range = readonly [number, number];
export type HomeRow = { tier: Tier; type: string; bedrooms: number; rent?: Range; sale?: Range; night?: Range; advanceUsual: Range };
export type BusinessRow = { tier: Tier; type: string; rent?: Range; sale?: Range; size: Range };
export type FarmRow = { tier: Tier; type: string; rentPerAcreYear: Range; salePerAcre: Range; acres: Range };
export type VenueRow = { tier: Tier; day: Range; seats: Range };

function rows(table: string): string[][] {
  return table.trim().split('\n').map((line) => line.trim().split(/\s+/));
}
function range(cell: string | undefined): Range | undefined {
  if (!cell || cell === '-') return undefined;
  const [min, max] = cell.split('-').map(Number);
  if (!(min! > 0 && max! >= min!)) throw new Error(`rents.ts: "${cell}" is not a range like 300-700`);
  return [min!, max!];
}
function tier(cell: string | undefined): Tier {
  if (!tiers.includes(cell as Tier)) throw new Error(`rents.ts: unknown tier "${cell}"`);
  return cell as Tier;
}

export const homes: readonly HomeRow[] = rows(HOMES).map(([t, type, bedrooms, rent, sale, night, advance]) => ({
  tier: tier(t), type: type!, bedrooms: Number(bedrooms), rent: range(rent), sale: range(sale), night: range(night), advanceUsual: range(advance)!,
}));
export const businesses: readonly BusinessRow[] = rows(BUSINESS).map(([t, type, rent, sale, size]) => ({ tier: tier(t), type: type!, rent: range(rent), sale: range(sale), size: range(size)! }));
export const farmland: readonly FarmRow[] = rows(FARMLAND).map(([t, type, rent, sale, acres]) => ({ tier: tier(t), type: type!, rentPerAcreYear: range(rent)!, salePerAcre: range(sale)!, acres: range(acres)! }));
export const venues: readonly VenueRow[] = rows(VENUES).map(([t, day, seats]) => ({ tier: tier(t), day: range(day)!, seats: range(seats)! }));

const PRIME_ACCRA = ['east-legon', 'cantonments', 'airport-residential-area', 'airport-city', 'labone', 'ridge', 'roman-ridge', 'dzorwulu', 'trasacco-valley'];
const MIDDLE_ACCRA = [
  'accra', 'tema', 'abelemkpe', 'achimota', 'adabraka', 'adenta', 'adjiringanor', 'agbogba', 'ashale-botwe', 'ashongman', 'asylum-down', 'atomic', 'abeka',
  'baatsona', 'christian-village', 'community-25', 'dansoman', 'dome', 'east-legon-hills', 'frafraha', 'haatso', 'kanda', 'kaneshie', 'kokomlemle', 'kwabenya',
  'lakeside-estate', 'lapaz', 'lashibi', 'legon', 'madina', 'mccarthy-hill', 'new-achimota', 'north-kaneshie', 'ofankor', 'osu', 'oyarifa', 'pantang',
  'sakumono', 'sowutuom', 'spintex', 'taifa', 'tantra-hill', 'tema-community-1', 'tesano', 'west-legon',
].map((slug) => `greater_accra:${slug}`);
const PRIME_KUMASI = ['nhyiaeso', 'ahodwo', 'danyame'].map((slug) => `ashanti:${slug}`);

/** Which tier a place prices as: Accra's by neighbourhood, Kumasi's prime three, then cities against towns. */
export function tierOf(place: Pick<Place, 'id' | 'kind' | 'regionCode'>): Tier {
  if (PRIME_ACCRA.some((slug) => place.id === `greater_accra:${slug}`)) return 'accra_prime';
  if (MIDDLE_ACCRA.includes(place.id)) return 'accra_mid';
  if (place.regionCode === 'greater_accra' || place.id === 'central:kasoa') return 'accra_outer';
  if (PRIME_KUMASI.includes(place.id)) return 'kumasi_prime';
  return place.kind === 'town' ? 'town' : 'city';
}

/** The gazetteer's major places (cities, towns, Accra's, Kumasi's and Takoradi's neighbourhoods) of each tier. */
export const placesByTier: Record<Tier, readonly Place[]> = Object.fromEntries(tiers.map((t) => [t, majorPlaces.filter((p) => tierOf(p) === t)])) as Record<Tier, Place[]>;

/** The place a listing names (its town in its region), to find its tier again. */
export function placeNamed(town: string, region: string): Place | undefined {
  return majorPlaces.find((p) => p.name === town && p.regionCode === region);
}

/**
 * The range a listing's price must lie in, in cedis, and the amount of the listing to compare with it: a
 * month's rent (a yearly rent over twelve), a sale's price, a night, a day, or an acre's price (or its year's rent).
 * Undefined when the table has no row for it.
 */
export function priceRangeOf(l: {
  category: string; type: string; acquisition: string; price: number; currency: string; payment_plan?: string; bedrooms?: number; size?: number;
  location_details: { town: string; region: string };
}, usdToGhs = 15): { range: Range; amount: number } | undefined {
  const place = placeNamed(l.location_details.town, l.location_details.region);
  if (!place) return undefined;
  const t = tierOf(place);
  const cedis = l.currency === 'USD' ? l.price * usdToGhs : l.price;
  const monthly = l.payment_plan === 'YEARLY' ? cedis / 12 : cedis;
  const sale = l.acquisition === 'buy';
  if (l.category === 'residential') {
    const row = homes.find((r) => r.tier === t && r.type === l.type && r.bedrooms === l.bedrooms);
    const range = l.acquisition === 'short_stay' ? row?.night : sale ? row?.sale : row?.rent;
    return range && { range, amount: sale || l.acquisition === 'short_stay' ? cedis : monthly };
  }
  if (l.category === 'commercial') {
    const row = businesses.find((r) => r.tier === t && r.type === l.type);
    const range = sale ? row?.sale : row?.rent;
    return range && { range, amount: sale ? cedis : monthly };
  }
  if (l.category === 'farmland') {
    const row = farmland.find((r) => r.tier === t && r.type === l.type);
    if (!row || !l.size) return undefined;
    return { range: sale ? row.salePerAcre : row.rentPerAcreYear, amount: cedis / l.size };
  }
  const row = venues.find((r) => r.tier === t);
  return row && { range: row.day, amount: cedis };
}
