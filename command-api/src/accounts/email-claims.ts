import { emailClaimStream, userStream, type EmailClaimed, type EmailReleased } from '@fie/domain';
import { WrongExpectedRevisionError, type EventStore } from '@fie/stores';
import { emailDigest } from '../shared/crypto';

/**
 * How long a claim whose account is not written yet still holds the email. The two appends are milliseconds
 * apart, so a claim that old without its account was left by a crash (or a full disk) between them.
 */
export const EMAIL_CLAIM_GRACE_MS = 60_000;

/**
 * One account per email, enforced on the write side without reading a projection: an email is claimed by
 * appending to its own stream at the revision we saw. A claim whose user stream never got written (a crash
 * between the two appends) is free once it is older than the grace, so no email can be locked out forever;
 * a younger one is a sign-up still on its way, and taken (else a second sign-up reading between the two
 * appends would claim the email again and make a second account). A deleted account releases its email.
 */
export async function currentOwner(events: EventStore, email: string, now: Date): Promise<{ userId?: string; pending?: boolean; revision: number | 'no_stream' }> {
  const claims = await events.readStream(emailClaimStream(emailDigest(email)));
  if (claims.length === 0) return { revision: 'no_stream' };
  const last = claims[claims.length - 1]!;
  if (last.type === 'EmailReleased') return { revision: last.revision };
  const { userId, claimedAt } = last.data as EmailClaimed['data'];
  const user = await events.readStream(userStream(userId), { maxCount: 1 });
  if (user.length) return { userId, revision: last.revision };
  return { pending: now.getTime() - Date.parse(claimedAt) < EMAIL_CLAIM_GRACE_MS, revision: last.revision };
}

/** Returns false when someone else claimed the email first. */
export async function claimEmail(events: EventStore, email: string, userId: string, revision: number | 'no_stream', now: Date): Promise<boolean> {
  const claimed: EmailClaimed = { type: 'EmailClaimed', data: { userId, claimedAt: now.toISOString() } };
  try {
    await events.append(emailClaimStream(emailDigest(email)), [claimed], { expectedRevision: revision });
    return true;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) return false;
    throw error;
  }
}

export async function releaseEmail(events: EventStore, email: string, userId: string, now: Date): Promise<void> {
  const released: EmailReleased = { type: 'EmailReleased', data: { userId, releasedAt: now.toISOString() } };
  await events.append(emailClaimStream(emailDigest(email)), [released]);
}
