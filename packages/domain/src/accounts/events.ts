import type { PreferencesEvent } from '../notifications/preferences';
import type { Language } from '../i18n/languages';

/**
 * Events of a user's stream (`user-{userId}`) and of the claim streams (`user-email-{digest}`, `user-phone-{digest}`).
 * Events are past tense and append-only. Secrets never enter them in the clear: the password is an
 * argon2id hash and a confirmation code is an HMAC, so the event log cannot be used to sign in or confirm.
 *
 * Issue 32: an account may be a phone number alone. Such a sign-up has no `email`, its code is texted (`via: 'sms'`)
 * and its confirmation proves the phone (`via: 'sms'`). Every event written before that has an email, and `via`
 * absent means the email, as it always did.
 */
export type CodeChannel = 'email' | 'sms';

export type UserSignedUp = {
  type: 'UserSignedUp';
  data: {
    userId: string;
    firstName: string;
    lastName: string;
    /** Absent for an account signed up with a phone number alone (issue 32). */
    email?: string;
    phone: string;
    userType: 'seeker' | 'owner';
    passwordHash: string;
    signedUpAt: string;
  };
};

export type ConfirmationCodeIssued = {
  type: 'ConfirmationCodeIssued';
  /** `via` absent: emailed (every code before issue 32). */
  data: { userId: string; codeHash: string; destination: string; issuedAt: string; expiresAt: string; via?: CodeChannel };
};

export type ConfirmationCodeRejected = {
  type: 'ConfirmationCodeRejected';
  data: { userId: string; rejectedAt: string; reason: 'mismatch' | 'expired' };
};

/** The account is confirmed by the code it was sent: `via` absent, the emailed one (the email is proved); 'sms', the phone. */
export type UserConfirmed = {
  type: 'UserConfirmed';
  data: { userId: string; confirmedAt: string; via?: CodeChannel };
};

export type UserSignedIn = {
  type: 'UserSignedIn';
  data: { userId: string; signedInAt: string };
};

export type SignInFailed = { type: 'SignInFailed'; data: { userId: string; failedAt: string } };

export type PasswordResetRequested = {
  type: 'PasswordResetRequested';
  data: { userId: string; codeHash: string; destination: string; issuedAt: string; expiresAt: string };
};
export type PasswordResetCodeRejected = {
  type: 'PasswordResetCodeRejected';
  data: { userId: string; rejectedAt: string; reason: 'mismatch' | 'expired' };
};
/** A reset proves where its code went: `via` absent, the email (as every reset before issue 32); 'sms', the phone. */
export type PasswordReset = { type: 'PasswordReset'; data: { userId: string; passwordHash: string; resetAt: string; via?: CodeChannel } };
export type PasswordChanged = { type: 'PasswordChanged'; data: { userId: string; passwordHash: string; changedAt: string } };

export type UserProfileUpdated = {
  type: 'UserProfileUpdated';
  data: { userId: string; firstName: string; lastName: string; phone: string; updatedAt: string };
};

/** The language the person chose for Fie's mails and texts to them (issue 23). Not personal data: one of five codes. */
export type UserLanguageChosen = { type: 'UserLanguageChosen'; data: { userId: string; language: Language; at: string } };

export type OwnerRegistered = {
  type: 'OwnerRegistered';
  data: { userId: string; ownerType: 'individual' | 'organization'; organizationName?: string; licenceNumber?: string; registeredAt: string };
};

/**
 * An account without an email (a phone sign-up) adds one later: a code is mailed to it (`EmailAddRequested`, asked
 * again for a new code), wrong codes are counted (`EmailAddCodeRejected`), and the right one adds the email, proved
 * (`EmailAdded`), once the email's claim is won. Until then the email is nobody's sign-in name.
 */
export type EmailAddRequested = {
  type: 'EmailAddRequested';
  data: { userId: string; email: string; codeHash: string; issuedAt: string; expiresAt: string };
};
export type EmailAddCodeRejected = { type: 'EmailAddCodeRejected'; data: { userId: string; rejectedAt: string; reason: 'mismatch' | 'expired' } };
export type EmailAdded = { type: 'EmailAdded'; data: { userId: string; email: string; addedAt: string } };

/** "Sign out of every device": every session opened before `at` ends (password changes and resets do the same). */
export type SignedOutEverywhere = { type: 'SignedOutEverywhere'; data: { userId: string; at: string } };

/** The account is closed. Its personal data is erased by destroying the person's key (see PersonalDataVault). */
export type UserDeleted = { type: 'UserDeleted'; data: { userId: string; deletedAt: string } };

export type UserEvent =
  | UserSignedUp
  | ConfirmationCodeIssued
  | ConfirmationCodeRejected
  | UserConfirmed
  | UserSignedIn
  | SignInFailed
  | PasswordResetRequested
  | PasswordResetCodeRejected
  | PasswordReset
  | PasswordChanged
  | SignedOutEverywhere
  | UserProfileUpdated
  | UserLanguageChosen
  | OwnerRegistered
  | EmailAddRequested
  | EmailAddCodeRejected
  | EmailAdded
  | PreferencesEvent
  | UserDeleted;

/** Frees an email for a new account after the old one was deleted. */
export type EmailReleased = { type: 'EmailReleased'; data: { userId: string; releasedAt: string } };

/** Claims an email for one account; appended with "no stream" so two sign-ups cannot both win. */
export type EmailClaimed = {
  type: 'EmailClaimed';
  data: { userId: string; claimedAt: string };
};

/**
 * Claims a phone number for one phone-only account (issue 32), as an email is claimed: one number, one account that
 * signs in with it alone. Accounts that also have an email may share a number (a family phone) without a claim.
 */
export type PhoneClaimed = { type: 'PhoneClaimed'; data: { userId: string; claimedAt: string } };
/** Frees the number when its phone-only account is deleted. */
export type PhoneReleased = { type: 'PhoneReleased'; data: { userId: string; releasedAt: string } };

export const userStream = (userId: string) => `user-${userId}`;
export const emailClaimStream = (emailDigest: string) => `user-email-${emailDigest}`;
export const phoneClaimStream = (phoneDigest: string) => `user-phone-${phoneDigest}`;

/**
 * Which fields of which events are personal data (Data Protection Act, 2012, Act 843). The edge seals them
 * with the person's own key before appending; deleting the account destroys the key, so the log keeps its
 * shape while the person can no longer be read from it.
 */
export const personalDataFields: Record<string, { subject: string; fields: string[] }> = {
  UserSignedUp: { subject: 'userId', fields: ['firstName', 'lastName', 'email', 'phone', 'passwordHash'] },
  ConfirmationCodeIssued: { subject: 'userId', fields: ['destination'] },
  PasswordResetRequested: { subject: 'userId', fields: ['destination'] },
  PasswordReset: { subject: 'userId', fields: ['passwordHash'] },
  PasswordChanged: { subject: 'userId', fields: ['passwordHash'] },
  UserProfileUpdated: { subject: 'userId', fields: ['firstName', 'lastName', 'phone'] },
  EmailAddRequested: { subject: 'userId', fields: ['email'] },
  EmailAdded: { subject: 'userId', fields: ['email'] },
  OwnerRegistered: { subject: 'userId', fields: ['organizationName', 'licenceNumber'] },
  DocumentUploaded: { subject: 'documentId', fields: ['name'] },
  NoteAdded: { subject: 'authorId', fields: ['note'] },
  NoteEdited: { subject: 'authorId', fields: ['note'] },
  ListingDraftSaved: { subject: 'authorId', fields: ['values'] },
  MessageSent: { subject: 'authorId', fields: ['text'] },
  MessageReported: { subject: 'reportedBy', fields: ['details'] },
  OfferMade: { subject: 'authorId', fields: ['message'] },
  OfferCountered: { subject: 'authorId', fields: ['message'] },
  OfferAccepted: { subject: 'authorId', fields: ['message'] },
  OfferDeclined: { subject: 'authorId', fields: ['message'] },
  OfferWithdrawn: { subject: 'authorId', fields: ['message'] },
  RequestPosted: { subject: 'requesterId', fields: ['additional_info'] },
  RequestEdited: { subject: 'requesterId', fields: ['additional_info'] },
  StayRequested: { subject: 'seekerId', fields: ['message'] },
  PaymentRequested: { subject: 'payerId', fields: ['phone'] },
  PaymentDisputed: { subject: 'by', fields: ['reason', 'details'] },
  PayoutAccountChecked: { subject: 'holderId', fields: ['phone', 'accountName'] },
  ReviewSubmitted: { subject: 'authorId', fields: ['text'] },
  ReviewReplied: { subject: 'by', fields: ['text'] },
  ViewingNoShowAnswered: { subject: 'authorId', fields: ['text'] },
  ListingReported: { subject: 'reporterId', fields: ['details'] },
  VerificationSubmitted: { subject: 'userId', fields: ['number'] },
  // A seeker by SMS or USSD has no account: their number and words are sealed under their session (channels/sms-session.ts).
  SmsTextReceived: { subject: 'sessionKey', fields: ['phone', 'text'] },
  SmsListingAsked: { subject: 'sessionKey', fields: ['phone'] },
  SmsReplySent: { subject: 'sessionKey', fields: ['text'] },
};
