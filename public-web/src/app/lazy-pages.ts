import { lazyPage } from '../lib/lazy-page';

/**
 * Every page is its own chunk (React.lazy, through lazyPage), so the first visit downloads only the shell and
 * the page it opened. The names say which export of the module is the page; a server-rendered page lists the
 * names it drew, and the browser loads them before it hydrates.
 */
export const AppHome = lazyPage('AppHome', () => import('../features/home/app-home').then((m) => m.AppHome));
export const SearchHome = lazyPage('SearchHome', () => import('../features/home/search-home').then((m) => m.SearchHome));
export const InfoSite = lazyPage('InfoSite', () => import('../features/about/info-site').then((m) => m.InfoSite));
export const AboutPage = lazyPage('AboutPage', () => import('../features/about/about-page').then((m) => m.AboutPage));
export const TermsPage = lazyPage('TermsPage', () => import('../features/legal/terms-page').then((m) => m.TermsPage));
export const PrivacyPage = lazyPage('PrivacyPage', () => import('../features/legal/privacy-page').then((m) => m.PrivacyPage));
export const LoginPage = lazyPage('LoginPage', () => import('../features/accounts/pages/login-page').then((m) => m.LoginPage));
export const RegisterPage = lazyPage('RegisterPage', () => import('../features/accounts/pages/register-page').then((m) => m.RegisterPage));
export const ConfirmListingPage = lazyPage('ConfirmListingPage', () => import('../features/listings/pages/confirm-listing-page').then((m) => m.ConfirmListingPage));
export const ConfirmRegistrationPage = lazyPage('ConfirmRegistrationPage', () => import('../features/accounts/pages/confirm-registration-page').then((m) => m.ConfirmRegistrationPage));
export const InfoListPropertyPage = lazyPage('InfoListPropertyPage', () => import('../features/accounts/pages/info-list-property-page').then((m) => m.InfoListPropertyPage));
// Organizations: registration, completion, the dashboards, accepting an invitation.
export const OrganizationRegistrationPage = lazyPage('OrganizationRegistrationPage', () => import('../features/organizations/pages/organization-registration-page').then((m) => m.OrganizationRegistrationPage));
export const CompleteOrganizationRegistrationPage = lazyPage('CompleteOrganizationRegistrationPage', () => import('../features/organizations/pages/complete-organization-registration-page').then((m) => m.CompleteOrganizationRegistrationPage));
export const OwnOrganizationDashboardPage = lazyPage('OwnOrganizationDashboardPage', () => import('../features/organizations/pages/own-organization-dashboard-page').then((m) => m.OwnOrganizationDashboardPage));
export const OrganizationPage = lazyPage('OrganizationPage', () => import('../features/organizations/pages/organization-page').then((m) => m.OrganizationPage));
export const AcceptInvitePage = lazyPage('AcceptInvitePage', () => import('../features/organizations/pages/accept-invite-page').then((m) => m.AcceptInvitePage));
// Password recovery, owner registration and the user dashboard.
export const ForgotPasswordPage = lazyPage('ForgotPasswordPage', () => import('../features/accounts/pages/forgot-password-page').then((m) => m.ForgotPasswordPage));
export const ResetPasswordPage = lazyPage('ResetPasswordPage', () => import('../features/accounts/pages/reset-password-page').then((m) => m.ResetPasswordPage));
export const OwnerRegistrationPage = lazyPage('OwnerRegistrationPage', () => import('../features/accounts/pages/owner-registration-page').then((m) => m.OwnerRegistrationPage));
export const SeekerOwnerRegistrationPage = lazyPage('SeekerOwnerRegistrationPage', () => import('../features/accounts/pages/seeker-owner-registration-page').then((m) => m.SeekerOwnerRegistrationPage));
export const UserDashboardPage = lazyPage('UserDashboardPage', () => import('../features/dashboard').then((m) => m.UserDashboard));
// Listings: the List Property page, and the Listed Properties panel of both dashboards' Properties tab.
export const ListPropertyPage = lazyPage('ListPropertyPage', () => import('../features/listings/pages/list-property-page').then((m) => m.ListPropertyPage));
export const DraftsPage = lazyPage('DraftsPage', () => import('../features/listings/pages/drafts-page').then((m) => m.DraftsPage));
export const ListedPropertiesPanel = lazyPage('ListedPropertiesPanel', () => import('../features/listings/components/listed-properties').then((m) => m.ListedProperties));
// Search: the search page (map beside the results), the dashboard's search drawer, and the property page.
export const SearchPage = lazyPage('SearchPage', () => import('../features/search/search-page').then((m) => m.SearchPage));
export const SearchDrawer = lazyPage('SearchDrawer', () => import('../features/search/search-drawer').then((m) => m.SearchDrawer));
export const ListingCards = lazyPage('ListingCards', () => import('../features/search/components/listing-cards').then((m) => m.ListingCards));
export const PropertyPage = lazyPage('PropertyPage', () => import('../features/property/property-page').then((m) => m.PropertyPage));
// Notes and saved properties: the Notes drawer, the heart on cards and the property page, the dashboard's Saved tab.
export const NotesDrawer = lazyPage('NotesDrawer', () => import('../features/notes/components/notes-drawer').then((m) => m.NotesDrawer));
export const SaveButton = lazyPage('SaveButton', () => import('../features/saved/components/save-button').then((m) => m.SaveButton));
export const SavedPanel = lazyPage('SavedPanel', () => import('../features/saved/components/saved-panel').then((m) => m.SavedPanel));
// Requests: the request form (/add_request) and Listed Requests, the dashboards' Requests tab.
export const AddRequestPage = lazyPage('AddRequestPage', () => import('../features/requests/pages/add-request-page').then((m) => m.AddRequestPage));
export const ListedRequestsPanel = lazyPage('ListedRequestsPanel', () => import('../features/requests/components/listed-requests').then((m) => m.ListedRequests));
// The payment simulator's phone (issue 33), only while the simulator is the provider.
export const SimulatorPhonePage = lazyPage('SimulatorPhonePage', () => import('../features/payments/pages/simulator-phone-page').then((m) => m.SimulatorPhonePage));
export const SimulatorCardPage = lazyPage('SimulatorCardPage', () => import('../features/payments/pages/simulator-card-page').then((m) => m.SimulatorCardPage));
