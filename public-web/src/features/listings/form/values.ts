import { regions, validateListing, type Acquisition, type Category, type Currency, type ListAs } from '@fie/domain';
import type { ListedProperty, ListingImage } from '../api/listings';
import { priceDigits } from '../../../lib/money';
import { categoryForms, type Setting } from './categories';

/**
 * The form's own state: what the owner typed, as text where they type (price digits, years, sizes) so a
 * half-typed value never becomes NaN. `toPayload` turns it into the API's listing payload for the category,
 * and `validateValues` runs the shared schema over that payload, so the form shows the server's words.
 */
export type PlaceChoice = {
  /** What the autocomplete showed: 'East Legon, Accra, Greater Accra'. */
  label: string;
  town: string;
  city: string;
  region: string;
  district?: string;
  lat: number;
  lon: number;
  /** A region or district picked: its point is its capital's, so the owner should move the pin. */
  approximate?: boolean;
};

export type FormImage = ListingImage & {
  /** Uploaded in this form and not saved on a listing yet: deleting it deletes the file too. */
  fresh: boolean;
};

export type ListingValues = {
  type: string;
  acquisition: Acquisition | '';
  /** Digits only; shown with separators. */
  price: string;
  currency: Currency;
  payment_plan: string;
  rent_advance_months: string;
  stay_start_date: string;
  stay_end_date: string;
  available_from: string;
  title: string;
  short_description: string;
  description: string;
  bedrooms: number;
  bathrooms: number;
  buildYear: string;
  size: string;
  unit: string;
  furnishing: string;
  amenities: string[];
  tags: string[];
  images: FormImage[];
  parking_capacity: string;
  seating_capacity: string;
  utilities: { water: string; water_storage: string; electricity: string; electricity_backups: string; garage: boolean; parking_space: string };
  rules: { smoking: boolean; pets: boolean; parties: boolean; noise: boolean };
  place: PlaceChoice | null;
  digital_address: string;
  gta_licence: string;
  /** How a short stay is paid (no payment is taken on the site), shown beside Request to book. */
  stay_payment_instructions: string;
  /** The viewing fee in cedis (issue 33): empty asks none. */
  viewing_fee: string;
  /** "Show my phone number on this listing": on for a person's own listings unless they turn it off. */
  show_phone: boolean;
  /** A new listing's name: the lister's own or their organization's ('' until chosen: the form's default). */
  list_as: ListAs | '';
};

/** The listing draft of the spec (§3): bedrooms 1, bathrooms 1, currency GH₵; nothing else assumed. */
export function emptyValues(category: Category): ListingValues {
  return {
    type: '',
    acquisition: '',
    price: '',
    currency: 'GHS',
    payment_plan: '',
    rent_advance_months: '',
    stay_start_date: '',
    stay_end_date: '',
    available_from: '',
    title: '',
    short_description: '',
    description: '',
    bedrooms: 1,
    bathrooms: 1,
    buildYear: '',
    size: '',
    unit: categoryForms[category].defaultUnit,
    furnishing: '',
    amenities: [],
    tags: [],
    images: [],
    parking_capacity: '',
    seating_capacity: '',
    utilities: { water: '', water_storage: '', electricity: '', electricity_backups: '', garage: false, parking_space: '' },
    rules: { smoking: false, pets: false, parties: false, noise: false },
    place: null,
    digital_address: '',
    gta_licence: '',
    stay_payment_instructions: '',
    viewing_fee: '',
    show_phone: true,
    list_as: '',
  };
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const date = (value: unknown) => text(value).slice(0, 10);
const regionName = (code: string) => regions.find((r) => r.code === code)?.name ?? code.replace(/_/g, ' ');

/** A saved listing back into the form, for the Update Property dialog. */
export function valuesFromProperty(property: ListedProperty): ListingValues {
  const raw = property.raw;
  const base = emptyValues(property.category);
  const utilities = isRecord(raw.utilities) ? raw.utilities : {};
  const rules = isRecord(raw.rules) ? raw.rules : {};
  const details = isRecord(raw.location_details) ? raw.location_details : {};
  const coordinates = isRecord(raw.location) && Array.isArray(raw.location.coordinates) ? raw.location.coordinates : [];
  const [lon, lat] = coordinates.map(Number);
  const town = text(details.town);
  const region = text(details.region);
  const place: PlaceChoice | null =
    town && region && Number.isFinite(lat) && Number.isFinite(lon)
      ? {
          label: [town, text(details.city) !== town ? text(details.city) : '', regionName(region)].filter(Boolean).join(', '),
          town,
          city: text(details.city),
          region,
          district: text(details.district) || undefined,
          lat: lat as number,
          lon: lon as number,
        }
      : null;
  const count = (value: unknown) => (typeof value === 'number' && value >= 1 ? Math.round(value) : 1);
  return {
    ...base,
    type: property.type,
    acquisition: property.acquisition,
    price: property.price ? String(Math.round(property.price)) : '',
    currency: property.currency,
    payment_plan: text(raw.payment_plan),
    rent_advance_months: text(raw.rent_advance_months),
    stay_start_date: date(raw.stay_start_date),
    stay_end_date: date(raw.stay_end_date),
    available_from: date(raw.available_from),
    title: text(raw.title),
    short_description: text(raw.short_description),
    description: text(raw.description),
    bedrooms: count(raw.bedrooms),
    bathrooms: count(raw.bathrooms),
    buildYear: text(raw.buildYear),
    size: text(raw.size ?? raw.measurement),
    unit: text(raw.unit) || base.unit,
    furnishing: text(raw.furnishing),
    amenities: Array.isArray(raw.amenities) ? raw.amenities.filter((a): a is string => typeof a === 'string') : [],
    tags: Array.isArray(raw.tags) ? raw.tags.filter((t): t is string => typeof t === 'string') : [],
    images: property.images.map((image) => ({ ...image, fresh: false })),
    parking_capacity: text(raw.parking_capacity),
    seating_capacity: text(raw.seating_capacity),
    utilities: {
      water: text(utilities.water),
      water_storage: text(utilities.water_storage),
      electricity: text(utilities.electricity),
      electricity_backups: text(utilities.electricity_backups),
      garage: utilities.garage === true,
      parking_space: text(utilities.parking_space),
    },
    rules: { smoking: rules.smoking === true, pets: rules.pets === true, parties: rules.parties === true, noise: rules.noise === true },
    place,
    digital_address: text(details.digital_address),
    gta_licence: text(raw.gta_licence),
    stay_payment_instructions: text(raw.stay_payment_instructions),
    viewing_fee: text(raw.viewing_fee),
    // A listing from before the switch follows its lister's profile setting: what its page does now.
    show_phone: typeof raw.show_phone === 'boolean' ? raw.show_phone : isRecord(raw.lister) && raw.lister.showsPhone === true,
    list_as: property.organizationId ? 'organization' : 'own',
  };
}

const blank = (value: string) => (value.trim() === '' ? undefined : value.trim());
const numberOrText = (value: string) => {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : trimmed;
};

/** The indoor/outdoor setting of a venue lives in its tags. */
export const settingsOf = (tags: readonly string[]): Setting[] => (['indoor', 'outdoor'] as const).filter((s) => tags.includes(s));

/** The API's listing payload for the category: only the fields that category's form asks for. */
export function toPayload(values: ListingValues, category: Category): Record<string, unknown> {
  const form = categoryForms[category];
  const renting = values.acquisition === 'rent' || values.acquisition === 'short_stay';
  const payload: Record<string, unknown> = {
    type: values.type,
    acquisition: values.acquisition,
    price: values.price === '' ? '' : Number(priceDigits(values.price)),
    currency: values.currency,
    title: blank(values.title),
    short_description: blank(values.short_description),
    description: values.description,
    amenities: values.amenities,
    tags: values.tags,
    images: values.images.map((image) => image.name),
    show_phone: values.show_phone,
    list_as: values.list_as || undefined,
    size: numberOrText(values.size),
    unit: values.size.trim() || form.sizeRequired ? values.unit : undefined,
  };
  // Choosing buy clears the payment plan (spec §4): it is sent only for rent and short stay.
  if (renting) payload.payment_plan = values.payment_plan;
  if (values.acquisition === 'rent') payload.rent_advance_months = numberOrText(values.rent_advance_months);
  if (values.acquisition === 'short_stay') {
    payload.stay_start_date = values.stay_start_date;
    payload.stay_end_date = values.stay_end_date;
    payload.gta_licence = blank(values.gta_licence);
    payload.stay_payment_instructions = blank(values.stay_payment_instructions);
  } else {
    payload.available_from = blank(values.available_from);
    // Blank asks none; the shared schema caps it (GH₵ 100) and says so under the field.
    payload.viewing_fee = blank(values.viewing_fee);
  }
  if (form.rooms) {
    payload.bedrooms = values.bedrooms;
    payload.bathrooms = values.bathrooms;
  }
  if (form.buildYear) payload.buildYear = numberOrText(values.buildYear);
  if (form.furnishing) payload.furnishing = blank(values.furnishing);
  if (form.parking) payload.parking_capacity = numberOrText(values.parking_capacity);
  if (form.seating) payload.seating_capacity = numberOrText(values.seating_capacity);
  if (form.utilities !== 'none') {
    const u = values.utilities;
    const utilities: Record<string, unknown> = { water: blank(u.water) };
    if (form.utilities !== 'water') {
      utilities.electricity = blank(u.electricity);
      utilities.electricity_backups = blank(u.electricity_backups);
    }
    if (form.utilities === 'full') {
      utilities.water_storage = blank(u.water_storage);
      utilities.garage = u.garage;
      utilities.parking_space = numberOrText(u.parking_space);
    }
    payload.utilities = utilities;
  }
  if (form.rules) payload.rules = values.rules;
  if (values.place) {
    payload.location = { type: 'Point', coordinates: [round6(values.place.lon), round6(values.place.lat)] };
    payload.location_details = {
      town: values.place.town,
      city: blank(values.place.city),
      region: values.place.region,
      district: values.place.district,
      digital_address: blank(values.digital_address.toUpperCase()),
    };
  }
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * The form's field for an error key of the schema or the server: the location's many keys
 * (location, location.coordinates, location_details.town…) all belong to the place field.
 */
export function fieldOf(key: string): string {
  if (key === 'location_details.digital_address') return 'digital_address';
  if (key.startsWith('location')) return 'location';
  if (key === 'measurement') return 'size';
  return key;
}

export type FormErrors = Record<string, string>;

/** Every problem at once, in the spec's words, keyed by the form's fields. */
export function validateValues(values: ListingValues, category: Category): { ok: true; payload: Record<string, unknown> } | { ok: false; errors: FormErrors } {
  const payload = toPayload(values, category);
  const result = validateListing(payload, category);
  if (result.ok) return { ok: true, payload };
  return { ok: false, errors: keyErrors(result.errors) };
}

/** Re-keys field errors (the schema's or the server's) to the form's fields, the first message per field. */
export function keyErrors(errors: Record<string, string>): FormErrors {
  const keyed: FormErrors = {};
  for (const [key, message] of Object.entries(errors)) keyed[fieldOf(key)] ??= message;
  return keyed;
}
