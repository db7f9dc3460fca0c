import type { Catalogue, Language } from '@fie/domain';

/**
 * One language's words, in two chunks of their own: the site's (the public pages, the sign-in door, the API's
 * answers), loaded before a page in that language is drawn, and the signed-in pages' (`loadAppWords`), loaded when
 * such a page is first shown. Only those who read Twi download Twi, and a visitor who never signs in never
 * downloads the dashboards' words. English is the code's own words and loads nothing. (The server has them all:
 * @fie/domain's CATALOGUES.)
 */
type Other = Exclude<Language, 'en'>;
const siteLoaders: Record<Other, () => Promise<{ default: Catalogue }>> = {
  tw: () => import('@fie/domain/catalogues/tw'),
  gaa: () => import('@fie/domain/catalogues/gaa'),
  ee: () => import('@fie/domain/catalogues/ee'),
  ha: () => import('@fie/domain/catalogues/ha'),
};
const appLoaders: Record<Other, () => Promise<{ default: Catalogue }>> = {
  tw: () => import('@fie/domain/app-words/tw'),
  gaa: () => import('@fie/domain/app-words/gaa'),
  ee: () => import('@fie/domain/app-words/ee'),
  ha: () => import('@fie/domain/app-words/ha'),
};

/** Each language's catalogue, one object: the app part is merged into it when it arrives. */
const loaded = new Map<Language, Catalogue>([['en', {}]]);
const appLoads = new Map<Language, Promise<Catalogue>>();

export async function loadCatalogue(language: Language): Promise<Catalogue> {
  const known = loaded.get(language);
  if (known) return known;
  const catalogue = { ...(await siteLoaders[language as Other]()).default };
  // Two callers may have raced: keep the first object, the one handed out.
  if (!loaded.has(language)) loaded.set(language, catalogue);
  return loaded.get(language)!;
}

/**
 * The site's words and the signed-in pages' in one catalogue (the same object `loadCatalogue` gave). A failed
 * download may be tried again by the next caller.
 */
export function loadAppWords(language: Language): Promise<Catalogue> {
  if (language === 'en') return loadCatalogue('en');
  let loading = appLoads.get(language);
  if (!loading) {
    loading = Promise.all([loadCatalogue(language), appLoaders[language as Other]()]).then(
      ([catalogue, app]) => Object.assign(catalogue, app.default),
      (error: unknown) => {
        appLoads.delete(language);
        throw error;
      },
    );
    appLoads.set(language, loading);
  }
  return loading;
}
