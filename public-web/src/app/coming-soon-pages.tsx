import { useLocation, useParams } from 'react-router-dom';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ComingSoon, type ComingSoonProps } from '../components/ui/coming-soon';
import { config } from '../config';
import { paths } from '../lib/paths';

/**
 * Screens that arrive with later work. Each says what it will do and offers somewhere real to go;
 * none shows sample data. When a screen is built, its route in routes.tsx points at it instead.
 */
export const comingSoon = {
  completeOrganizationRegistration: {
    title: 'Complete your organization registration',
    coming: 'An organization approved on Fie will set its password here, using the key from its invitation email, and then sign in. This opens with organization accounts.',
    links: [
      { label: 'Go Back', to: paths.home },
      { label: 'How organizations work', to: paths.infoTopic('organizations') },
    ],
  },
  acceptOrganizationInvite: {
    title: 'Accept an organization invitation',
    coming: 'Agents invited by an agency or developer will accept the invitation here and then list on its behalf from their dashboard. Invitations open with organization accounts; keep the email, its link will work then.',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'How organizations work', to: paths.infoTopic('organizations') },
    ],
  },
  forgotPassword: {
    title: 'Recover your password',
    coming: 'You will enter your email, receive a code and choose a new password here. Until this opens, write to us from the email address of your account and we will help you back in.',
    links: [
      { label: 'Login', to: paths.login },
      { label: 'Register', to: paths.register },
    ],
  },
  resetPassword: {
    title: 'Set a new password',
    coming: 'The link from a password reset email will let you choose a new password here. Password recovery is on its way; until then, write to us from the email address of your account.',
    links: [
      { label: 'Login', to: paths.login },
      { label: 'Register', to: paths.register },
    ],
  },
  ownerRegistration: {
    title: 'Register as an Owner',
    coming: 'Owners will register here as an individual or an organization and upload the documents that show they may let or sell (site plan, indenture, or a letter of authority). Owner registration opens soon; meanwhile you can create an account and look around.',
    links: [
      { label: 'How listing works', to: paths.infoListProperty },
      { label: 'Create an account', to: paths.register },
    ],
  },
  seekerOwnerRegistration: {
    title: 'Become an owner',
    coming: 'One button here will turn your account into an owner account, keeping your messages and saved properties, and take you to your dashboard to list your first property.',
    links: [
      { label: 'How listing works', to: paths.infoListProperty },
      { label: 'Home', to: paths.home },
    ],
  },
  organizationRegistration: {
    title: 'Register an organization',
    coming: 'Agencies and developers will register here with their name, email, phone, address and a short web name for their page (letters, digits and underscores, up to 12 characters), then invite their agents.',
    links: [
      { label: 'How organizations work', to: paths.infoTopic('organizations') },
      { label: 'Contact us', to: paths.aboutSection('contact') },
    ],
  },
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
  ownerDashboard: {
    title: 'Your dashboard',
    coming: 'Your listings, requests, documents, profile and viewing calendar will live here, with real counts of views, saves and enquiries for each listing.',
    links: [
      { label: 'Home', to: paths.home },
      { label: 'How listing works', to: paths.infoListProperty },
    ],
  },
  organizationDashboard: {
    title: 'Organization dashboard',
    coming: "Your organization's listings, members, invitations and enquiries will be managed here.",
    links: [
      { label: 'Home', to: paths.home },
      { label: 'How organizations work', to: paths.infoTopic('organizations') },
    ],
  },
  organizationPage: {
    title: 'Organization page',
    coming: "An organization's page will show its name, its listings and its agents.",
    links: [{ label: 'Go Back', to: paths.home }],
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
      {page === 'forgotPassword' || page === 'resetPassword' ? <SupportLine /> : null}
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

function SupportLine() {
  const { email } = useParams();
  return (
    <Typography variant="body2">
      Support: <Link href={`mailto:${config.supportEmail}?subject=${encodeURIComponent('Password help')}`}>{config.supportEmail}</Link>
      {email ? ` (account ${email})` : null}
    </Typography>
  );
}
