import { defaultPreferences, evolvePreferences, type Preferences } from '../notifications/preferences';
import type { Language } from '../i18n/languages';
import type { CodeChannel, UserEvent } from './events';

/** What the write side needs to know about a user to decide; rebuilt from the user's stream. */
export type UserState = {
  userId: string;
  /** Absent for an account that signed up with a phone number alone and has not added one (issue 32). */
  email?: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: 'seeker' | 'owner';
  passwordHash: string;
  confirmed: boolean;
  /** Which ways of reaching the person a code proved (a confirmation, a reset, an added email). */
  emailConfirmed: boolean;
  phoneConfirmed: boolean;
  ownerType?: 'individual' | 'organization';
  pendingReset?: { codeHash: string; issuedAt: string; expiresAt: string; failedAttempts: number; via: CodeChannel };
  /** Times of recent failed sign-ins, for throttling. */
  failedSignIns: string[];
  createdAt: string;
  /** The confirmation code waiting to be typed, and where it went (the email, or by SMS to the phone). */
  pendingCode?: { codeHash: string; issuedAt: string; expiresAt: string; failedAttempts: number; via: CodeChannel };
  /** An email being added to an account without one: its code waits, mailed to it. */
  pendingEmail?: { email: string; codeHash: string; issuedAt: string; expiresAt: string; failedAttempts: number };
  /** Which mail and texts the person wants, and whether their phone shows on their listings. */
  preferences: Preferences;
  /** The language of Fie's mails and texts to the person, once they chose one (English until then). */
  language?: Language;
};

export function evolveUser(state: UserState | undefined, event: UserEvent): UserState | undefined {
  switch (event.type) {
    case 'UserSignedUp': {
      const { userId, email, firstName, lastName, phone, userType, passwordHash, signedUpAt } = event.data;
      return { userId, ...(email ? { email } : {}), firstName, lastName, phone, userType, passwordHash, confirmed: false, emailConfirmed: false, phoneConfirmed: false, createdAt: signedUpAt, failedSignIns: [], preferences: defaultPreferences };
    }
    case 'ConfirmationCodeIssued':
      return state && { ...state, pendingCode: { codeHash: event.data.codeHash, issuedAt: event.data.issuedAt, expiresAt: event.data.expiresAt, failedAttempts: 0, via: event.data.via ?? 'email' } };
    case 'ConfirmationCodeRejected':
      return state && state.pendingCode
        ? { ...state, pendingCode: { ...state.pendingCode, failedAttempts: state.pendingCode.failedAttempts + 1 } }
        : state;
    case 'UserConfirmed':
      return state && { ...state, confirmed: true, pendingCode: undefined, ...proved(event.data.via) };
    case 'UserSignedIn':
      return state && { ...state, failedSignIns: [] };
    case 'SignInFailed':
      return state && { ...state, failedSignIns: [...state.failedSignIns.slice(-19), event.data.failedAt] };
    case 'PasswordResetRequested':
      // The destination says where the code went: an email has an '@', a phone number never does.
      return state && { ...state, pendingReset: { codeHash: event.data.codeHash, issuedAt: event.data.issuedAt, expiresAt: event.data.expiresAt, failedAttempts: 0, via: event.data.destination.includes('@') ? 'email' : 'sms' } };
    case 'PasswordResetCodeRejected':
      return state && state.pendingReset ? { ...state, pendingReset: { ...state.pendingReset, failedAttempts: state.pendingReset.failedAttempts + 1 } } : state;
    case 'PasswordReset':
      // A reset proves where its code went (the mailbox, or the phone), so it also confirms the account; the code is spent.
      return state && { ...state, passwordHash: event.data.passwordHash, pendingReset: undefined, confirmed: true, pendingCode: undefined, failedSignIns: [], ...proved(event.data.via) };
    case 'PasswordChanged':
      return state && { ...state, passwordHash: event.data.passwordHash };
    case 'SignedOutEverywhere':
      return state;
    case 'UserProfileUpdated':
      return state && { ...state, firstName: event.data.firstName, lastName: event.data.lastName, phone: event.data.phone, phoneConfirmed: state.phoneConfirmed && state.phone === event.data.phone };
    case 'UserLanguageChosen':
      return state && { ...state, language: event.data.language };
    case 'EmailAddRequested':
      return state && { ...state, pendingEmail: { email: event.data.email, codeHash: event.data.codeHash, issuedAt: event.data.issuedAt, expiresAt: event.data.expiresAt, failedAttempts: 0 } };
    case 'EmailAddCodeRejected':
      return state && state.pendingEmail ? { ...state, pendingEmail: { ...state.pendingEmail, failedAttempts: state.pendingEmail.failedAttempts + 1 } } : state;
    case 'EmailAdded':
      return state && { ...state, email: event.data.email, emailConfirmed: true, pendingEmail: undefined };
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

/** What a code proves: `via` absent is the email (every code before issue 32 was emailed). */
function proved(via: CodeChannel | undefined): Partial<UserState> {
  return via === 'sms' ? { phoneConfirmed: true } : { emailConfirmed: true };
}

export function foldUser(events: readonly UserEvent[]): UserState | undefined {
  return events.reduce<UserState | undefined>(evolveUser, undefined);
}
