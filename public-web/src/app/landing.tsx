import { useHostMode } from '../lib/host-mode';
import { usePageHead } from '../lib/page-head';
import { AppHome, InfoSite, SearchHome } from './lazy-pages';

/** / and /home: the landing of the site this host serves (spec §1); one address for both. */
export function Landing() {
  const mode = useHostMode();
  usePageHead({ canonical: '/' });
  if (mode === 'search') return <SearchHome />;
  if (mode === 'about') return <InfoSite />;
  return <AppHome />;
}
