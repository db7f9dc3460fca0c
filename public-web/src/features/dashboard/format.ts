import { formatDate as inLanguage, type Language } from '@fie/domain';

/** 21 Nov 2026: dates in the page's language, day first. Empty for a missing or unreadable date. */
export function formatDate(language: Language, value: string | undefined): string {
  return value ? inLanguage(language, value) : '';
}
