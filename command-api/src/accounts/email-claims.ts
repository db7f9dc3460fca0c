import { emailClaimStream, phoneClaimStream, userStream, type EmailClaimed, type EmailReleased, type PhoneClaimed, type PhoneReleased } from '@fie/domain';
import { WrongExpectedRevisionError, type EventStore } from '@fie/stores';
import { emailDigest } from '../shared/crypto';

/**
 * How long a claim whose account is not written yet still holds the email. The two appends are milliseconds
 * apart, so a claim that old without its account was left by a crash (or a full disk) between them.
 */
export const EMAIL_CLAIM_GRACE_MS = 60_000;

/**
 * A sign-in name one account holds: an email, or (issue 32) the phone number of a phone-only account, in E.164.
 * Both are claimed the same way, each in a stream of its own.
 */
export type ClaimedName = { kind: 'email' | 'phone'; value: string };
const streamOf = ({ kind, value }: ClaimedName) => (kind === 'email' ? emailClaimStream(emailDigest(value)) : phoneClaimStream(emailDigest(value)));
const asName = (name: string | ClaimedName): ClaimedName => (typeof name === 'string' ? { kind: 'email', value: name } : name);

/**
 * One account per email, enforced on the write side without reading a projection: an email is claimed by
 * appending to its own stream at the revision we saw. A claim whose user stream never got written (a crash
 * between the two appends) is free once it is older than the grace, so no email can be locked out forever;
 * a younger one is a sign-up still on its way, and taken (else a second sign-up reading between the two
 * appends would claim the email again and make a second account). A deleted account releases its email.
 * A phone-only account's number is held the same way.
 */
export async function currentOwner(events: EventStore, name: string | ClaimedName, now: Date): Promise<{ userId?: string; pending?: boolean; revision: number | 'no_stream' }> {
  const claims = await events.readStream(streamOf(asName(name)));
  if (claims.length === 0) return { revision: 'no_stream' };
  const last = claims[claims.length - 1]!;
  if (last.type === 'EmailReleased' || last.type === 'PhoneReleased') return { revision: last.revision };
  const { userId, claimedAt } = last.data as EmailClaimed['data'];
  const user = await events.readStream(userStream(userId), { maxCount: 1 });
  if (user.length) return { userId, revision: last.revision };
  return { pending: now.getTime() - Date.parse(claimedAt) < EMAIL_CLAIM_GRACE_MS, revision: last.revision };
}

/** Returns false when someone else claimed the email (or number) first. */
export async function claimEmail(events: EventStore, name: string | ClaimedName, userId: string, revision: number | 'no_stream', now: Date): Promise<boolean> {
  const claimed = asName(name);
  const event: EmailClaimed | PhoneClaimed = { type: claimed.kind === 'email' ? 'EmailClaimed' : 'PhoneClaimed', data: { userId, claimedAt: now.toISOString() } };
  try {
    await events.append(streamOf(claimed), [event], { expectedRevision: revision });
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

export async function releaseEmail(events: EventStore, name: string | ClaimedName, userId: string, now: Date): Promise<void> {
  const released = asName(name);
  const event: EmailReleased | PhoneReleased = { type: released.kind === 'email' ? 'EmailReleased' : 'PhoneReleased', data: { userId, releasedAt: now.toISOString() } };
  await events.append(streamOf(released), [event]);
}
