import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from './event-store.contract';
import { SqliteEventStore } from './sqlite-event-store';

const dir = mkdtempSync(join(tmpdir(), 'fie-events-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeEventStoreContract('sqlite (embedded)', async () => new SqliteEventStore(join(dir, 'events.db')));
