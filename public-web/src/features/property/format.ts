import { LEGAL_RENT_ADVANCE_MONTHS } from '@fie/domain';
import { dateRangeText } from '../../lib/date-range-text';
import { dayText } from '../../lib/days';
import { formatAmount } from '../../lib/money';
import type { Property } from '../../lib/property';

/**
 * The property page's words for a listing's facts: real days on market, availability from the
 * listing's own dates, and its utilities and rules in plain language.
 */

/** '2026-12-24' → '24 December 2026'. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isFinite(time) ? dayText(time) : iso;
}

/** The public part of a listing's price history: 'Price reduced on 3 March 2026' (or raised). */
export function priceChangeText(change: Property['priceChange']): string | undefined {
  if (!change || change.from === change.to) return undefined;
  return `Price ${change.to < change.from ? 'reduced' : 'raised'} on ${formatDate(change.at)}`;
}

export function daysOnMarketText(days: number | undefined): string | undefined {
  if (days === undefined) return undefined;
  if (days === 0) return 'Listed today';
  return `${formatAmount(days)} ${days === 1 ? 'day' : 'days'} on market`;
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * What the listing says about when it can be had: a short stay's window, a date it frees up, or
 * 'Available now' when its own dates say so. Nothing when the listing does not say.
 */
export function availabilityText(property: Pick<Property, 'acquisition' | 'stayStart' | 'stayEnd' | 'availableFrom'>, now = new Date()): string | undefined {
  const day = today(now);
  if (property.acquisition === 'short_stay' && property.stayStart && property.stayEnd) {
    if (property.stayEnd.slice(0, 10) < day) return `Was available ${formatDate(property.stayStart)} to ${formatDate(property.stayEnd)}`;
    return `Available for short stays from ${formatDate(property.stayStart)} to ${formatDate(property.stayEnd)}`;
  }
  if (property.availableFrom) {
    return property.availableFrom.slice(0, 10) > day ? `Available from ${formatDate(property.availableFrom)}` : 'Available now';
  }
  return undefined;
}

/** Booked ranges named on the page at most; a seeker asks the lister about the rest. */
const BOOKED_SHOWN = 6;

/**
 * 'Booked: 12 Dec – 15 Dec 2026, 20 Dec – 27 Dec 2026': a short stay's booked ranges not yet over (check-in –
 * check-out), so a seeker sees which dates are taken. Nothing when none are to come.
 */
export function bookedText(property: Pick<Property, 'acquisition' | 'bookedDates'>, now = new Date()): string | undefined {
  if (property.acquisition !== 'short_stay') return undefined;
  const day = today(now);
  const coming = property.bookedDates.filter((range) => range.end > day);
  if (!coming.length) return undefined;
  const shown = coming.slice(0, BOOKED_SHOWN).map((range) => dateRangeText(range.start, range.end));
  const more = coming.length - shown.length;
  return `Booked: ${shown.join(', ')}${more > 0 ? ` and ${more} more` : ''}`;
}

export function rentAdvanceText(property: Pick<Property, 'rentAdvanceMonths' | 'rentAdvanceAboveLegal'>): { text: string; aboveLegal: boolean } | undefined {
  const months = property.rentAdvanceMonths;
  if (months === undefined) return undefined;
  const years = months % 12 === 0 && months >= 12 ? ` (${months / 12} ${months === 12 ? 'year' : 'years'})` : '';
  return {
    text: months === 0 ? 'No advance asked' : `${months} ${months === 1 ? 'month' : 'months'}${years} of rent in advance`,
    aboveLegal: property.rentAdvanceAboveLegal || months > LEGAL_RENT_ADVANCE_MONTHS,
  };
}

const waterLabels: Record<string, string> = { gwcl: 'Ghana Water (GWCL)', borehole: 'Borehole', well: 'Well', tanker_service: 'Tanker service', none: 'None' };
const storageLabels: Record<string, string> = { tank: 'Storage tank', none: 'None' };
const electricityLabels: Record<string, string> = { ecg: 'ECG (national grid)', solar: 'Solar', generator: 'Generator', none: 'None' };
const backupLabels: Record<string, string> = { solar: 'Solar', generator: 'Generator', none: 'None' };
export const furnishingLabels: Record<string, string> = { not_furnished: 'Not furnished', partly_furnished: 'Partly furnished', furnished: 'Furnished' };

/** The utilities a listing states, in the order a seeker asks about them; unstated ones are left out. */
export function utilityRows(utilities: Property['utilities']): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => value && rows.push({ label, value });
  add('Water', utilities.water && (waterLabels[utilities.water] ?? utilities.water));
  add('Water storage', utilities.waterStorage && (storageLabels[utilities.waterStorage] ?? utilities.waterStorage));
  add('Electricity', utilities.electricity && (electricityLabels[utilities.electricity] ?? utilities.electricity));
  add('Electricity backup', utilities.electricityBackups && (backupLabels[utilities.electricityBackups] ?? utilities.electricityBackups));
  if (utilities.garage !== undefined) add('Garage', utilities.garage ? 'Yes' : 'No');
  if (utilities.parkingSpace !== undefined) add('Parking', utilities.parkingSpace === 0 ? 'No parking space' : `${utilities.parkingSpace} ${utilities.parkingSpace === 1 ? 'space' : 'spaces'}`);
  return rows;
}

export const ruleNames = { smoking: 'Smoking', pets: 'Pets', parties: 'Parties', noise: 'Noise (music, events)' } as const;
