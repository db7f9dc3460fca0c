import { createContext, use, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { htmlLang, localizeText, translator, type Catalogue, type Language, type Translate } from '@fie/domain';
import { loadAppWords, loadCatalogue } from './load';
import { rememberDeviceLanguage } from './device-language';

type LanguageState = {
  language: Language;
  t: Translate;
  setLanguage(language: Language): Promise<void>;
  /** Resolved once the signed-in pages' words are in the catalogue (at once for English, and on the server). */
  appWords(): Promise<unknown> | undefined;
};

const english = translator('en');
const LanguageContext = createContext<LanguageState>({ language: 'en', t: english, setLanguage: async () => undefined, appWords: () => undefined });

/**
 * The page's language and its words. The server renders in the request's language and the browser starts in the
 * same one, its catalogue loaded before hydration (src/main.tsx), so both draw the same text. Choosing another
 * loads its catalogue, then redraws; the device remembers it (a cookie the server reads).
 *
 * `complete`: the catalogue holds the signed-in pages' words too (the server's, a test's); in the browser they
 * arrive when a page asks for them (`useAppWords`), and the words redraw once they are in.
 */
export function LanguageProvider({ language: initial, catalogue, complete = false, children }: { language: Language; catalogue: Catalogue; complete?: boolean; children: ReactNode }) {
  const [current, setCurrent] = useState({ language: initial, catalogue, app: complete || initial === 'en' });
  // The promise a suspended page waits on: one per language, so every page waits on the same.
  const pending = useRef<{ language: Language; promise: Promise<unknown> } | undefined>(undefined);
  const wantsApp = useRef(false);

  const setLanguage = useCallback(async (language: Language) => {
    // A signed-in page stays whole in the new language: its words arrive with the site's.
    const next = wantsApp.current ? await loadAppWords(language) : await loadCatalogue(language);
    rememberDeviceLanguage(language);
    document.documentElement.lang = htmlLang(language);
    setCurrent({ language, catalogue: next, app: wantsApp.current || language === 'en' });
  }, []);

  const appWords = useCallback(() => {
    wantsApp.current = true;
    if (current.app) return undefined;
    const { language } = current;
    if (pending.current?.language !== language) {
      const promise = loadAppWords(language).then(
        (merged) => setCurrent((now) => (now.language === language ? { language, catalogue: merged, app: true } : now)),
        // Words that cannot arrive (offline) leave the page in English rather than waiting for ever.
        () => setCurrent((now) => (now.language === language ? { ...now, app: true } : now)),
      );
      pending.current = { language, promise };
    }
    return pending.current.promise;
  }, [current]);

  const value = useMemo(
    () => ({ language: current.language, t: translator(current.language, current.catalogue), setLanguage, appWords }),
    // `app` is in the key: the catalogue object gains the app's words in place, and `t` must change to redraw.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [current.language, current.catalogue, current.app, setLanguage, appWords],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** `const t = useT()`, then t(id, english, values): see @fie/domain's Translate. */
export function useT(): Translate {
  return useContext(LanguageContext).t;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}

/**
 * For a signed-in page or a dialog whose words are in the app part: suspends (the nearest Suspense shows its
 * loader) until they have arrived, so the page is drawn once, in its language. Never call it in a server-rendered
 * public page: it would suspend its hydration.
 */
export function useAppWords(): void {
  const waiting = useContext(LanguageContext).appWords();
  if (waiting) use(waiting);
}

/**
 * `const say = useSay()`, then say(message): an API answer's or a shared schema's English message (made with
 * @fie/domain's apiText) in the page's language; anything else as it is.
 */
export function useSay(): (message: string) => string {
  const t = useT();
  return useCallback((message: string) => localizeText(message, t), [t]);
}
