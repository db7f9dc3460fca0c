import type { EmotionCache } from '@emotion/cache';
import type { Catalogue, Language } from '@fie/domain';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { BrowserPageData, type PageData } from '../lib/page-data';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: no screen loads data
 * through route loaders, and leaving the data-router code out saves about 17 KiB (gzip) on the first page.
 * A page the server rendered brings its first answers with it (`pageData`); src/entry-server.tsx renders
 * the same routes inside a StaticRouter.
 */
export function SiteRoutes() {
  return useRoutes(routes);
}

type AppProps = { emotionCache: EmotionCache; pageData?: PageData | null; language?: Language; catalogue?: Catalogue };

export function App({ emotionCache, pageData = null, language, catalogue }: AppProps) {
  return (
    <AppProviders emotionCache={emotionCache} language={language} catalogue={catalogue}>
      <BrowserRouter>
        <BrowserPageData data={pageData}>
          <SiteRoutes />
        </BrowserPageData>
      </BrowserRouter>
    </AppProviders>
  );
}
