import type { ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import type { Catalogue, Language } from '@fie/domain';
import { LanguageProvider } from '../lib/i18n/language';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { FlashProvider } from '../components/ui/flash-message';
import { theme } from './theme';

/**
 * Providers that do not need the router (`completeCatalogue`: the catalogue holds every word, the server's); the session and dialogs live in the root layout, inside it. The
 * styles' cache is the server's (collecting what a page's first paint needs) or the browser's (taking over
 * the styles the server sent, by the same key).
 */
export function AppProviders({ emotionCache, language = 'en', catalogue = {}, completeCatalogue = false, children }: { emotionCache: EmotionCache; language?: Language; catalogue?: Catalogue; completeCatalogue?: boolean; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <LanguageProvider language={language} catalogue={catalogue} complete={completeCatalogue}>
          <FlashProvider>{children}</FlashProvider>
        </LanguageProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}

/** One key on both sides, so the browser recognises the style elements the server wrote. */
export const STYLE_CACHE_KEY = 'css';
