import { formatDate as inLanguage, type Language, type Translate } from '@fie/domain';

/** "12 Mar 2026" in the page's language; an unreadable value shows as nothing. */
export function formatDate(language: Language, value: string | undefined): string | undefined {
  return value ? inLanguage(language, value) || undefined : undefined;
}

export const fullName = (person: { firstName: string; lastName: string; email?: string }, t: Translate) =>
  `${person.firstName} ${person.lastName}`.trim() || person.email || t('organizations.unnamed', 'Unnamed');
