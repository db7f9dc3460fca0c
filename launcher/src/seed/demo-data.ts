import { LEGAL_RENT_ADVANCE_MONTHS } from '@fie/domain';
import { regions, type Place } from '@fie/places';
import { mulberry32 } from '@fie/platform';
import { priceBook } from './price-flags';
import { businesses, farmland, homes, placesByTier, venues, type Range, type Tier } from './rents';

/** A small seeded random generator, so every seed run builds the same marketplace. */
export function random(seed = 20261121) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}
type Rnd = ReturnType<typeof random>;

export const owners = [
  ['Kwame', 'Mensah'], ['Ama', 'Owusu'], ['Kofi', 'Boateng'], ['Akosua', 'Asante'], ['Yaw', 'Darko'], ['Efua', 'Quaye'],
  ['Kojo', 'Antwi'], ['Abena', 'Agyemang'], ['Fiifi', 'Sarpong'], ['Esi', 'Ampofo'], ['Mohammed', 'Issah'], ['Selasi', 'Agbeko'],
] as const;

/** People looking for a home, whose offers, viewings, messages, saves and request fill the dashboards. */
export const seekers = [
  ['Adwoa', 'Pokuaa'], ['Kwesi', 'Nyarko'], ['Dzifa', 'Kpodo'], ['Nii', 'Tetteh'], ['Abdul-Rahman', 'Seidu'], ['Afua', 'Serwaa'],
] as const;

export const organizations = [
  { name: 'Adom Homes', url_name: 'adom_homes', address: '14 Lagos Avenue, East Legon, Accra' },
  { name: 'Sika Realty', url_name: 'sika_realty', address: 'Prempeh II Street, Adum, Kumasi' },
  { name: 'Northern Lands', url_name: 'north_lands', address: 'Bolgatanga Road, Tamale' },
  { name: 'Coastline Venues', url_name: 'coast_venue', address: 'Beach Road, Takoradi' },
] as const;

export type DemoListing = {
  category: 'residential' | 'commercial' | 'farmland' | 'events';
  body: Record<string, unknown>;
  /** The place, for the photo's caption. */
  label: string;
  /** One of the few whose lister asks the advance usual in the market, above the Rent Act's six months. */
  asksUsualAdvance: boolean;
};

/**
 * What the demo lists, slot by slot, over and over: most Ghanaians rent rooms, so single rooms, chamber and halls,
 * self-contained rooms and rooms in compound houses come up as often as flats and houses, and any 24 listings in a
 * row hold every kind of home. The rest are shops, offices, farmland and venues.
 */
const home = (type: string, acquisition: 'rent' | 'buy' | 'short_stay') => ({ category: 'residential' as const, type, acquisition });
const DECK = [
  home('single_room', 'rent'), home('chamber_and_hall', 'rent'), home('self_contained', 'rent'), home('apartment', 'rent'), home('house', 'rent'), home('compound_house', 'rent'),
  { category: 'commercial' as const }, home('chamber_and_hall', 'rent'), home('apartment', 'short_stay'), home('house', 'buy'), { category: 'farmland' as const }, home('single_room', 'rent'),
  home('self_contained', 'rent'), { category: 'events' as const }, home('apartment', 'rent'), home('bungalow', 'rent'), home('townhouse', 'buy'), { category: 'commercial' as const },
  home('compound_house', 'rent'), home('house', 'rent'), home('apartment', 'buy'), { category: 'farmland' as const }, home('chamber_and_hall', 'rent'), { category: 'events' as const },
];
export const HOME_TYPES = [...new Set(DECK.flatMap((slot) => ('type' in slot ? [slot.type] : [])))];

/** Where each kind of home is found, weighted by tier: rooms where people of modest means live, flats where they can pay. */
const WHERE: Record<string, Partial<Record<Tier, number>>> = {
  single_room: { accra_mid: 3, accra_outer: 3, city: 3, town: 2 },
  chamber_and_hall: { accra_prime: 1, accra_mid: 4, accra_outer: 3, kumasi_prime: 1, city: 2, town: 1 },
  self_contained: { accra_prime: 1, accra_mid: 4, accra_outer: 2, kumasi_prime: 1, city: 3, town: 1 },
  compound_house: { accra_mid: 1, accra_outer: 3, city: 3, town: 3 },
  apartment: { accra_prime: 4, accra_mid: 4, accra_outer: 1, kumasi_prime: 2, city: 2, town: 1 },
  house: { accra_prime: 3, accra_mid: 3, accra_outer: 2, kumasi_prime: 1, city: 2, town: 1 },
  bungalow: { accra_mid: 2, accra_outer: 2, city: 2, town: 2 },
  townhouse: { accra_prime: 2, accra_mid: 3 },
  business: { accra_prime: 2, accra_mid: 3, accra_outer: 2, kumasi_prime: 1, city: 2, town: 2 },
  farmland: { accra_outer: 1, city: 2, town: 4 },
  events: { accra_prime: 1, accra_mid: 3, accra_outer: 1, kumasi_prime: 1, city: 2, town: 2 },
};
const ROOMS = ['single_room', 'chamber_and_hall', 'self_contained', 'compound_house'];
/** One residential rental in this many asks the usual one or two years of advance, and is flagged for it. */
const USUAL_ADVANCE_EVERY = 50;

/** Builds `count` listings across Ghana, each priced from the table in rents.ts, and none a price outlier to Fie's own check. */
export function demoListings(count: number, rnd = random()): DemoListing[] {
  const out: DemoListing[] = [];
  const book = priceBook();
  const placeOf = placePicker(rnd);
  const turns = { commercial: 0, farmland: 0, events: 0, rentals: 0 };
  for (let i = 0; i < count; i++) {
    const slot = DECK[i % DECK.length]!;
    let listing: DemoListing;
    let redraw: (() => void) | undefined;
    if (slot.category === 'residential') {
      const row = weighted(rnd, homes.filter((r) => r.type === slot.type && rangeFor(r, slot.acquisition)), (r) => WHERE[slot.type]?.[r.tier] ?? 0, (r) => `${r.tier}|${r.type}`);
      const place = placeOf(row.tier);
      const rental = slot.acquisition === 'rent' ? turns.rentals++ : -1;
      const asksUsualAdvance = rental % USUAL_ADVANCE_EVERY === 7;
      const built = homeListing(rnd, row.type, row.bedrooms, slot.acquisition, place, rangeFor(row, slot.acquisition)!, row.tier, asksUsualAdvance ? usualAdvance(rnd, row.advanceUsual) : undefined);
      listing = { category: 'residential', body: built.body, label: place.name, asksUsualAdvance };
      redraw = built.redraw;
    } else if (slot.category === 'commercial') {
      const type = ['office', 'retail_shop', 'shipping_container', 'warehouse'][turns.commercial++ % 4]!;
      const row = weighted(rnd, businesses.filter((r) => r.type === type), (r) => WHERE.business![r.tier] ?? 0);
      const place = placeOf(row.tier);
      const acquisition = row.sale && rnd.chance(0.2) ? 'buy' : 'rent';
      const plan = acquisition === 'rent' ? (rnd.chance(0.75) ? 'MONTHLY' : 'YEARLY') : undefined;
      const body: Record<string, unknown> = {
        ...common(rnd, place), type, acquisition, currency: 'GHS', payment_plan: plan, size: rnd.int(...row.size), unit: 'sqm', parking_capacity: type === 'shipping_container' ? 0 : rnd.int(0, 30),
        rent_advance_months: acquisition === 'rent' ? rnd.pick([3, 6]) : undefined,
        title: `${{ office: 'Office space', retail_shop: 'Shop', shipping_container: 'Container shop', warehouse: 'Warehouse' }[type]} in ${place.name}`,
        description: `${{ office: 'Office space', retail_shop: 'A shop', shipping_container: 'A 20-foot container shop', warehouse: 'A warehouse' }[type]} in ${place.name}, ${regionName(place.regionCode)}, on a busy road with good foot traffic. ${rnd.pick(['Three-phase power.', 'Washroom on site.', 'Security at night.', 'Prepaid meter.'])}`,
      };
      redraw = () => (body.price = plan === 'YEARLY' ? 12 * within(rnd, row.rent!) : within(rnd, acquisition === 'buy' ? row.sale! : row.rent!));
      redraw();
      listing = { category: 'commercial', body, label: place.name, asksUsualAdvance: false };
    } else if (slot.category === 'farmland') {
      const type = ['crop_farm', 'fish_farm', 'livestock_farm'][turns.farmland++ % 3]!;
      const rows = farmland.filter((r) => r.type === type);
      const row = weighted(rnd, rows, (r) => WHERE.farmland![r.tier] ?? 0);
      const place = placeOf(row.tier);
      const acquisition = rnd.chance(0.6) ? 'buy' : 'rent';
      const acres = rnd.int(...row.acres);
      const body: Record<string, unknown> = {
        ...common(rnd, place), type, acquisition, currency: 'GHS', unit: 'acre', measurement: acres, payment_plan: acquisition === 'rent' ? 'YEARLY' : undefined,
        title: `${acres}-acre ${type.replace('_', ' ')} land near ${place.name}`,
        description: `${acres} acres of ${type === 'fish_farm' ? 'land with a stream, for ponds' : type === 'livestock_farm' ? 'grazing land with a borehole' : 'fertile farmland'} near ${place.name}, ${regionName(place.regionCode)}. ${rnd.pick(['Indenture and site plan available.', 'Family land with a clear title.', 'Accessible by road all year.'])}`,
      };
      redraw = () => (body.price = acres * within(rnd, acquisition === 'buy' ? row.salePerAcre : row.rentPerAcreYear));
      redraw();
      listing = { category: 'farmland', body, label: place.name, asksUsualAdvance: false };
    } else {
      const type = ['event_centre', 'conference_hall', 'garden', 'church', 'theatre', 'cinema'][turns.events++ % 6]!;
      const row = weighted(rnd, venues, (r) => WHERE.events![r.tier] ?? 0);
      const place = placeOf(row.tier);
      const body: Record<string, unknown> = {
        ...common(rnd, place), type, acquisition: 'rent', currency: 'GHS', payment_plan: 'DAILY', seating_capacity: rnd.int(...row.seats), parking_capacity: rnd.int(10, 200),
        title: `${{ event_centre: 'Event centre', conference_hall: 'Conference hall', garden: 'Garden venue', church: 'Church hall', theatre: 'Theatre', cinema: 'Cinema hall' }[type]} in ${place.name}`,
        description: `A ${type.replace('_', ' ')} in ${place.name} for weddings, funerals, outdoorings and conferences. ${rnd.pick(['Chairs and canopies included.', 'Generator on standby.', 'Ample parking.'])}`,
      };
      redraw = () => (body.price = within(rnd, row.day, 100));
      redraw();
      listing = { category: 'events', body, label: place.name, asksUsualAdvance: false };
    }
    keepOffTheFlags(book, listing.body as never, redraw);
    book.file(listing.body as never);
    out.push({ ...listing, body: withoutUndefined(listing.body) });
  }
  return out;
}

/** Draws the price again while Fie's check would flag it (a town's few listings can make a fair price look far off). */
function keepOffTheFlags(book: ReturnType<typeof priceBook>, body: Parameters<ReturnType<typeof priceBook>['check']>[0], redraw: () => void) {
  for (let tries = 0; tries < 30 && book.check(body).flagged; tries++) redraw();
}

function homeListing(rnd: Rnd, type: string, bedrooms: number, acquisition: 'rent' | 'buy' | 'short_stay', place: Place, range: Range, tier: Tier, usualAdvance: number | undefined) {
  const room = ROOMS.includes(type);
  const prime = tier === 'accra_prime';
  // Prime Accra's flats and houses are often asked in dollars; the range is in cedis at Fie's indicative rate.
  const usd = prime && !room && acquisition !== 'short_stay' && rnd.chance(0.5);
  const plan = acquisition === 'rent' ? (room && rnd.chance(0.25) ? 'YEARLY' : 'MONTHLY') : acquisition === 'short_stay' ? 'DAILY' : undefined;
  const start = new Date(Date.now() + rnd.int(3, 30) * 86_400_000);
  const body: Record<string, unknown> = {
    ...common(rnd, place), type, acquisition, currency: usd ? 'USD' : 'GHS', bedrooms, bathrooms: room ? 1 : Math.max(1, bedrooms - rnd.int(0, 1)),
    payment_plan: plan,
    rent_advance_months: acquisition === 'rent' ? (usualAdvance ?? (room ? LEGAL_RENT_ADVANCE_MONTHS : rnd.pick([3, 6, 6]))) : undefined,
    stay_start_date: acquisition === 'short_stay' ? iso(start) : undefined,
    stay_end_date: acquisition === 'short_stay' ? iso(new Date(start.getTime() + rnd.int(60, 240) * 86_400_000)) : undefined,
    buildYear: rnd.int(room ? 1970 : prime ? 2005 : 1990, 2025),
    size: room ? bedrooms * rnd.int(12, 20) : bedrooms * rnd.int(prime ? 60 : 40, prime ? 110 : 80), unit: 'sqm',
    furnishing: acquisition === 'short_stay' ? 'furnished' : room ? 'not_furnished' : rnd.pick(prime ? ['partly_furnished', 'furnished', 'not_furnished'] : ['not_furnished', 'not_furnished', 'partly_furnished']),
    utilities: {
      water: rnd.pick(room ? ['gwcl', 'gwcl', 'well', 'tanker_service'] : ['gwcl', 'gwcl', 'borehole', 'tanker_service']), water_storage: rnd.pick(['tank', 'none']), electricity: 'ecg',
      electricity_backups: prime ? 'generator' : rnd.pick(['solar', 'none', 'none']), garage: !room && rnd.chance(0.3), parking_space: room ? 0 : rnd.int(0, prime ? 4 : 2),
    },
    amenities: room ? pickSome(rnd, ['borehole', 'security']) : pickSome(rnd, prime ? ['security', 'parking', 'airconditioning', 'standby_generator', 'swimming_pool', 'gym', 'internet', 'garden'] : ['security', 'parking', 'borehole', 'balcony', 'garden']),
    ...words(rnd, type, bedrooms, place, prime),
  };
  const redraw = () => {
    const month = within(rnd, usd ? [range[0] / 15, range[1] / 15] : range, usd ? (acquisition === 'buy' ? 5000 : 50) : undefined);
    body.price = plan === 'YEARLY' ? month * 12 : month;
  };
  redraw();
  return { body, redraw };
}

/** Titles and descriptions as Ghanaian listings word them. */
function words(rnd: Rnd, type: string, bedrooms: number, place: Place, prime: boolean): { title: string; description: string } {
  const where = `${place.name}, ${regionName(place.regionCode)}`;
  const extra = () => rnd.pick(['Prepaid meter.', 'Polytank and pumping machine in place.', 'Close to the main road and a trotro station.', 'Water flows most days.', 'Quiet neighbourhood, good road network.']);
  switch (type) {
    case 'single_room':
      return { title: `Single room at ${place.name}`, description: `A single room in a ${rnd.pick(['quiet', 'family', 'well-kept'])} compound at ${where}. ${rnd.pick(['Shared washroom and kitchen.', 'Shared bath, cooking on the veranda.', 'Porch and shared washroom.'])} ${extra()}` };
    case 'chamber_and_hall':
      return { title: `Chamber and hall at ${place.name}`, description: `A chamber and hall (a bedroom and a sitting room) at ${where}. ${rnd.pick(['Self-contained: its own washroom and kitchen.', 'Own washroom, shared kitchen.', 'Tiled, with wardrobes in the chamber.'])} ${extra()}` };
    case 'self_contained':
      return { title: `Single room self-contained at ${place.name}`, description: `A self-contained room with its own washroom and kitchenette, at ${where}. ${rnd.pick(['Newly built and tiled.', 'Walled and gated.', 'Ceiling fan and wardrobe in place.'])} ${extra()}` };
    case 'compound_house':
      return { title: `${bedrooms === 1 ? 'Room' : '2 rooms'} in a compound house at ${place.name}`, description: `${bedrooms === 1 ? 'A room' : 'Two rooms'} in a family compound house around a shared yard, at ${where}. Shared washrooms and kitchen; ${rnd.pick(['a friendly household.', 'the landlord lives in the house.', 'a caretaker on site.'])} ${extra()}` };
    case 'apartment':
      return { title: `${bedrooms}-bedroom apartment in ${place.name}`, description: `A ${bedrooms}-bedroom flat in ${where}. ${prime ? rnd.pick(['Fitted kitchen, air conditioning in every room and 24-hour security.', 'Lift, backup generator and a pool in the building.']) : rnd.pick(['Tiled throughout with a fitted kitchen.', 'On the first floor, with a balcony.', 'Walled and gated, with parking.'])} ${extra()}` };
    case 'house':
      return { title: `${bedrooms}-bedroom house in ${place.name}`, description: `A ${bedrooms}-bedroom house in ${where}. ${prime ? rnd.pick(['With a boys quarters, a garden and a two-car garage.', 'Gated, with a pool and a boys quarters.']) : rnd.pick(['Walled and gated, with a quiet compound.', 'Close to schools, a market and the main road.', 'Newly painted, with a boys quarters.'])} ${extra()}` };
    case 'bungalow':
      return { title: `${bedrooms}-bedroom bungalow at ${place.name}`, description: `A ${bedrooms}-bedroom bungalow at ${where}, ${rnd.pick(['with a large compound.', 'with a porch and a garden.', 'walled, with a gate.'])} ${extra()}` };
    default:
      return { title: `${bedrooms}-bedroom townhouse in ${place.name}`, description: `A ${bedrooms}-bedroom townhouse in a gated community at ${where}. ${rnd.pick(['Shared pool and security.', 'Each with its own parking.'])} ${extra()}` };
  }
}

/** A place of this tier; the cities' and towns' turn through the regions, so the demo reaches all 16. */
function placePicker(rnd: Rnd) {
  const turns = new Map<Tier, number>();
  return (tier: Tier): Place => {
    const places = placesByTier[tier];
    if (tier !== 'city' && tier !== 'town') return rnd.pick(places);
    const inTier = regions.filter((r) => places.some((p) => p.regionCode === r.code));
    const turn = turns.get(tier) ?? 0;
    turns.set(tier, turn + 1);
    const region = inTier[turn % inTier.length]!;
    return rnd.pick(places.filter((p) => p.regionCode === region.code));
  };
}

function common(rnd: Rnd, place: Place) {
  const jitter = () => (rnd.next() - 0.5) * 0.012;
  return {
    location: { type: 'Point', coordinates: [round(place.lon + jitter()), round(place.lat + jitter())] },
    location_details: { town: place.name, city: place.city ?? place.name, region: place.regionCode },
    amenities: [] as string[],
    rules: { smoking: false, pets: rnd.chance(0.4), parties: rnd.chance(0.2), noise: false },
  };
}

/** A round price inside the range: to 10 cedis below 1,000, 50 below 10,000, 500 below 100,000, then 5,000. */
export function within(rnd: Rnd, [min, max]: Range, step = max < 1000 ? 10 : max < 10_000 ? 50 : max < 100_000 ? 500 : 5000): number {
  const lo = Math.ceil(min / step);
  const hi = Math.max(lo, Math.floor(max / step));
  return rnd.int(lo, hi) * step;
}

/** A year or two, as the market usually asks (above the Rent Act's six months, so Fie flags it). */
const usualAdvance = (rnd: Rnd, [min, max]: Range) => rnd.pick([12, 24].filter((months) => months >= min && months <= max));

const rangeFor = (row: (typeof homes)[number], acquisition: string) => (acquisition === 'buy' ? row.sale : acquisition === 'short_stay' ? row.night : row.rent);

/** Picks an item with probability proportional to its weight, shared among the items of one group (a tier's bedroom counts). */
function weighted<T>(rnd: Rnd, items: readonly T[], weight: (item: T) => number, group: (item: T) => string = () => ''): T {
  const groups = new Map<string, number>();
  for (const item of items) groups.set(group(item), (groups.get(group(item)) ?? 0) + 1);
  const weights = items.map((item) => weight(item) / groups.get(group(item))!);
  let roll = rnd.next() * weights.reduce((a, b) => a + b, 0);
  for (const [i, item] of items.entries()) if ((roll -= weights[i]!) < 0) return item;
  return items.find((item) => weight(item) > 0) ?? items[0]!;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const regionName = (code: string) => regions.find((r) => r.code === code)?.name ?? code;
const pickSome = (rnd: Rnd, list: string[]) => list.filter(() => rnd.chance(0.35));
const withoutUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
