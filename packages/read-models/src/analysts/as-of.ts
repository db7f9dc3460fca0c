import {
  evolveOrganization,
  evolveOrganizationStanding,
  evolveUser,
  evolveUserStanding,
  type OrganizationEvent,
  type OrganizationStanding,
  type OrganizationStandingEvent,
  type UserEvent,
  type UserStanding,
  type UserStandingEvent,
} from '@fie/domain';
import type { EventLogEntry } from '../event-log/event-log';

/** One line of a person's or an organization's history, as staff read it. */
export type HistoryLine = { at: string; what: string };

export type UserAsOf = {
  id: string;
  at: string;
  /** null: no account yet on that date; `closed`: the account had been closed by then. */
  state: null | { closed: true } | { closed: false; userType: string; ownerType: string | null; confirmed: boolean; signedUpAt: string; suspended: string | null };
  history: HistoryLine[];
};

export type OrganizationAsOf = {
  id: string;
  at: string;
  state: null | { name: string; urlName: string; completed: boolean; members: number; verified: boolean; suspended: string | null; registeredAt: string };
  history: HistoryLine[];
};

const personStreams = (id: string) => [`user-${id}`, `user-standing-${id}`];
const organizationStreams = (id: string) => [`organization-${id}`, `organization-standing-${id}`];
export const historyStreams = { user: personStreams, organization: organizationStreams };

/** What each event means for staff; events that change nothing they would read (codes, sign-ins) are left out. */
const userLines: Record<string, (d: Record<string, unknown>) => string> = {
  UserSignedUp: (d) => `Signed up as a ${String(d.userType)}`,
  // A code texted to a phone-only account confirms the phone (issue 32); one with no `via` confirmed the email.
  UserConfirmed: (d) => (d.via === 'sms' ? 'Confirmed the phone number' : 'Confirmed the email address'),
  EmailAdded: () => 'Added an email address and confirmed it',
  OwnerRegistered: (d) => `Registered as an owner (${String(d.ownerType ?? 'individual')})`,
  UserProfileUpdated: () => 'Changed the profile (name or phone)',
  UserLanguageChosen: (d) => `Chose the language of mails and texts (${String(d.language)})`,
  PasswordChanged: () => 'Changed the password',
  PasswordReset: (d) => (d.via === 'sms' ? 'Reset the password by texted code' : 'Reset the password by mailed code'),
  SignedOutEverywhere: () => 'Signed out of every device',
  UserSuspended: (d) => `Suspended by staff: ${String(d.reason)}`,
  UserReinstated: (d) => `Reinstated by staff: ${String(d.reason)}`,
  ConfirmationCodeResentByStaff: (d) => `Staff resent the confirmation code: ${String(d.reason)}`,
  UserDeleted: () => 'Closed the account',
};

const organizationLines: Record<string, (d: Record<string, unknown>) => string> = {
  OrganizationRegistered: (d) => `Registered as ${String(d.name)} (${String(d.urlName)})`,
  OrganizationRegistrationCompleted: () => 'Completed its registration (set its password)',
  OrganizationCompletionLinkReissued: (d) => (d.by === 'staff' ? `Staff sent a fresh completion link: ${String(d.reason)}` : 'Registered again: a fresh completion link was sent'),
  OrganizationPasswordResetRequested: () => 'Asked for a password reset code',
  OrganizationPasswordReset: () => 'Reset its password',
  OrganizationPasswordChanged: () => 'Changed its password',
  MemberInvited: () => 'Invited a member',
  MemberJoined: () => 'A member joined',
  MemberPermissionsChanged: () => "Changed a member's permissions",
  MemberRemoved: () => 'Removed a member',
  MemberLeft: () => 'A member left',
  OrganizationProfileUpdated: (d) => `Updated its profile (name: ${String(d.name)})`,
  OrganizationLogoChanged: (d) => (d.logoId ? 'Changed its logo' : 'Removed its logo'),
  OrganizationListingsFeatured: () => 'Changed its featured listings',
  OrganizationVerified: (d) => `Verified by staff: ${String(d.reason)}`,
  OrganizationSuspended: (d) => `Suspended by staff: ${String(d.reason)}`,
  OrganizationReinstated: (d) => `Reinstated by staff: ${String(d.reason)}`,
};

/**
 * A person as they stood at `at`, folded from their stream and their standing's stream (the event log's copy,
 * in position order) with the domain's own evolve functions. Personal fields stay sealed in the log, so the
 * answer carries what the account was, not who: type, confirmation, standing.
 */
export function userAsOf(id: string, entries: EventLogEntry[], at: string): UserAsOf {
  let user: ReturnType<typeof evolveUser>;
  let standing: UserStanding | undefined;
  let existed = false;
  const history: HistoryLine[] = [];
  for (const entry of entries) {
    if (entry.createdAt > at) break;
    if (entry.streamId.startsWith('user-standing-')) standing = evolveUserStanding(standing, { type: entry.type, data: entry.data } as UserStandingEvent);
    else {
      user = evolveUser(user, { type: entry.type, data: entry.data } as UserEvent);
      existed ||= user !== undefined;
    }
    const line = userLines[entry.type];
    if (line) history.push({ at: entry.createdAt, what: line(entry.data as Record<string, unknown>) });
  }
  const state: UserAsOf['state'] = user
    ? { closed: false, userType: user.userType, ownerType: user.ownerType ?? null, confirmed: user.confirmed, signedUpAt: user.createdAt, suspended: standing?.suspended?.reason ?? null }
    : existed
      ? { closed: true }
      : null;
  return { id, at, state, history };
}

/** An organization as it stood at `at`: its stream and its standing's, folded the same way. */
export function organizationAsOf(id: string, entries: EventLogEntry[], at: string): OrganizationAsOf {
  let organization: ReturnType<typeof evolveOrganization>;
  let standing: OrganizationStanding | undefined;
  let registeredAt = '';
  const history: HistoryLine[] = [];
  for (const entry of entries) {
    if (entry.createdAt > at) break;
    if (entry.streamId.startsWith('organization-standing-')) standing = evolveOrganizationStanding(standing, { type: entry.type, data: entry.data } as OrganizationStandingEvent);
    else {
      organization = evolveOrganization(organization, { type: entry.type, data: entry.data } as OrganizationEvent);
      if (entry.type === 'OrganizationRegistered') registeredAt = entry.createdAt;
    }
    const line = organizationLines[entry.type];
    if (line) history.push({ at: entry.createdAt, what: line(entry.data as Record<string, unknown>) });
  }
  const state: OrganizationAsOf['state'] = organization
    ? {
        name: organization.name,
        urlName: organization.urlName,
        completed: organization.completed,
        members: Object.keys(organization.members).length,
        verified: standing?.verified ?? false,
        suspended: standing?.suspended?.reason ?? null,
        registeredAt,
      }
    : null;
  return { id, at, state, history };
}
