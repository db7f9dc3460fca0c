import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { htmlLang, translator, type Catalogue, type Language, type Translate } from '@fie/domain';
import { loadCatalogue } from './load';
import { rememberDeviceLanguage } from './device-language';

type LanguageState = { language: Language; t: Translate; setLanguage(language: Language): Promise<void> };

const english = translator('en');
const LanguageContext = createContext<LanguageState>({ language: 'en', t: english, setLanguage: async () => undefined });

/**
 * The page's language and its words. The server renders in the request's language and the browser starts in the
 * same one, its catalogue loaded before hydration (src/main.tsx), so both draw the same text. Choosing another
 * loads its catalogue, then redraws; the device remembers it (a cookie the server reads).
 */
export function LanguageProvider({ language: initial, catalogue, children }: { language: Language; catalogue: Catalogue; children: ReactNode }) {
  const [current, setCurrent] = useState({ language: initial, catalogue });
  const setLanguage = useCallback(async (language: Language) => {
    const next = await loadCatalogue(language);
    rememberDeviceLanguage(language);
    document.documentElement.lang = htmlLang(language);
    setCurrent({ language, catalogue: next });
  }, []);
  const value = useMemo(() => ({ language: current.language, t: translator(current.language, current.catalogue), setLanguage }), [current, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

/** `const t = useT()`, then t(id, english, values): see @fie/domain's Translate. */
export function useT(): Translate {
  return useContext(LanguageContext).t;
}

export function useLanguage(): LanguageState {
  return useContext(LanguageContext);
}
