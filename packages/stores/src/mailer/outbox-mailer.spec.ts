import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMailerContract } from './mailer.contract';
import { OutboxMailer } from './outbox-mailer';
import { readOutbox } from './read-eml';

const dir = mkdtempSync(join(tmpdir(), 'fie-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeMailerContract('outbox (embedded)', async () => ({ mailer: new OutboxMailer(dir), delivered: () => readOutbox(dir) }));

test('names outbox files so they sort in the order they were sent', async () => {
  const outbox = join(dir, 'order');
  const mailer = new OutboxMailer(outbox);
  for (const n of [1, 2, 3]) await mailer.send({ to: 'a@example.com', subject: `m${n}`, text: `${n}` });
  const subjects = (await readOutbox(outbox)).map((m) => m.subject);
  expect(subjects).toEqual(['m1', 'm2', 'm3']);
  expect(readdirSync(outbox).every((f) => /^\d{8}T\d{9}Z-\d{6}-[0-9a-f]{8}\.eml$/.test(f))).toBe(true);
});
