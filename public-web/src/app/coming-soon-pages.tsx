import { useLocation } from 'react-router-dom';
import Typography from '@mui/material/Typography';
import { ComingSoon, type ComingSoonProps } from '../components/ui/coming-soon';
import { paths } from '../lib/paths';

/**
 * Screens that arrive with later work. Each says what it will do and offers somewhere real to go;
 * none shows sample data. When a screen is built, its route in routes.tsx points at it instead.
 */
export const comingSoon = {
  listProperty: {
    title: 'List a property',
    coming: 'Choose Residential, Commercial, Farmland or Party & Events and fill in its form: photographs, price in GH₵ (or US$ with the cedi equivalent shown), the advance you ask, the location on a map and the GhanaPostGPS address.',
    links: [
      { label: 'Your dashboard', to: paths.ownerDashboard },
      { label: 'Home', to: paths.home },
    ],
  },
  addProperty: {
    title: 'Property draft',
    coming: 'You will be able to start a listing, save it as a draft and publish it when the photographs are ready.',
    links: [
      { label: 'Your dashboard', to: paths.ownerDashboard },
      { label: 'Home', to: paths.home },
    ],
  },
  addRequest: {
    title: 'Post a property preference',
    coming: 'Describe what you are looking for (category, rent or buy, type, price range, bedrooms, bathrooms and location) and owners with a match can reach you. You will need to be signed in to post.',
    links: [
      { label: 'Create an account', to: paths.register },
      { label: 'Home', to: paths.home },
    ],
  },
  seekerDashboard: {
    title: 'Your dashboard',
    coming: 'Your saved properties, preferences, messages and booked viewings will be gathered here.',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'About Fie', to: paths.about },
    ],
  },
  searchProperty: {
    title: 'Property search',
    coming: 'Search with filters (rent, buy or short stay, price, type, bedrooms, bathrooms) and a map of the results across all 16 regions is being built now.',
    links: [
      { label: 'Post a preference', to: paths.addRequest },
      { label: 'How Fie works for seekers', to: paths.infoTopic('seekers') },
    ],
  },
  property: {
    title: 'Property details',
    coming: "A listing's photographs, price, advance, location on a map and amenities will show here, with buttons to message the owner and book a viewing.",
    links: [
      { label: 'Search property', to: paths.searchProperty },
      { label: 'Home', to: paths.home },
    ],
  },
} satisfies Record<string, ComingSoonProps>;

export type ComingSoonPage = keyof typeof comingSoon;

/** The panel for one route; some echo what the user asked for, so the address they followed still means something. */
export function ComingSoonPage({ page }: { page: ComingSoonPage }) {
  const details = comingSoon[page];
  return (
    <ComingSoon {...details}>
      {page === 'searchProperty' ? <SearchEcho /> : null}
    </ComingSoon>
  );
}

function SearchEcho() {
  const query = new URLSearchParams(useLocation().search);
  const asked = ['location', 'region', 'category', 'acquisition']
    .map((name) => query.get(name))
    .filter(Boolean)
    .map((value) => String(value).replace(/_/g, ' ').toLowerCase());
  if (!asked.length) return null;
  return (
    <Typography variant="body2">
      Your search ({asked.join(', ')}) will run here as soon as search opens: keep this link.
    </Typography>
  );
}

