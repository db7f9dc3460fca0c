import { paths } from '../../lib/paths';

/** The search page's address for a landing search; empty values are left out so the URL stays short. */
export function searchPropertyPath(query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const text = params.toString();
  return text ? `${paths.searchProperty}?${text}` : paths.searchProperty;
}

/** The listing categories (property-side spec §3), as the search page will read them. */
export const categories = [
  { value: 'RESIDENTIAL', label: 'Houses & apartments' },
  { value: 'COMMERCIAL', label: 'Shops & offices' },
  { value: 'AGRICULTURAL_FARMLAND', label: 'Farmland' },
  { value: 'PARTIES_EVENT', label: 'Event venues' },
] as const;
