import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@fie/platform';
import { allProjections, replay } from '@fie/projectors';
import { readOutbox, SqliteDocumentStore, SqliteSearchIndex } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const reminders = async (fie: TestMarketplace, email: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email) && m.subject.startsWith('Reminder: viewing tomorrow'));
async function settle(fie: TestMarketplace) {
  const head = await fie.stores.events.headPosition();
  for (let i = 0; i < 300; i++) {
    const health = await fie.request('GET', '/api/health');
    if (health.body.projections.every((p: { checkpoint: number }) => p.checkpoint >= head)) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  // The notifier follows the log on its own: give it the same time to catch up.
  await new Promise((r) => setTimeout(r, 500));
}

test('a viewing\'s reminder is sent once: not again after the marketplace restarts on the same data, nor when the read models are rebuilt', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fie-reminders-'));
  const first = await startTestMarketplace({}, { dataDir, keepData: true });
  const owner = await signUpOwner(first, { email: 'kwame.remind@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  const seeker = await first.signUpAndConfirm({ email: 'ama.remind@example.com', firstName: 'Ama', lastName: 'Mensah' });
  const house = await listHouse(first, owner.token);
  const booked = await first.request('POST', '/api/properties/book-viewing', { owner_id: owner.user.id, property_id: house.id, date: `${day(3)}T10:00:00Z` }, seeker.token);
  await first.request('POST', `/api/viewings/${booked.body.viewing.id}/confirm`, {}, owner.token);
  const evening = new Date(`${day(2)}T18:00:00.000Z`);
  expect(await first.reminders.tick(evening)).toBe(1);
  await settle(first);
  expect(await reminders(first, 'ama.remind@example.com')).toHaveLength(1);
  expect(await reminders(first, 'kwame.remind@example.com')).toHaveLength(1);
  await first.stop();

  const second = await startTestMarketplace({}, { dataDir, keepData: true });
  await settle(second);
  expect(await second.reminders.tick(evening)).toBe(0);
  expect(await second.reminders.tick(new Date(evening.getTime() + 2 * 3_600_000))).toBe(0);
  await settle(second);
  expect(await reminders(second, 'ama.remind@example.com')).toHaveLength(1);
  expect(await reminders(second, 'kwame.remind@example.com')).toHaveLength(1);

  // Rebuilding every read model from the log reads the reminder again, and mails nobody.
  const rebuilt = new SqliteDocumentStore(join(dataDir, 'rebuilt.db'));
  await replay(second.stores.events, rebuilt, allProjections, createLogger('silent'), second.stores.documents, new SqliteSearchIndex(join(dataDir, 'rebuilt-search.db')));
  expect((await rebuilt.collection('viewings').get(booked.body.viewing.id))?.remindedFor).toBe(`${day(3)}T10:00:00.000Z`);
  await rebuilt.close();
  await settle(second);
  expect(await reminders(second, 'ama.remind@example.com')).toHaveLength(1);
  await second.stop();
  rmSync(dataDir, { recursive: true, force: true });
}, 90_000);
