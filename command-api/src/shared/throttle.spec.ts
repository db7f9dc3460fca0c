import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TooManyRequestsError } from '@fie/domain';
import { SqliteDocumentStore } from '@fie/stores';
import { AddressThrottle } from './throttle';

const dir = mkdtempSync(join(tmpdir(), 'fie-throttle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const minutes = (n: number) => `Try again in ${n} minute${n === 1 ? '' : 's'}.`;

test('two command-api instances count the same attempts: the limit is one limit, not one each', async () => {
  const documents = new SqliteDocumentStore(join(dir, 'shared.db'));
  let now = Date.parse('2026-11-25T10:00:00Z');
  const first = new AddressThrottle(documents, 'sign-in', 20, 15 * 60_000, () => now);
  const second = new AddressThrottle(documents, 'sign-in', 20, 15 * 60_000, () => now);
  for (let i = 0; i < 10; i++) await first.record('203.0.113.5');
  for (let i = 0; i < 10; i++) await second.record('203.0.113.5');
  const refused = await first.assertAllowed('203.0.113.5', minutes).catch((e: unknown) => e);
  expect(refused).toBeInstanceOf(TooManyRequestsError);
  expect((refused as TooManyRequestsError).message).toBe('Try again in 15 minutes.');
  await expect(second.assertAllowed('203.0.113.5', minutes)).rejects.toThrow('Try again in 15 minutes.');
  // Another address, or another throttle's name, has its own count.
  await expect(first.assertAllowed('203.0.113.6', minutes)).resolves.toBeUndefined();
  await expect(new AddressThrottle(documents, 'codes', 20, 15 * 60_000, () => now).assertAllowed('203.0.113.5', minutes)).resolves.toBeUndefined();
  // The attempts leave the window as it slides: allowed again once it has passed.
  now += 15 * 60_000;
  await expect(first.assertAllowed('203.0.113.5', minutes)).resolves.toBeUndefined();
  await documents.close();
});

test('the wait named is until the oldest attempts have left the window', async () => {
  const documents = new SqliteDocumentStore(join(dir, 'slide.db'));
  let now = Date.parse('2026-11-25T10:00:00Z');
  const throttle = new AddressThrottle(documents, 'sign-in', 5, 15 * 60_000, () => now);
  for (let i = 0; i < 3; i++) await throttle.record('a');
  now += 10 * 60_000;
  for (let i = 0; i < 2; i++) await throttle.record('a');
  const refused = (await throttle.assertAllowed('a', minutes).catch((e: unknown) => e)) as TooManyRequestsError;
  expect(refused.retryAfterSeconds).toBe(5 * 60);
  expect(refused.message).toBe('Try again in 5 minutes.');
  await documents.close();
});
