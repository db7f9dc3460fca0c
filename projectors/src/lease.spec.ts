import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@fie/platform';
import { SqliteDocumentStore } from '@fie/stores';
import { Lease, LEASES } from './lease';

const dir = mkdtempSync(join(tmpdir(), 'fie-lease-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const silent = createLogger('silent');

test('of processes racing for a free lease exactly one gets it; the others get it only once it has expired, with a new token', async () => {
  const store = new SqliteDocumentStore(join(dir, 'a.db'));
  let now = 1_000_000;
  const leases = Array.from({ length: 5 }, () => new Lease(store, 'projectors', 10_000, silent, () => now));
  const won = await Promise.all(leases.map((l) => l.tryAcquire()));
  expect(won.filter(Boolean)).toHaveLength(1);
  const holder = leases[won.indexOf(true)]!;
  const other = leases.find((l) => l !== holder)!;
  expect(await other.tryAcquire()).toBe(false);
  // The holder renews: still its own, same token.
  now += 5000;
  expect(await holder.tryAcquire()).toBe(true);
  expect(holder.token).toBe(1);
  now += 9000;
  expect(await other.tryAcquire()).toBe(false);
  now += 1001;
  expect(await other.tryAcquire()).toBe(true);
  expect(other.token).toBe(2);
  expect(await holder.tryAcquire()).toBe(false);
  await store.close();
});

test('a lease given up on a clean stop is free at once', async () => {
  const store = new SqliteDocumentStore(join(dir, 'b.db'));
  const first = new Lease(store, 'projectors', 60_000, silent);
  const second = new Lease(store, 'projectors', 60_000, silent);
  expect(await first.tryAcquire()).toBe(true);
  expect(await second.tryAcquire()).toBe(false);
  await first.release();
  expect(await second.tryAcquire()).toBe(true);
  await store.close();
});

/** A lease as another holder left it, written straight into the store. */
async function leftBy(store: SqliteDocumentStore, owner: string) {
  const expiresAt = new Date(Date.now() + 60_000).toISOString();
  await store.bulkWrite([{ op: 'upsert', collection: LEASES, doc: { id: 'projectors', owner, token: 7, expiresAt, renewedAt: new Date().toISOString() }, position: 1 }]);
}

test.each([
  ['a process on this machine that is gone (killed with -9)', `${hostname()}/${2 ** 22 + 12345}-deadbeef`, true],
  ['this very process before a restart (a container is pid 1 again)', `${hostname()}/${process.pid}-0ldrun00`, true],
  ['a process on another machine, which may be alive', `another-host/${process.pid}-a1b2c3d4`, false],
  ['a live process on this machine', `${hostname()}/${process.ppid}-a1b2c3d4`, false],
])('a lease held by %s is taken over at once only when its holder is surely gone', async (_who, owner, takenAtOnce) => {
  const store = new SqliteDocumentStore(join(dir, `gone-${Math.random().toString(36).slice(2)}.db`));
  await leftBy(store, owner);
  const lease = new Lease(store, 'projectors', 60_000, silent);
  expect(await lease.tryAcquire()).toBe(takenAtOnce);
  if (takenAtOnce) expect(lease.token).toBe(8);
  await store.close();
});

test('the reactors lease yields to an older version holding the one projectors lease, while it is alive', async () => {
  const store = new SqliteDocumentStore(join(dir, 'older.db'));
  let now = Date.parse('2026-11-27T12:00:00Z');
  const older = new Lease(store, 'projectors', 10_000, silent, () => now);
  const reactors = new Lease(store, 'reactors', 10_000, silent, () => now, ['projectors']);
  expect(await older.tryAcquire()).toBe(true);
  expect(await reactors.tryAcquire()).toBe(false);
  expect(await reactors.yieldingTo()).toBe(`${older.owner} (the projectors lease)`);
  // The older version stops (its lease expires): the reactors are taken up.
  now += 10_001;
  expect(await reactors.tryAcquire()).toBe(true);
  // It comes back (a rollback): the holder cannot renew, and stops its reactors.
  expect(await older.tryAcquire()).toBe(true);
  expect(await reactors.tryAcquire()).toBe(false);
  await store.close();
});
