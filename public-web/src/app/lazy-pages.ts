import { lazy } from 'react';

/**
 * Every page is its own chunk (React.lazy), so the first visit downloads only the shell and the page it
 * opened. The names say which export of the module is the page.
 */
export const AppHome = lazy(() => import('../features/home/app-home').then((m) => ({ default: m.AppHome })));
export const SearchHome = lazy(() => import('../features/home/search-home').then((m) => ({ default: m.SearchHome })));
export const InfoSite = lazy(() => import('../features/about/info-site').then((m) => ({ default: m.InfoSite })));
export const AboutPage = lazy(() => import('../features/about/about-page').then((m) => ({ default: m.AboutPage })));
export const TermsPage = lazy(() => import('../features/legal/terms-page').then((m) => ({ default: m.TermsPage })));
export const PrivacyPage = lazy(() => import('../features/legal/privacy-page').then((m) => ({ default: m.PrivacyPage })));
export const LoginPage = lazy(() => import('../features/accounts/pages/login-page').then((m) => ({ default: m.LoginPage })));
export const RegisterPage = lazy(() => import('../features/accounts/pages/register-page').then((m) => ({ default: m.RegisterPage })));
export const ConfirmListingPage = lazy(() => import('../features/listings/pages/confirm-listing-page').then((m) => ({ default: m.ConfirmListingPage })));
export const ConfirmRegistrationPage = lazy(() =>
  import('../features/accounts/pages/confirm-registration-page').then((m) => ({ default: m.ConfirmRegistrationPage })),
);
export const InfoListPropertyPage = lazy(() =>
  import('../features/accounts/pages/info-list-property-page').then((m) => ({ default: m.InfoListPropertyPage })),
);
// Organizations: registration, completion, the dashboards, accepting an invitation.
export const OrganizationRegistrationPage = lazy(() =>
  import('../features/organizations/pages/organization-registration-page').then((m) => ({ default: m.OrganizationRegistrationPage })),
);
export const CompleteOrganizationRegistrationPage = lazy(() =>
  import('../features/organizations/pages/complete-organization-registration-page').then((m) => ({
    default: m.CompleteOrganizationRegistrationPage,
  })),
);
export const OwnOrganizationDashboardPage = lazy(() =>
  import('../features/organizations/pages/own-organization-dashboard-page').then((m) => ({ default: m.OwnOrganizationDashboardPage })),
);
export const OrganizationPage = lazy(() => import('../features/organizations/pages/organization-page').then((m) => ({ default: m.OrganizationPage })));
export const AcceptInvitePage = lazy(() => import('../features/organizations/pages/accept-invite-page').then((m) => ({ default: m.AcceptInvitePage })));
// Password recovery, owner registration and the user dashboard.
export const ForgotPasswordPage = lazy(() =>
  import('../features/accounts/pages/forgot-password-page').then((m) => ({ default: m.ForgotPasswordPage })),
);
export const ResetPasswordPage = lazy(() =>
  import('../features/accounts/pages/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const OwnerRegistrationPage = lazy(() =>
  import('../features/accounts/pages/owner-registration-page').then((m) => ({ default: m.OwnerRegistrationPage })),
);
export const SeekerOwnerRegistrationPage = lazy(() =>
  import('../features/accounts/pages/seeker-owner-registration-page').then((m) => ({ default: m.SeekerOwnerRegistrationPage })),
);
export const UserDashboardPage = lazy(() => import('../features/dashboard').then((m) => ({ default: m.UserDashboard })));
// Listings: the List Property page, and the Listed Properties panel of both dashboards' Properties tab.
export const ListPropertyPage = lazy(() => import('../features/listings/pages/list-property-page').then((m) => ({ default: m.ListPropertyPage })));
export const DraftsPage = lazy(() => import('../features/listings/pages/drafts-page').then((m) => ({ default: m.DraftsPage })));
export const ListedPropertiesPanel = lazy(() =>
  import('../features/listings/components/listed-properties').then((m) => ({ default: m.ListedProperties })),
);
// Search: the search page (map beside the results), the dashboard's search drawer, and the property page.
export const SearchPage = lazy(() => import('../features/search/search-page').then((m) => ({ default: m.SearchPage })));
export const SearchDrawer = lazy(() => import('../features/search/search-drawer').then((m) => ({ default: m.SearchDrawer })));
export const PropertyPage = lazy(() => import('../features/property/property-page').then((m) => ({ default: m.PropertyPage })));
// Notes and saved properties: the Notes drawer, the heart on cards and the property page, the dashboard's Saved tab.
export const NotesDrawer = lazy(() => import('../features/notes/components/notes-drawer').then((m) => ({ default: m.NotesDrawer })));
export const SaveButton = lazy(() => import('../features/saved/components/save-button').then((m) => ({ default: m.SaveButton })));
export const SavedPanel = lazy(() => import('../features/saved/components/saved-panel').then((m) => ({ default: m.SavedPanel })));
// Requests: the request form (/add_request) and Listed Requests, the dashboards' Requests tab.
export const AddRequestPage = lazy(() => import('../features/requests/pages/add-request-page').then((m) => ({ default: m.AddRequestPage })));
export const ListedRequestsPanel = lazy(() => import('../features/requests/components/listed-requests').then((m) => ({ default: m.ListedRequests })));
