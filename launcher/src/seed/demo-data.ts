import { places, regions } from '@fie/places';
import { mulberry32 } from '@fie/platform';

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

export const owners = [
  ['Kwame', 'Mensah'], ['Ama', 'Owusu'], ['Kofi', 'Boateng'], ['Akosua', 'Asante'], ['Yaw', 'Darko'], ['Efua', 'Quaye'],
  ['Kojo', 'Antwi'], ['Abena', 'Agyemang'], ['Fiifi', 'Sarpong'], ['Esi', 'Ampofo'], ['Mohammed', 'Issah'], ['Selasi', 'Agbeko'],
] as const;

export const organizations = [
  { name: 'Adom Homes', url_name: 'adom_homes', address: '14 Lagos Avenue, East Legon, Accra' },
  { name: 'Sika Realty', url_name: 'sika_realty', address: 'Prempeh II Street, Adum, Kumasi' },
  { name: 'Northern Lands', url_name: 'north_lands', address: 'Bolgatanga Road, Tamale' },
  { name: 'Coastline Venues', url_name: 'coast_venue', address: 'Beach Road, Takoradi' },
] as const;

const premium = ['east-legon', 'cantonments', 'airport-residential', 'labone', 'ridge', 'roman-ridge', 'dzorwulu', 'trasacco', 'nhyiaso', 'ahodwo'];

export type DemoListing = { category: 'residential' | 'commercial' | 'farmland' | 'events'; body: Record<string, unknown>; label: string };

/** Builds `count` listings spread over all 16 regions and all four categories, with plausible Ghanaian prices. */
export function demoListings(count: number, rnd = random()): DemoListing[] {
  const byRegion = new Map(regions.map((r) => [r.code, places.filter((p) => p.regionCode === r.code)]));
  const out: DemoListing[] = [];
  for (let i = 0; i < count; i++) {
    const region = regions[i % regions.length]!;
    const candidates = byRegion.get(region.code) ?? [];
    // Accra and Kumasi get more listings, as in life: every third listing goes to one of them.
    const focus = i % 3 === 0 ? (i % 2 === 0 ? 'greater_accra' : 'ashanti') : region.code;
    const place = rnd.pick(byRegion.get(focus)?.length ? byRegion.get(focus)! : candidates.length ? candidates : [{ id: region.code, name: region.capital, lat: region.lat, lon: region.lon, regionCode: region.code } as never]);
    const isPremium = premium.some((p) => place.id.endsWith(p));
    const roll = rnd.next();
    const category = roll < 0.6 ? 'residential' : roll < 0.75 ? 'commercial' : roll < 0.9 ? 'farmland' : 'events';
    const jitter = () => (rnd.next() - 0.5) * 0.012;
    const location = { type: 'Point', coordinates: [round(place.lon + jitter()), round(place.lat + jitter())] };
    const location_details = { town: place.name, city: (place as { city?: string }).city ?? place.name, region: place.regionCode };
    const common = { location, location_details, amenities: [] as string[], rules: { smoking: false, pets: rnd.chance(0.4), parties: rnd.chance(0.2), noise: false } };
    let body: Record<string, unknown>;
    if (category === 'residential') {
      const type = rnd.pick(['house', 'apartment', 'townhouse', 'bungalow'] as const);
      const acquisition = rnd.chance(0.55) ? 'rent' : rnd.chance(0.7) ? 'buy' : 'short_stay';
      const bedrooms = rnd.int(1, type === 'apartment' ? 3 : 6);
      const usd = acquisition === 'buy' && isPremium && rnd.chance(0.5);
      const price = acquisition === 'rent' ? step((isPremium ? rnd.int(8_000, 40_000) : rnd.int(600, 6_000)) * (0.6 + bedrooms * 0.2), 50)
        : acquisition === 'short_stay' ? step(rnd.int(350, isPremium ? 3_000 : 1_200), 10)
        : usd ? step(rnd.int(150_000, 900_000), 1000) : step(rnd.int(250_000, isPremium ? 6_000_000 : 1_800_000), 5000);
      const start = new Date(Date.UTC(2026, 11, rnd.int(1, 20)));
      body = {
        ...common, type, acquisition, price, currency: usd ? 'USD' : 'GHS', bedrooms, bathrooms: Math.max(1, bedrooms - rnd.int(0, 1)),
        payment_plan: acquisition === 'rent' ? (rnd.chance(0.7) ? 'MONTHLY' : 'YEARLY') : acquisition === 'short_stay' ? 'DAILY' : undefined,
        rent_advance_months: acquisition === 'rent' ? rnd.pick([6, 12, 12, 24]) : undefined,
        stay_start_date: acquisition === 'short_stay' ? iso(start) : undefined,
        stay_end_date: acquisition === 'short_stay' ? iso(new Date(start.getTime() + rnd.int(60, 240) * 86_400_000)) : undefined,
        buildYear: rnd.int(1985, 2025), size: bedrooms * rnd.int(45, 90), unit: 'sqm', furnishing: rnd.pick(['not_furnished', 'partly_furnished', 'furnished']),
        utilities: { water: rnd.pick(['gwcl', 'gwcl', 'borehole', 'tanker_service']), water_storage: rnd.pick(['tank', 'none']), electricity: 'ecg', electricity_backups: rnd.pick(['solar', 'generator', 'none']), garage: rnd.chance(0.3), parking_space: rnd.int(0, 4) },
        amenities: pickSome(rnd, ['security', 'parking', 'airconditioning', 'garden', 'borehole', 'swimming_pool', 'gym', 'balcony', 'internet']),
        title: `${bedrooms}-bedroom ${type} in ${place.name}`,
        description: `${bedrooms}-bedroom ${type} in ${place.name}, ${regionName(place.regionCode)}. ${rnd.pick(['Tiled throughout with fitted kitchen and wardrobes.', 'Walled and gated, with a quiet compound.', 'Close to schools, a market and the main road.', 'Newly painted, with a boys quarters.'])} ${rnd.pick(['Prepaid meter.', 'Polytank and pumping machine in place.', 'Good road network.', 'Reliable water supply.'])}`,
      };
    } else if (category === 'commercial') {
      const type = rnd.pick(['office', 'retail_shop', 'warehouse', 'shipping_container'] as const);
      const acquisition = rnd.chance(0.8) ? 'rent' : 'buy';
      body = {
        ...common, type, acquisition, currency: 'GHS', price: acquisition === 'rent' ? step(rnd.int(800, isPremium ? 30_000 : 8_000), 50) : step(rnd.int(300_000, 4_000_000), 5000),
        payment_plan: acquisition === 'rent' ? rnd.pick(['MONTHLY', 'YEARLY']) : undefined, size: rnd.int(20, 600), unit: 'sqm', parking_capacity: rnd.int(0, 30),
        title: `${type.replace('_', ' ')} space in ${place.name}`,
        description: `${type === 'retail_shop' ? 'Shop' : type.replace('_', ' ')} in ${place.name}, ${regionName(place.regionCode)}, on a busy road with good foot traffic. ${rnd.pick(['Three-phase power.', 'Washroom on site.', 'Security at night.'])}`,
      };
    } else if (category === 'farmland') {
      const type = rnd.pick(['crop_farm', 'fish_farm', 'livestock_farm'] as const);
      const acquisition = rnd.chance(0.6) ? 'buy' : 'rent';
      const unit = rnd.pick(['acre', 'acre', 'plot', 'hectare'] as const);
      body = {
        ...common, type, acquisition, currency: 'GHS', unit, measurement: rnd.int(1, 80),
        price: acquisition === 'buy' ? step(rnd.int(15_000, 600_000), 1000) : step(rnd.int(1_500, 25_000), 100), payment_plan: acquisition === 'rent' ? 'YEARLY' : undefined,
        title: `${type.replace('_', ' ')} land near ${place.name}`,
        description: `Fertile ${type === 'fish_farm' ? 'land with a stream for ponds' : 'farmland'} near ${place.name}, ${regionName(place.regionCode)}. ${rnd.pick(['Indenture and site plan available.', 'Family land with a clear title.', 'Accessible by road all year.'])}`,
      };
    } else {
      const type = rnd.pick(['event_centre', 'church', 'conference_hall', 'garden', 'theatre'] as const);
      body = {
        ...common, type, acquisition: 'rent', currency: 'GHS', price: step(rnd.int(1_500, 25_000), 100), payment_plan: 'DAILY',
        seating_capacity: rnd.int(80, 1500), parking_capacity: rnd.int(10, 200),
        title: `${type.replace('_', ' ')} in ${place.name}`,
        description: `A ${type.replace('_', ' ')} in ${place.name} for weddings, funerals, outdoorings and conferences. ${rnd.pick(['Chairs and canopies included.', 'Generator on standby.', 'Ample parking.'])}`,
      };
    }
    out.push({ category, body: withoutUndefined(body), label: `${place.name}` });
  }
  return out;
}

const round = (n: number) => Math.round(n * 1e5) / 1e5;
const step = (n: number, s: number) => Math.max(s, Math.round(n / s) * s);
const iso = (d: Date) => d.toISOString().slice(0, 10);
const regionName = (code: string) => regions.find((r) => r.code === code)?.name ?? code;
const pickSome = (rnd: ReturnType<typeof random>, list: string[]) => list.filter(() => rnd.chance(0.35));
const withoutUndefined = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
