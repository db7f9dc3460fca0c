import type { UserEvent } from './events';

/** What the write side needs to know about a user to decide; rebuilt from the user's stream. */
export type UserState = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: 'seeker';
  passwordHash: string;
  confirmed: boolean;
  createdAt: string;
  pendingCode?: { codeHash: string; issuedAt: string; expiresAt: string; failedAttempts: number };
};

export function evolveUser(state: UserState | undefined, event: UserEvent): UserState | undefined {
  switch (event.type) {
    case 'UserSignedUp': {
      const { userId, email, firstName, lastName, phone, userType, passwordHash, signedUpAt } = event.data;
      return { userId, email, firstName, lastName, phone, userType, passwordHash, confirmed: false, createdAt: signedUpAt };
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
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export function foldUser(events: readonly UserEvent[]): UserState | undefined {
  return events.reduce<UserState | undefined>(evolveUser, undefined);
}
