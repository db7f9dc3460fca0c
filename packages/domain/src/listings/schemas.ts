import { z } from 'zod';
import { regionCodeOf } from '../shared/ghana';
import { listingMessages as m } from './messages';
import { imageRef } from './images';
import { viewingFeeField } from '../payments/schemas';
import {
  acquisitions, amenities, areaUnits, canonical, categories, currencies, electricityBackups, electricitySources, furnishings,
  paymentPlans, typesByCategory, waterSources, waterStorage, type Category,
} from './options';

/**
 * One schema for every listing category (create and update), shared by the command API and the forms.
 * Shape follows the spec's payloads (snake_case where the spec uses it); the category decides which
 * fields are required. The caller checks that the point lies in Ghana (that needs the gazetteer).
 */
const DIGITAL_ADDRESS = /^[A-Za-z]{2}-\d{3,4}-\d{4}$/;
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}/, { error: m.dateInvalid });
const enumOf = <T extends readonly [string, ...string[]]>(values: T, error: string) => z.preprocess(canonical, z.enum(values, { error }));
/** Prices arrive as numbers or as typed text with thousands separators ('1,500'); separators are stripped on use. */
const money = z.preprocess(
  (v) => (typeof v === 'string' ? (v.replace(/[,\s]/g, '') === '' ? undefined : Number(v.replace(/[,\s]/g, ''))) : v),
  z.number({ error: m.priceRequired }).min(1, { error: m.priceMin }).max(1e11, { error: m.priceTooHigh }),
);
const count = (min: string, max: string, required: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number({ error: required }).int({ error: required }).min(1, { error: min }).max(15, { error: max }));
const optionalNumber = (min: number, error: string) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number({ error }).min(min, { error }).optional());


export const listingFields = z.object({
  category: enumOf(categories, m.categoryRequired),
  type: z.preprocess(canonical, z.string({ error: m.typeRequired }).min(1, { error: m.typeRequired })),
  acquisition: z.preprocess(canonical, z.string({ error: m.acquisitionRequired }).min(1, { error: m.acquisitionRequired }).pipe(z.enum(acquisitions, { error: m.acquisitionInvalid }))),
  price: money,
  currency: z.preprocess((v) => (v === '' ? undefined : canonical(v)), z.enum(currencies, { error: m.currencyRequired })),
  payment_plan: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? v.toUpperCase() : v), z.enum(paymentPlans, { error: m.paymentPlanRequired }).optional()),
  rent_advance_months: optionalNumber(0, m.advanceMonthsInvalid).pipe(z.number().max(60, { error: m.advanceMonthsMax }).optional()),
  stay_start_date: isoDate.optional().or(z.literal('').transform(() => undefined)),
  stay_end_date: isoDate.optional().or(z.literal('').transform(() => undefined)),
  /** How a short stay is paid (no payment is taken on the site): shown beside 'Request to book'. */
  stay_payment_instructions: z.string().trim().max(1000, { error: m.paymentInstructionsTooLong }).optional().or(z.literal('').transform(() => undefined)),
  available_from: isoDate.optional().or(z.literal('').transform(() => undefined)),
  title: z.string().trim().max(100, { error: m.titleTooLong }).optional(),
  short_description: z.string().trim().max(160, { error: m.shortDescriptionTooLong }).optional(),
  description: z.string({ error: m.descriptionRequired }).trim().min(1, { error: m.descriptionRequired }).max(5000, { error: m.descriptionTooLong }),
  bedrooms: count(m.bedroomsMin, m.bedroomsMax, m.bedroomsRequired).optional(),
  bathrooms: count(m.bathroomsMin, m.bathroomsMax, m.bathroomsRequired).optional(),
  buildYear: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v), z.number({ error: m.buildYearInvalid }).int({ error: m.buildYearInvalid }).min(1500, { error: m.buildYearInvalid }).optional()),
  size: optionalNumber(0.0001, m.sizeRequired),
  unit: z.preprocess((v) => (v === '' ? undefined : canonical(v)), z.enum(areaUnits, { error: m.unitRequired }).optional()),
  furnishing: z.preprocess((v) => (v === '' ? undefined : canonical(v)), z.enum(furnishings).optional()),
  amenities: z.array(z.preprocess(canonical, z.enum(amenities, { error: m.amenityUnknown }))).default([]),
  tags: z.array(z.string().trim().min(1).max(30)).max(10).default([]),
  images: z.array(imageRef).max(20, { error: m.imagesMax }).default([]),
  parking_capacity: optionalNumber(0, m.parkingNegative),
  seating_capacity: optionalNumber(1, m.seatingRequired),
  utilities: z
    .object({
      water: z.preprocess((v) => (v === '' ? undefined : canonical(v)), z.enum(waterSources, { error: m.waterRequired }).optional()),
      water_storage: z.preprocess((v) => (v === '' ? undefined : canonical(v)), z.enum(waterStorage).optional()),
      electricity: z.preprocess((v) => (v === '' ? undefined : canonical(v)), z.enum(electricitySources, { error: m.electricityRequired }).optional()),
      electricity_backups: z.preprocess((v) => (v === '' ? undefined : canonical(v)), z.enum(electricityBackups).optional()),
      garage: z.boolean().optional(),
      parking_space: optionalNumber(0, m.parkingNegative),
    })
    .default({}),
  rules: z.object({ smoking: z.boolean().default(false), pets: z.boolean().default(false), parties: z.boolean().default(false), noise: z.boolean().default(false) }).default({ smoking: false, pets: false, parties: false, noise: false }),
  location: z.object(
    {
      type: z.literal('Point').default('Point'),
      coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)], { error: m.locationRequired }),
    },
    { error: m.locationRequired },
  ),
  location_details: z.object(
    {
      town: z.string({ error: m.locationRequired }).trim().min(1, { error: m.locationRequired }),
      city: z.string().trim().optional(),
      // Stored as one of the 16 codes whatever the caller wrote (a code, an older wizard's code, a name):
      // search, matching and the region pages group by it, so an unknown region would be a listing no one finds.
      region: z
        .string({ error: m.locationRequired })
        .trim()
        .min(1, { error: m.locationRequired })
        // Typed as a string: listings recorded before this rule may carry an older spelling, read with regionCodeOf.
        .transform((value): string => regionCodeOf(value))
        .refine((code) => code !== '', { error: m.regionUnknown }),
      district: z.string().trim().optional(),
      digital_address: z.string().trim().toUpperCase().regex(DIGITAL_ADDRESS, { error: m.digitalAddressInvalid }).optional().or(z.literal('').transform(() => undefined)),
    },
    { error: m.locationRequired },
  ),
  gta_licence: z.string().trim().max(40).optional(),
  /**
   * "Show my phone number on this listing" (a person's own listings; an organization always shows its number).
   * Left out, a new listing shows it and an edit keeps what the listing had (listing.ts); listings recorded
   * before the switch have none, and follow their lister's old profile setting (present-listing.ts).
   */
  show_phone: z.boolean({ error: m.showPhoneOnOff }).optional(),
  /** What the lister asks to show the property, in cedis (at most GH₵ 100), paid into the hold when a viewing is booked (issue 33). */
  viewing_fee: viewingFeeField,
});

export type ListingInput = z.input<typeof listingFields>;
export type ListingDraft = z.output<typeof listingFields>;

/** The rules that depend on the category and the acquisition, with the spec's messages. */
export function listingIssues(v: ListingDraft, now = new Date()): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const add = (path: string, message: string) => issues.push({ path: path.split('.'), message });
  const allowed = typesByCategory[v.category as Category] as readonly string[];
  if (!allowed.includes(v.type)) add('type', m.typeRequired);
  if (v.buildYear !== undefined && v.buildYear > now.getFullYear()) add('buildYear', m.buildYearFuture);
  if (v.acquisition === 'buy') {
    // Choosing buy clears the payment plan (spec §4); nothing to check.
  } else if (v.acquisition && !v.payment_plan) add('payment_plan', m.paymentPlanRequired);
  if (v.acquisition === 'short_stay') {
    if (!v.stay_start_date) add('stay_start_date', m.startDateRequired);
    if (!v.stay_end_date) add('stay_end_date', m.endDateRequired);
    if (v.stay_start_date && v.stay_end_date && v.stay_end_date < v.stay_start_date) add('stay_end_date', m.endBeforeStart);
  }
  if (v.category === 'residential') {
    if (v.bedrooms === undefined) add('bedrooms', m.bedroomsRequired);
    if (v.bathrooms === undefined) add('bathrooms', m.bathroomsRequired);
    if (!v.utilities.water) add('utilities.water', m.waterRequired);
    if (!v.utilities.electricity) add('utilities.electricity', m.electricityRequired);
  }
  if (v.category === 'residential' || v.category === 'farmland') {
    if (v.images.length === 0) add('images', m.imagesRequired);
    else if (v.images.length < 3) add('images', m.imagesMin);
  } else if (v.images.length === 0) add('images', m.imageRequired);
  if (v.category === 'farmland') {
    if (!v.unit) add('unit', m.unitRequired);
    if (v.size === undefined) add('size', m.sizeRequired);
  }
  if (v.category === 'events' && v.seating_capacity === undefined) add('seating_capacity', m.seatingRequired);
  return issues;
}

const refined = listingFields.superRefine((v, ctx) => {
  for (const issue of listingIssues(v)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

function withListingAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const src = input as Record<string, unknown>;
  const out: Record<string, unknown> = { ...src };
  const alias = (canonicalKey: string, ...others: string[]) => {
    if (out[canonicalKey] !== undefined) return;
    for (const k of others) if (src[k] !== undefined) return void (out[canonicalKey] = src[k]);
  };
  alias('size', 'measurement');
  alias('payment_plan', 'paymentPlan');
  alias('stay_start_date', 'startDate', 'start_date');
  alias('stay_end_date', 'endDate', 'end_date');
  alias('buildYear', 'build_year');
  alias('short_description', 'shortDescription');
  alias('rent_advance_months', 'rentAdvanceMonths');
  alias('available_from', 'availableFrom');
  alias('show_phone', 'showPhone');
  if (out.payment_plan === '' || canonical(out.acquisition) === 'buy') delete out.payment_plan;
  return out;
}

export const listingSchema = z.preprocess(withListingAliases, refined);
/** The category routes fix the category from the path; the body may omit it. */
export const listingSchemaFor = (category: Category) =>
  z.preprocess((input) => ({ ...(withListingAliases(input) as object), category }), refined);

/**
 * Validate a listing and report every problem at once. Zod skips object-level rules while a field is
 * invalid, so the category rules are also run over the fields that did parse: a person fixing a form sees
 * all that is missing in one go, not one round at a time.
 */
export function validateListing(input: unknown, category?: Category): { ok: true; data: ListingDraft } | { ok: false; errors: Record<string, string> } {
  const aliased = withListingAliases(category ? { ...(input as object), category } : input) as Record<string, unknown>;
  const result = refined.safeParse(aliased);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    errors[key] ??= issue.message;
  }
  const partial: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(listingFields.shape)) {
    const parsed = (schema as z.ZodType).safeParse(aliased?.[key]);
    if (parsed.success) partial[key] = parsed.data;
  }
  partial.images ??= [];
  partial.utilities ??= {};
  if (partial.category) {
    for (const issue of listingIssues(partial as ListingDraft)) {
      const key = issue.path.join('.');
      if (!Object.keys(errors).some((k) => k === key || k.startsWith(`${key}.`))) errors[key] = issue.message;
    }
  }
  return { ok: false, errors };
}
