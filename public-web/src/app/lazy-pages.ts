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
export const ConfirmRegistrationPage = lazy(() =>
  import('../features/accounts/pages/confirm-registration-page').then((m) => ({ default: m.ConfirmRegistrationPage })),
);
export const InfoListPropertyPage = lazy(() =>
  import('../features/accounts/pages/info-list-property-page').then((m) => ({ default: m.InfoListPropertyPage })),
);
// The coming-soon panels and their copy: one small chunk for all the screens that arrive later.
export const ComingSoonPage = lazy(() => import('./coming-soon-pages').then((m) => ({ default: m.ComingSoonPage })));
