import {
  amenities,
  areaUnits,
  categoryLabels,
  type Acquisition,
  type AreaUnit,
  type Category,
} from '@fie/domain';

type Amenity = (typeof amenities)[number];

/**
 * What each category's form asks for. One form engine, four forms: a house needs rooms, water and power
 * and house rules; a shop its parking and floor area; a farm its size in plots, acres or hectares; an event
 * venue its seating, whether it is indoors or outdoors, and its parking.
 */
export type CategoryForm = {
  /** The name on the category choice (the filter says 'Agric & Farmlands'; the form says 'Farmland'). */
  choiceLabel: string;
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
  sizeLabel: string;
};

export const categoryForms: Record<Category, CategoryForm> = {
  residential: {
    choiceLabel: categoryLabels.residential,
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
    sizeLabel: 'Floor area',
  },
  commercial: {
    choiceLabel: categoryLabels.commercial,
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
    sizeLabel: 'Floor area',
  },
  farmland: {
    choiceLabel: 'Farmland',
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
    sizeLabel: 'Farm size',
  },
  events: {
    choiceLabel: categoryLabels.events,
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
    sizeLabel: 'Floor or ground area',
  },
};

export const allUnits = areaUnits;

/** Labels of the option sets as the form shows them (the domain keeps the codes). */
export const furnishingLabels: Record<string, string> = { not_furnished: 'Not furnished', partly_furnished: 'Partly furnished', furnished: 'Furnished' };
export const waterLabels: Record<string, string> = { gwcl: 'GWCL (pipe-borne)', borehole: 'Borehole', well: 'Well', tanker_service: 'Tanker service', none: 'None' };
export const waterStorageLabels: Record<string, string> = { tank: 'Storage tank (polytank)', none: 'None' };
export const electricityLabels: Record<string, string> = { ecg: 'ECG / NEDCo (national grid)', solar: 'Solar', generator: 'Generator', none: 'None' };
export const backupLabels: Record<string, string> = { solar: 'Solar', generator: 'Generator', none: 'None' };
export const planLabels: Record<string, string> = { DAILY: 'Per day', WEEKLY: 'Per week', MONTHLY: 'Per month', YEARLY: 'Per year' };
export const ruleLabels: Record<string, string> = { smoking: 'Smoking allowed', pets: 'Pets allowed', parties: 'Parties allowed', noise: 'Loud music allowed' };
export const settingLabels = { indoor: 'Indoor', outdoor: 'Outdoor' } as const;
export type Setting = keyof typeof settingLabels;
