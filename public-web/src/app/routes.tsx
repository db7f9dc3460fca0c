import type { RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { CatchAll } from './catch-all';
import { NoAuthGuard, OrganizationGuard, Restricted } from './guards';
import { InfoRoute } from './info-route';
import { Landing } from './landing';
import { RootLayout } from './layout';
import {
  AboutPage,
  ConfirmRegistrationPage,
  InfoListPropertyPage,
  LoginPage,
  PrivacyPage,
  RegisterPage,
  SearchHome,
  InfoSite,
  TermsPage,
  ComingSoonPage,
} from './lazy-pages';

/**
 * The whole route table of the spec (§2), in its order. Access is written next to each route:
 * open, Restricted (signed in), ownerOnly (owners and agents), OrganizationGuard, NoAuthGuard (open,
 * quietly checking a stored session).
 */
export const pageRoutes: RouteObject[] = [
  { path: '/', element: <NoAuthGuard><Landing /></NoAuthGuard> },
  { path: '/home', element: <NoAuthGuard><Landing /></NoAuthGuard> },
  { path: paths.login, element: <LoginPage /> },
  { path: paths.register, element: <RegisterPage /> },
  { path: paths.completeOrganizationRegistration, element: <ComingSoonPage page="completeOrganizationRegistration" /> },
  { path: paths.acceptOrganizationInvite, element: <Restricted><ComingSoonPage page="acceptOrganizationInvite" /></Restricted> },
  { path: paths.forgotPassword, element: <ComingSoonPage page="forgotPassword" /> },
  { path: '/reset_password/:email/:code', element: <ComingSoonPage page="resetPassword" /> },
  { path: paths.confirmRegistration, element: <ConfirmRegistrationPage /> },
  { path: paths.ownerRegistration, element: <ComingSoonPage page="ownerRegistration" /> },
  { path: paths.seekerOwnerRegistration, element: <Restricted><ComingSoonPage page="seekerOwnerRegistration" /></Restricted> },
  { path: paths.organizationRegistration, element: <ComingSoonPage page="organizationRegistration" /> },
  { path: paths.infoListProperty, element: <InfoListPropertyPage /> },
  {
    path: paths.listProperty,
    element: <Restricted ownerOnly signedOutTo={paths.infoListProperty}><ComingSoonPage page="listProperty" /></Restricted>,
  },
  { path: paths.addProperty, element: <Restricted ownerOnly><ComingSoonPage page="addProperty" /></Restricted> },
  // Open: anyone may read the form; posting will need a session (the login dialog opens then).
  { path: paths.addRequest, element: <ComingSoonPage page="addRequest" /> },
  { path: paths.ownerDashboard, element: <Restricted><ComingSoonPage page="ownerDashboard" /></Restricted> },
  {
    path: paths.organizationDashboard,
    element: <OrganizationGuard><Restricted><ComingSoonPage page="organizationDashboard" /></Restricted></OrganizationGuard>,
  },
  { path: '/org/:id', element: <ComingSoonPage page="organizationPage" /> },
  // The header's Organization Dashboard link.
  { path: paths.org, element: <OrganizationGuard><Restricted><ComingSoonPage page="organizationDashboard" /></Restricted></OrganizationGuard> },
  // The spec leaves its access open ("not shown"); a dashboard is personal, so it is restricted.
  { path: paths.seekerDashboard, element: <Restricted><ComingSoonPage page="seekerDashboard" /></Restricted> },
  { path: paths.searchProperty, element: <NoAuthGuard><ComingSoonPage page="searchProperty" /></NoAuthGuard> },
  { path: '/property/:id', element: <NoAuthGuard><ComingSoonPage page="property" /></NoAuthGuard> },
  { path: paths.searchSite, element: <SearchHome /> },
  { path: paths.infoSite, element: <InfoSite /> },
  { path: `${paths.infoSite}/:id`, element: <InfoRoute /> },
  { path: paths.about, element: <AboutPage /> },
  { path: '/about/:id', element: <AboutPage /> },
  { path: paths.privacy, element: <PrivacyPage /> },
  { path: '/privacy-policy/:id', element: <PrivacyPage /> },
  { path: paths.terms, element: <TermsPage /> },
  { path: '*', element: <CatchAll /> },
];

export const routes: RouteObject[] = [{ element: <RootLayout />, children: pageRoutes }];
