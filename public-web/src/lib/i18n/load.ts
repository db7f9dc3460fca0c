import type { Catalogue, Language } from '@fie/domain';

/**
 * One language's catalogue, as its own chunk: only those who read Twi download Twi. English is the code's own
 * words and loads nothing. (The server has them all: @fie/domain's CATALOGUES.)
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  tw: () => import('@fie/domain/catalogues/tw'),
  gaa: () => import('@fie/domain/catalogues/gaa'),
  ee: () => import('@fie/domain/catalogues/ee'),
  ha: () => import('@fie/domain/catalogues/ha'),
};

const loaded = new Map<Language, Catalogue>([['en', {}]]);

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = loaded.get(language);
  if (known) return known;
  const catalogue = (await loaders[language as Exclude<Language, 'en'>]()).default;
  loaded.set(language, catalogue);
  return catalogue;
}
