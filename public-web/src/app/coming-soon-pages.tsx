import { ComingSoon, type ComingSoonProps } from '../components/ui/coming-soon';
import { paths } from '../lib/paths';

/**
 * Screens that arrive with later work. Each says what it will do and offers somewhere real to go;
 * none shows sample data. When a screen is built, its route in routes.tsx points at it instead.
 */
export const comingSoon = {
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
} satisfies Record<string, ComingSoonProps>;

export type ComingSoonPage = keyof typeof comingSoon;

/** The panel for one route. */
export function ComingSoonPage({ page }: { page: ComingSoonPage }) {
  return <ComingSoon {...comingSoon[page]} />;
}
