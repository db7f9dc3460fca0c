import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@fie/stores';
import { claimEmail, currentOwner, EMAIL_CLAIM_GRACE_MS } from './email-claims';

let dir: string;
let events: SqliteEventStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'fie-claims-'));
  events = new SqliteEventStore(join(dir, 'events.db'));
});
afterEach(async () => {
  await events.close();
  rmSync(dir, { recursive: true, force: true });
});

const email = 'yaa.claims@example.com';
const claimedAt = new Date('2026-11-25T09:00:00.000Z');
const later = (ms: number) => new Date(claimedAt.getTime() + ms);

describe('who holds an email', () => {
  test('Given a claim and its account, the email is taken', async () => {
    await claimEmail(events, email, 'u1', 'no_stream', claimedAt);
    await events.append('user-u1', [{ type: 'UserSignedUp', data: { userId: 'u1' } }]);
    expect(await currentOwner(events, email, later(EMAIL_CLAIM_GRACE_MS * 10))).toEqual({ userId: 'u1', revision: 0 });
  });

  test('Given a claim whose account is not written yet, a second sign-up in between sees the email as taken and cannot claim it again', async () => {
    await claimEmail(events, email, 'u1', 'no_stream', claimedAt);
    const second = await currentOwner(events, email, later(5));
    expect(second).toEqual({ pending: true, revision: 0 });
  });

  test('Given a claim left without its account past the grace (a crash between the two writes), the email is free again, claimed at the revision read', async () => {
    await claimEmail(events, email, 'u1', 'no_stream', claimedAt);
    const owner = await currentOwner(events, email, later(EMAIL_CLAIM_GRACE_MS + 1));
    expect(owner).toEqual({ pending: false, revision: 0 });
    expect(await claimEmail(events, email, 'u2', owner.revision, later(EMAIL_CLAIM_GRACE_MS + 1))).toBe(true);
    expect(await claimEmail(events, email, 'u3', owner.revision, later(EMAIL_CLAIM_GRACE_MS + 2))).toBe(false);
  });
});
