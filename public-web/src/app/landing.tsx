import { Suspense } from 'react';
import { useAuth } from '../features/accounts';
import { useHostMode } from '../lib/host-mode';
import { usePageHead } from '../lib/page-head';
import type { Property } from '../lib/property';
import { AppHome, InfoSite, ListingCards, SearchHome } from './lazy-pages';

/**
 * / and /home: the landing of the site this host serves (spec §1); one address for both. The newest listings are
 * drawn as the search's cards; a signed-in person is not asked to create an account (issue 32).
 */
export function Landing() {
  const mode = useHostMode();
  const { user, organization } = useAuth();
  // Its links and search form work as HTML: a visitor's page wakes at their first touch (issue 35).
  usePageHead({ canonical: '/', codeOnTouch: 'visitor' });
  if (mode === 'search') return <SearchHome renderListings={renderListings} />;
  if (mode === 'about') return <InfoSite />;
  return <AppHome renderListings={renderListings} viewer={organization ? 'organization' : user ? (user.userType === 'owner' || user.userType === 'organization_member' ? 'owner' : 'seeker') : 'visitor'} />;
}

function renderListings(properties: Property[], label?: string) {
  return (
    <Suspense fallback={null}>
      <ListingCards properties={properties} label={label} />
    </Suspense>
  );
}
