import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';

/**
 * Declarative routing (BrowserRouter + useRoutes) rather than a data router: no screen loads data
 * through route loaders, and leaving the data-router code out saves about 17 KiB (gzip) on the first page.
 */
function SiteRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
