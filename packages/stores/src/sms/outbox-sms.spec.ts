import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxSmsSender } from './outbox-sms';
import { latestSmsTo, readSmsOutbox } from './read-sms';
import { describeSmsContract } from './sms.contract';

const dir = mkdtempSync(join(tmpdir(), 'fie-sms-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeSmsContract('outbox (embedded)', async () => ({ sms: new OutboxSmsSender(dir), delivered: () => readSmsOutbox(dir) }));

test('names outbox files so they sort in the order they were sent, and leaves no temporary files', async () => {
  const outbox = join(dir, 'order');
  const sms = new OutboxSmsSender(outbox);
  for (const n of [1, 2, 3]) await sms.send({ to: '+233241234567', text: `m${n}` });
  expect((await readSmsOutbox(outbox)).map((m) => m.text)).toEqual(['m1', 'm2', 'm3']);
  expect(readdirSync(outbox).every((f) => /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{8}\.json$/.test(f))).toBe(true);
});

test('records the sender id, the segments and the time with each SMS', async () => {
  const outbox = join(dir, 'record');
  const sms = new OutboxSmsSender(outbox, 'FieGhana');
  const { id } = await sms.send({ to: '+233501234567', text: 'Rent: GH₵ 2,500 a month' });
  const [record] = await readSmsOutbox(outbox);
  expect(record).toMatchObject({ id, to: '+233501234567', from: 'FieGhana', text: 'Rent: GH₵ 2,500 a month', segments: 1 });
  expect(Date.parse(record!.createdAt)).not.toBeNaN();
});

test('latestSmsTo finds the last SMS to a number', async () => {
  const outbox = join(dir, 'latest');
  const sms = new OutboxSmsSender(outbox);
  await sms.send({ to: '+233241111111', text: 'first' });
  await sms.send({ to: '+233242222222', text: 'other' });
  await sms.send({ to: '+233241111111', text: 'second' });
  expect((await latestSmsTo(outbox, '+233241111111'))?.text).toBe('second');
  expect(await latestSmsTo(outbox, '+233243333333')).toBeUndefined();
  expect(await readSmsOutbox(join(dir, 'never-written'))).toEqual([]);
});

test('refuses a sender id longer than 11 characters when made', () => {
  expect(() => new OutboxSmsSender(dir, 'FieMarketplace')).toThrow('1 to 11 characters');
});
