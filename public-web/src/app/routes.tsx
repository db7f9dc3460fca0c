import { Navigate, type RouteObject } from 'react-router-dom';
import { paths } from '../lib/paths';
import { CatchAll } from './catch-all';
import { NoAuthGuard, OrganizationGuard, Restricted } from './guards';
import { InfoRoute } from './info-route';
import { Landing } from './landing';
import { AcceptInviteRoute, OrganizationPageRoute } from './organization-routes';
import { UserDashboardRoute } from './dashboard-route';
import { renderOrganizationMessages } from './conversations-routes';
import { renderOrganizationOffers } from './offers-routes';
import { DraftsRoute, ListPropertyRoute, organizationProperties } from './listings-routes';
import { PropertyRoute, SearchRoute } from './search-routes';
import { AddRequestRoute, renderOrganizationRequests } from './requests-routes';
import { renderOrganizationCalendar } from './viewings-routes';
import { renderOrganizationPayments } from './payments-routes';
import { RootLayout } from './layout';
import {
  AboutPage,
  ConfirmListingPage,
  ConfirmRegistrationPage,
  InfoListPropertyPage,
  LoginPage,
  PrivacyPage,
  RegisterPage,
  InfoSite,
  TermsPage,
  ForgotPasswordPage,
  ResetPasswordPage,
  OwnerRegistrationPage,
  SeekerOwnerRegistrationPage,
  CompleteOrganizationRegistrationPage,
  OrganizationRegistrationPage,
  OwnOrganizationDashboardPage,
  SimulatorPhonePage,
  SimulatorCardPage,
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
  { path: paths.completeOrganizationRegistration, element: <CompleteOrganizationRegistrationPage /> },
  { path: paths.acceptOrganizationInvite, element: <Restricted><AcceptInviteRoute /></Restricted> },
  { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
  { path: '/reset_password/:email/:code', element: <ResetPasswordPage /> },
  { path: paths.confirmRegistration, element: <ConfirmRegistrationPage /> },
  { path: paths.confirmListing, element: <ConfirmListingPage /> },
  { path: paths.ownerRegistration, element: <OwnerRegistrationPage /> },
  { path: paths.seekerOwnerRegistration, element: <Restricted><SeekerOwnerRegistrationPage /></Restricted> },
  { path: paths.organizationRegistration, element: <OrganizationRegistrationPage /> },
  { path: paths.infoListProperty, element: <InfoListPropertyPage /> },
  {
    path: paths.listProperty,
    element: <Restricted ownerOnly signedOutTo={paths.infoListProperty}><ListPropertyRoute /></Restricted>,
  },
  { path: paths.addProperty, element: <Restricted ownerOnly><DraftsRoute /></Restricted> },
  // Open: anyone may fill the form; posting needs a session (the login dialog opens, and the form stays filled).
  { path: paths.addRequest, element: <AddRequestRoute /> },
  { path: paths.ownerDashboard, element: <Restricted><UserDashboardRoute /></Restricted> },
  // The payment simulator's phone (issue 33): the page answers Not found when a real provider is configured.
  { path: paths.simulatorPhone, element: <Restricted><SimulatorPhonePage /></Restricted> },
  // Its card checkout, where a card payment sends its payer (as a provider's hosted checkout page).
  { path: paths.simulatorCard, element: <Restricted><SimulatorCardPage /></Restricted> },
  {
    path: paths.organizationDashboard,
    element: (
      <OrganizationGuard>
        <Restricted>
          <OwnOrganizationDashboardPage renderProperties={organizationProperties} renderMessages={renderOrganizationMessages} renderOffers={renderOrganizationOffers} renderRequests={renderOrganizationRequests} renderCalendar={renderOrganizationCalendar} renderPayments={renderOrganizationPayments} />
        </Restricted>
      </OrganizationGuard>
    ),
  },
  { path: '/org/:id', element: <OrganizationPageRoute /> },
  // The header's Organization Dashboard link.
  { path: paths.org, element: <Navigate to={paths.organizationDashboard} replace /> },
  // The spec leaves its access open ("not shown"); a dashboard is personal, so it is restricted. Seekers and
  // owners share one dashboard (it shows Properties only to those who list), so this is that dashboard.
  { path: paths.seekerDashboard, element: <Restricted><UserDashboardRoute /></Restricted> },
  { path: paths.searchProperty, element: <NoAuthGuard><SearchRoute /></NoAuthGuard> },
  { path: '/property/:id', element: <NoAuthGuard><PropertyRoute /></NoAuthGuard> },
  // The same page, with the words of its address (/property/{id}/3-bedroom-house-east-legon); the id is the key.
  { path: '/property/:id/:slug', element: <NoAuthGuard><PropertyRoute /></NoAuthGuard> },
  // The search site's search page; its landing (/ in search mode) is SearchHome.
  { path: paths.searchSite, element: <NoAuthGuard><SearchRoute /></NoAuthGuard> },
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
