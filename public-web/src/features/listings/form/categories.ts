import {
  amenities,
  areaUnits,
  optionLabel,
  type Acquisition,
  type AreaUnit,
  type Category,
  type Translate,
} from '@fie/domain';

type Amenity = (typeof amenities)[number];

/**
 * What each category's form asks for. One form engine, four forms: a house needs rooms, water and power
 * and house rules; a shop its parking and floor area; a farm its size in plots, acres or hectares; an event
 * venue its seating, whether it is indoors or outdoors, and its parking.
 */
export type CategoryForm = {
  acquisitions: readonly Acquisition[];
  /** At least this many photos (residential and farmland need 3; the spec). */
  minPhotos: number;
  rooms: boolean;
  buildYear: boolean;
  furnishing: boolean;
  /** Which utilities: all of them (water and power required), the basics, water only, or none. */
  utilities: 'full' | 'basic' | 'water' | 'none';
  rules: boolean;
  amenities: readonly Amenity[];
  parking: boolean;
  seating: boolean;
  /** Indoor / outdoor, kept as the listing's tags. */
  setting: boolean;
  units: readonly AreaUnit[];
  defaultUnit: AreaUnit;
  sizeRequired: boolean;
};

export const categoryForms: Record<Category, CategoryForm> = {
  residential: {
    acquisitions: ['buy', 'rent', 'short_stay'],
    minPhotos: 3,
    rooms: true,
    buildYear: true,
    furnishing: true,
    utilities: 'full',
    rules: true,
    amenities,
    parking: false,
    seating: false,
    setting: false,
    units: ['sqm', 'sqft', 'plot'],
    defaultUnit: 'sqm',
    sizeRequired: false,
  },
  commercial: {
    acquisitions: ['buy', 'rent'],
    minPhotos: 1,
    rooms: false,
    buildYear: true,
    furnishing: true,
    utilities: 'basic',
    rules: false,
    amenities: ['airconditioning', 'security', 'parking', 'internet', 'standby_generator', 'borehole'],
    parking: true,
    seating: false,
    setting: false,
    units: ['sqm', 'sqft', 'plot', 'acre'],
    defaultUnit: 'sqm',
    sizeRequired: false,
  },
  farmland: {
    acquisitions: ['buy', 'rent'],
    minPhotos: 3,
    rooms: false,
    buildYear: false,
    furnishing: false,
    utilities: 'water',
    rules: false,
    amenities: ['borehole', 'security'],
    parking: false,
    seating: false,
    setting: false,
    units: ['acre', 'hectare', 'plot', 'sqm'],
    defaultUnit: 'acre',
    sizeRequired: true,
  },
  events: {
    acquisitions: ['rent', 'buy'],
    minPhotos: 1,
    rooms: false,
    buildYear: false,
    furnishing: false,
    utilities: 'basic',
    rules: true,
    amenities: ['airconditioning', 'garden', 'security', 'parking', 'internet', 'standby_generator', 'swimming_pool'],
    parking: true,
    seating: true,
    setting: true,
    units: ['sqm', 'sqft', 'plot', 'acre'],
    defaultUnit: 'sqm',
    sizeRequired: false,
  },
};

export const allUnits = areaUnits;

/** The name on the category choice (the search filter says 'Agric & Farmlands'; the form says 'Farmland'). */
export const categoryName = (t: Translate, category: Category) =>
  category === 'farmland' ? t('listings.category.farmland', 'Farmland') : optionLabel(t, 'category', category);

/** What the size field of a category's form is called. */
export function sizeLabel(t: Translate, category: Category): string {
  if (category === 'farmland') return t('listings.form.size.farm', 'Farm size');
  if (category === 'events') return t('listings.form.size.venue', 'Floor or ground area');
  return t('listings.form.size.floor', 'Floor area');
}

/** The area units as the form's select names them. */
export const unitLabels = (t: Translate): Record<AreaUnit, string> => ({
  sqm: t('listings.unit.sqm', 'm²'),
  sqft: t('listings.unit.sqft', 'ft²'),
  plot: t('listings.unit.plot', 'plots'),
  acre: t('listings.unit.acre', 'acres'),
  hectare: t('listings.unit.hectare', 'hectares'),
});

/** Labels of the option sets as the form shows them, in the reader's language (the domain keeps the codes). */
export const waterLabels = (t: Translate): Record<string, string> => ({
  gwcl: t('listings.water.gwcl', 'GWCL (pipe-borne)'),
  borehole: t('listings.water.borehole', 'Borehole'),
  well: t('listings.water.well', 'Well'),
  tanker_service: t('listings.water.tanker', 'Tanker service'),
  none: t('listings.option.none', 'None'),
});
export const waterStorageLabels = (t: Translate): Record<string, string> => ({ tank: t('listings.water.tank', 'Storage tank (polytank)'), none: t('listings.option.none', 'None') });
export const electricityLabels = (t: Translate): Record<string, string> => ({
  ecg: t('listings.power.ecg', 'ECG / NEDCo (national grid)'),
  solar: t('listings.power.solar', 'Solar'),
  generator: t('listings.power.generator', 'Generator'),
  none: t('listings.option.none', 'None'),
});
export const backupLabels = (t: Translate): Record<string, string> => ({ solar: t('listings.power.solar', 'Solar'), generator: t('listings.power.generator', 'Generator'), none: t('listings.option.none', 'None') });
/** How often the price is paid, as the form's select says it. */
export const planLabels = (t: Translate): Record<string, string> => ({
  DAILY: t('listings.plan.daily', 'Every day'),
  WEEKLY: t('listings.plan.weekly', 'Every week'),
  MONTHLY: t('listings.plan.monthly', 'Every month'),
  YEARLY: t('listings.plan.yearly', 'Every year'),
});
export const ruleLabels = (t: Translate): Record<string, string> => ({
  smoking: t('listings.rule.smoking', 'Smoking allowed'),
  pets: t('listings.rule.pets', 'Pets allowed'),
  parties: t('listings.rule.parties', 'Parties allowed'),
  noise: t('listings.rule.noise', 'Loud music allowed'),
});
export const settings = ['indoor', 'outdoor'] as const;
export type Setting = (typeof settings)[number];
export const settingLabels = (t: Translate): Record<Setting, string> => ({ indoor: t('listings.setting.indoor', 'Indoor'), outdoor: t('listings.setting.outdoor', 'Outdoor') });
