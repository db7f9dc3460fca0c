import { emailClaimStream, userStream, type EmailClaimed, type EmailReleased } from '@fie/domain';
import { WrongExpectedRevisionError, type EventStore } from '@fie/stores';
import { emailDigest } from '../shared/crypto';

/**
 * One account per email, enforced on the write side without reading a projection: an email is claimed by
 * appending to its own stream at the revision we saw. A claim whose user stream never got written (a crash
 * between the two appends) is treated as free, so no email can be locked out forever; a deleted account
 * releases its email.
 */
export async function currentOwner(events: EventStore, email: string): Promise<{ userId?: string; revision: number | 'no_stream' }> {
  const claims = await events.readStream(emailClaimStream(emailDigest(email)));
  if (claims.length === 0) return { revision: 'no_stream' };
  const last = claims[claims.length - 1]!;
  if (last.type === 'EmailReleased') return { revision: last.revision };
  const userId = (last.data as EmailClaimed['data']).userId;
  const user = await events.readStream(userStream(userId), { maxCount: 1 });
  return { userId: user.length ? userId : undefined, revision: last.revision };
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
