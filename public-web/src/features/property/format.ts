import { LEGAL_RENT_ADVANCE_MONTHS, type Translate } from '@fie/domain';
import { dateRangeText } from '../../lib/date-range-text';
import { dayText } from '../../lib/days';
import { formatAmount } from '../../lib/money';
import type { Property } from '../../lib/property';

/**
 * The property page's words for a listing's facts: real days on market, availability from the
 * listing's own dates, and its utilities and rules in plain language. Each takes the page's `t` (useT), so the
 * words come in the reader's language.
 */

/** '2026-12-24' → '24 December 2026'. */
export function formatDate(iso: string): string {
  const time = Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  return Number.isFinite(time) ? dayText(time) : iso;
}

/** The public part of a listing's price history: 'Price reduced on 3 March 2026' (or raised). */
export function priceChangeText(t: Translate, change: Property['priceChange']): string | undefined {
  if (!change || change.from === change.to) return undefined;
  const date = formatDate(change.at);
  return change.to < change.from ? t('property.price.reduced', 'Price reduced on {date}', { date }) : t('property.price.raised', 'Price raised on {date}', { date });
}

export function daysOnMarketText(t: Translate, days: number | undefined): string | undefined {
  if (days === undefined) return undefined;
  if (days === 0) return t('property.market.listed-today', 'Listed today');
  return t('property.market.days', '{days, plural, one {{amount} day} other {{amount} days}} on market', { days, amount: formatAmount(days) });
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * What the listing says about when it can be had: a short stay's window, a date it frees up, or
 * 'Available now' when its own dates say so. Nothing when the listing does not say.
 */
export function availabilityText(t: Translate, property: Pick<Property, 'acquisition' | 'stayStart' | 'stayEnd' | 'availableFrom'>, now = new Date()): string | undefined {
  const day = today(now);
  if (property.acquisition === 'short_stay' && property.stayStart && property.stayEnd) {
    const dates = { start: formatDate(property.stayStart), end: formatDate(property.stayEnd) };
    if (property.stayEnd.slice(0, 10) < day) return t('property.availability.was', 'Was available {start} to {end}', dates);
    return t('property.availability.short-stay', 'Available for short stays from {start} to {end}', dates);
  }
  if (property.availableFrom) {
    return property.availableFrom.slice(0, 10) > day
      ? t('property.availability.from', 'Available from {date}', { date: formatDate(property.availableFrom) })
      : t('property.availability.now', 'Available now');
  }
  return undefined;
}

/** Booked ranges named on the page at most; a seeker asks the lister about the rest. */
const BOOKED_SHOWN = 6;

/**
 * 'Booked: 12 Dec – 15 Dec 2026, 20 Dec – 27 Dec 2026': a short stay's booked ranges not yet over (check-in –
 * check-out), so a seeker sees which dates are taken. Nothing when none are to come.
 */
export function bookedText(t: Translate, property: Pick<Property, 'acquisition' | 'bookedDates'>, now = new Date()): string | undefined {
  if (property.acquisition !== 'short_stay') return undefined;
  const day = today(now);
  const coming = property.bookedDates.filter((range) => range.end > day);
  if (!coming.length) return undefined;
  const shown = coming.slice(0, BOOKED_SHOWN).map((range) => dateRangeText(range.start, range.end));
  const more = coming.length - shown.length;
  const ranges = shown.join(', ');
  return more > 0 ? t('property.booked.list-more', 'Booked: {ranges} and {more} more', { ranges, more }) : t('property.booked.list', 'Booked: {ranges}', { ranges });
}

export function rentAdvanceText(t: Translate, property: Pick<Property, 'rentAdvanceMonths' | 'rentAdvanceAboveLegal'>): { text: string; aboveLegal: boolean } | undefined {
  const months = property.rentAdvanceMonths;
  if (months === undefined) return undefined;
  const inYears = months % 12 === 0 && months >= 12;
  return {
    text:
      months === 0
        ? t('property.advance.none', 'No advance asked')
        : inYears
          ? t('property.advance.months-years', '{months, plural, one {# month} other {# months}} ({years, plural, one {# year} other {# years}}) of rent in advance', { months, years: months / 12 })
          : t('property.advance.months', '{months, plural, one {# month} other {# months}} of rent in advance', { months }),
    aboveLegal: property.rentAdvanceAboveLegal || months > LEGAL_RENT_ADVANCE_MONTHS,
  };
}

const waterLabels = (t: Translate): Record<string, string> => ({
  gwcl: t('property.water.gwcl', 'Ghana Water (GWCL)'),
  borehole: t('property.water.borehole', 'Borehole'),
  well: t('property.water.well', 'Well'),
  tanker_service: t('property.water.tanker', 'Tanker service'),
  none: t('property.utility.none', 'None'),
});
const storageLabels = (t: Translate): Record<string, string> => ({ tank: t('property.water.tank', 'Storage tank'), none: t('property.utility.none', 'None') });
const electricityLabels = (t: Translate): Record<string, string> => ({
  ecg: t('property.power.ecg', 'ECG (national grid)'),
  solar: t('property.power.solar', 'Solar'),
  generator: t('property.power.generator', 'Generator'),
  none: t('property.utility.none', 'None'),
});
const backupLabels = (t: Translate): Record<string, string> => ({ solar: t('property.power.solar', 'Solar'), generator: t('property.power.generator', 'Generator'), none: t('property.utility.none', 'None') });

/** 'furnished' → 'Furnished', in the reader's language; a value we do not know stays as it is. */
export function furnishingLabel(t: Translate, furnishing: string): string {
  const labels: Record<string, string> = {
    not_furnished: t('property.furnishing.none', 'Not furnished'),
    partly_furnished: t('property.furnishing.partly', 'Partly furnished'),
    furnished: t('property.furnishing.full', 'Furnished'),
  };
  return labels[furnishing] ?? furnishing;
}

/** The utilities a listing states, in the order a seeker asks about them; unstated ones are left out. */
export function utilityRows(t: Translate, utilities: Property['utilities']): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const add = (label: string, value: string | undefined) => value && rows.push({ label, value });
  add(t('property.utility.water', 'Water'), utilities.water && (waterLabels(t)[utilities.water] ?? utilities.water));
  add(t('property.utility.water-storage', 'Water storage'), utilities.waterStorage && (storageLabels(t)[utilities.waterStorage] ?? utilities.waterStorage));
  add(t('property.utility.electricity', 'Electricity'), utilities.electricity && (electricityLabels(t)[utilities.electricity] ?? utilities.electricity));
  add(t('property.utility.backup', 'Electricity backup'), utilities.electricityBackups && (backupLabels(t)[utilities.electricityBackups] ?? utilities.electricityBackups));
  if (utilities.garage !== undefined) add(t('property.utility.garage', 'Garage'), utilities.garage ? t('property.utility.yes', 'Yes') : t('property.utility.no', 'No'));
  if (utilities.parkingSpace !== undefined) {
    add(
      t('property.utility.parking', 'Parking'),
      utilities.parkingSpace === 0 ? t('property.utility.no-parking', 'No parking space') : t('property.utility.parking-spaces', '{count, plural, one {# space} other {# spaces}}', { count: utilities.parkingSpace }),
    );
  }
  return rows;
}

export const ruleKeys = ['smoking', 'pets', 'parties', 'noise'] as const;

/** The house rules a listing answers, by name, in the reader's language. */
export function ruleNames(t: Translate): Record<(typeof ruleKeys)[number], string> {
  return {
    smoking: t('property.rules.smoking', 'Smoking'),
    pets: t('property.rules.pets', 'Pets'),
    parties: t('property.rules.parties', 'Parties'),
    noise: t('property.rules.noise', 'Noise (music, events)'),
  };
}
