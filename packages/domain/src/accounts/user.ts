import { defaultPreferences, evolvePreferences, type Preferences } from '../notifications/preferences';
import type { Language } from '../i18n/languages';
import type { UserEvent } from './events';

/** What the write side needs to know about a user to decide; rebuilt from the user's stream. */
export type UserState = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: 'seeker' | 'owner';
  passwordHash: string;
  confirmed: boolean;
  ownerType?: 'individual' | 'organization';
  pendingReset?: { codeHash: string; issuedAt: string; expiresAt: string; failedAttempts: number };
  /** Times of recent failed sign-ins, for throttling. */
  failedSignIns: string[];
  createdAt: string;
  pendingCode?: { codeHash: string; issuedAt: string; expiresAt: string; failedAttempts: number };
  /** Which mail and texts the person wants, and whether their phone shows on their listings. */
  preferences: Preferences;
  /** The language of Fie's mails and texts to the person, once they chose one (English until then). */
  language?: Language;
};

export function evolveUser(state: UserState | undefined, event: UserEvent): UserState | undefined {
  switch (event.type) {
    case 'UserSignedUp': {
      const { userId, email, firstName, lastName, phone, userType, passwordHash, signedUpAt } = event.data;
      return { userId, email, firstName, lastName, phone, userType, passwordHash, confirmed: false, createdAt: signedUpAt, failedSignIns: [], preferences: defaultPreferences };
    }
    case 'ConfirmationCodeIssued':
      return state && { ...state, pendingCode: { codeHash: event.data.codeHash, issuedAt: event.data.issuedAt, expiresAt: event.data.expiresAt, failedAttempts: 0 } };
    case 'ConfirmationCodeRejected':
      return state && state.pendingCode
        ? { ...state, pendingCode: { ...state.pendingCode, failedAttempts: state.pendingCode.failedAttempts + 1 } }
        : state;
    case 'UserConfirmed':
      return state && { ...state, confirmed: true, pendingCode: undefined };
    case 'UserSignedIn':
      return state && { ...state, failedSignIns: [] };
    case 'SignInFailed':
      return state && { ...state, failedSignIns: [...state.failedSignIns.slice(-19), event.data.failedAt] };
    case 'PasswordResetRequested':
      return state && { ...state, pendingReset: { codeHash: event.data.codeHash, issuedAt: event.data.issuedAt, expiresAt: event.data.expiresAt, failedAttempts: 0 } };
    case 'PasswordResetCodeRejected':
      return state && state.pendingReset ? { ...state, pendingReset: { ...state.pendingReset, failedAttempts: state.pendingReset.failedAttempts + 1 } } : state;
    case 'PasswordReset':
      // A reset proves the mailbox, so it also confirms the account; the code is spent.
      return state && { ...state, passwordHash: event.data.passwordHash, pendingReset: undefined, confirmed: true, pendingCode: undefined, failedSignIns: [] };
    case 'PasswordChanged':
      return state && { ...state, passwordHash: event.data.passwordHash };
    case 'SignedOutEverywhere':
      return state;
    case 'UserProfileUpdated':
      return state && { ...state, firstName: event.data.firstName, lastName: event.data.lastName, phone: event.data.phone };
    case 'UserLanguageChosen':
      return state && { ...state, language: event.data.language };
    case 'OwnerRegistered':
      return state && { ...state, userType: 'owner', ownerType: event.data.ownerType };
    case 'NotificationPreferencesChanged':
    case 'ContactPreferencesChanged':
      return state && { ...state, preferences: evolvePreferences(state.preferences, event) };
    case 'UserDeleted':
      return undefined;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export function foldUser(events: readonly UserEvent[]): UserState | undefined {
  return events.reduce<UserState | undefined>(evolveUser, undefined);
}
