import { useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { createHashRouter, Route, RouterProvider } from 'react-router-dom';
import { CHANGE_PASSWORD_PATH, ChangePasswordPage } from './change-password';
import { Dashboard } from './dashboard/Dashboard';
import events from './events';
import { Layout } from './layout/Layout';
import { theme } from './layout/theme';
import { LoginPage } from './login/LoginPage';
import partnerFeeds from './partner-feeds';
import partnerListings from './partner-listings';
import listings from './listings';
import listingReports from './listing-reports';
import dailyCounts from './daily-counts';
import projections from './projections';
import { authProvider } from './providers/authProvider';
import { dataProvider as defaultDataProvider, type FieDataProvider } from './providers/dataProvider';
import { SET_PASSWORD_PATH, SetPasswordPage } from './set-password/SetPasswordPage';
import staff from './staff';
import users from './users';
import organizations from './organizations';
import payments from './payments';
import verifications from './verifications';
import reviews from './reviews';

type AppProps = { dataProvider?: FieDataProvider };

// Telemetry is off because a staff console should not call third parties.
// requireAuth keeps the menu and app bar hidden until the session is checked.
const FieAdmin = ({ dataProvider = defaultDataProvider }: AppProps) => (
  <Admin
    title="Fie admin"
    authProvider={authProvider}
    dataProvider={dataProvider}
    dashboard={Dashboard}
    layout={Layout}
    theme={theme}
    loginPage={LoginPage}
    requireAuth
    disableTelemetry
  >
    <Resource name="events" options={{ label: 'Event log' }} {...events} />
    <Resource name="partner-feeds" options={{ label: 'Partner feeds' }} {...partnerFeeds} />
    <Resource name="partner-listings" options={{ label: 'Partner listings' }} {...partnerListings} />
    <Resource name="listings" options={{ label: 'Listings' }} {...listings} />
    <Resource name="listing-reports" options={{ label: 'Reports' }} {...listingReports} />
    <Resource name="reviews" options={{ label: 'Reviews' }} {...reviews} />
    <Resource name="daily-counts" options={{ label: 'Daily counts' }} {...dailyCounts} />
    <Resource name="projections" options={{ label: 'Projections' }} {...projections} />
    <Resource name="users" options={{ label: 'Users' }} {...users} />
    <Resource name="organizations" options={{ label: 'Organizations' }} {...organizations} />
    <Resource name="verifications" options={{ label: 'Verifications' }} {...verifications} />
    <Resource name="staff" options={{ label: 'Staff' }} {...staff} />
    {/* Last, so the menu's "Disputes" (the list filtered to the disputed) sits right under it. */}
    <Resource name="payments" options={{ label: 'Payments' }} {...payments} />
    <CustomRoutes>
      <Route path={CHANGE_PASSWORD_PATH} element={<ChangePasswordPage />} />
    </CustomRoutes>
    {/* Public: an invitation's link is opened before its person has a session. */}
    <CustomRoutes noLayout>
      <Route path={SET_PASSWORD_PATH} element={<SetPasswordPage />} />
    </CustomRoutes>
  </Admin>
);

/**
 * A hash router, as react-admin would create by default: the static server only ever sees
 * /admin/, and links such as /admin/#/events/42/show survive a reload.
 *
 * We create it ourselves for one reason: react-admin 5.15 asks react-router not to wrap navigations
 * in React transitions through the `future.v7_startTransition` flag, which react-router 7.18
 * ignores (the switch is now `useTransitions`). With transitions on and a getPermissions that
 * resolves at once, opening a deep link such as #/events without a session moved the URL to
 * #/login but left the screen blank: the logout's query-cache reset re-ran the auth checks faster
 * than the transition to the login page could commit (the race react-admin's useLogout describes).
 * Seen in Chromium and caught by App.spec.tsx; `useTransitions={false}` restores the behaviour
 * react-admin was written for. The router is made once per mount so tests each get a fresh one.
 */
export const App = (props: AppProps) => {
  const [router] = useState(() => createHashRouter([{ path: '*', element: <FieAdmin {...props} /> }]));
  return <RouterProvider router={router} useTransitions={false} />;
};
