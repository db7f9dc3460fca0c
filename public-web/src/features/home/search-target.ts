import type { Translate } from '@fie/domain';
import { paths } from '../../lib/paths';

/** The search page's address for a landing search; empty values are left out so the URL stays short. */
export function searchPropertyPath(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${paths.searchProperty}?${text}` : paths.searchProperty;
}

/** The listing categories (property-side spec §3), as the search page will read them, named in the reader's language. */
export const categories = (t: Translate) =>
  [
    { value: 'RESIDENTIAL', label: t('home.category.residential', 'Houses & apartments') },
    { value: 'COMMERCIAL', label: t('home.category.commercial', 'Shops & offices') },
    { value: 'AGRICULTURAL_FARMLAND', label: t('home.category.farmland', 'Farmland') },
    { value: 'PARTIES_EVENT', label: t('home.category.events', 'Event venues') },
  ] as const;
