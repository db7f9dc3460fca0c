import { useHostMode } from '../lib/host-mode';
import { AppHome, InfoSite, SearchHome } from './lazy-pages';

/** / and /home: the landing of the site this host serves (spec §1). */
export function Landing() {
  const mode = useHostMode();
  if (mode === 'search') return <SearchHome />;
  if (mode === 'about') return <InfoSite />;
  return <AppHome />;
}
