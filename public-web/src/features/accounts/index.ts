/**
 * What the accounts feature offers the app. Other features never import it: the app passes what they
 * need (the viewer, a login callback) down as props.
 */
export { AuthProvider, useAuth, type Auth } from './auth-context';
export { AccountDialogsProvider, preloadAccountDialogs } from './account-dialogs';
export { useAccountDialogs } from './dialogs-context';
export { AccountLanguage } from './account-language';
export type { User, UserType, Organization } from './api/user';
