import { acquisitionLabels, amenityLabels, categoryLabels, furnishingLabels, paymentPlanLabels, typeLabels } from '../listings/options';
import type { Translate } from './translator';

/**
 * The listing's words that are data in English (a type's name, "For Rent", "a month", an amenity), translated by
 * value: `option.{list}.{value}`. Their English is the domain's option tables, so the catalogue's en/options.json is
 * made from these (tooling/i18n/extract-messages.js), not from t() calls in the code.
 */
export const OPTION_LISTS = {
  category: categoryLabels,
  type: typeLabels,
  acquisition: acquisitionLabels,
  plan: paymentPlanLabels,
  amenity: amenityLabels,
  furnishing: furnishingLabels,
} as const satisfies Record<string, Record<string, string>>;

export type OptionList = keyof typeof OPTION_LISTS;

export function optionMessages(): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [list, labels] of Object.entries(OPTION_LISTS)) for (const [value, english] of Object.entries(labels)) messages[`option.${list}.${value}`] = english;
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
}

/** A value's label in the reader's language; `fallback` (the server's label) for a value the tables do not know. */
export function optionLabel(t: Translate, list: OptionList, value: string | undefined, fallback?: string): string {
  if (!value) return fallback ?? '';
  const english = (OPTION_LISTS[list] as Record<string, string>)[value];
  if (english === undefined) return fallback ?? value.replace(/_/g, ' ');
  return t(`option.${list}.${value}`, english);
}
