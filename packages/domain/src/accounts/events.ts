/**
 * Events of a user's stream (`user-{userId}`) and of the email claim stream (`user-email-{digest}`).
 * Events are past tense and append-only. Secrets never enter them in the clear: the password is an
 * argon2id hash and a confirmation code is an HMAC, so the event log cannot be used to sign in or confirm.
 */
export type UserSignedUp = {
  type: 'UserSignedUp';
  data: {
    userId: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    userType: 'seeker';
    passwordHash: string;
    signedUpAt: string;
  };
};

export type ConfirmationCodeIssued = {
  type: 'ConfirmationCodeIssued';
  data: { userId: string; codeHash: string; destination: string; issuedAt: string; expiresAt: string };
};

export type ConfirmationCodeRejected = {
  type: 'ConfirmationCodeRejected';
  data: { userId: string; rejectedAt: string; reason: 'mismatch' | 'expired' };
};

export type UserConfirmed = {
  type: 'UserConfirmed';
  data: { userId: string; confirmedAt: string };
};

export type UserSignedIn = {
  type: 'UserSignedIn';
  data: { userId: string; signedInAt: string };
};

export type UserEvent = UserSignedUp | ConfirmationCodeIssued | ConfirmationCodeRejected | UserConfirmed | UserSignedIn;

/** Claims an email for one account; appended with "no stream" so two sign-ups cannot both win. */
export type EmailClaimed = {
  type: 'EmailClaimed';
  data: { userId: string; claimedAt: string };
};

export const userStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (emailDigest: string) => `user-email-${emailDigest}`;

export const userEventTypes = ['UserSignedUp', 'ConfirmationCodeIssued', 'ConfirmationCodeRejected', 'UserConfirmed', 'UserSignedIn'] as const;
