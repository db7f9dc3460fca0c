import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeDocumentStoreContract } from './document-store.contract';
import { SqliteDocumentStore } from './sqlite-document-store';

const dir = mkdtempSync(join(tmpdir(), 'fie-docs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeDocumentStoreContract('sqlite (embedded)', async () => new SqliteDocumentStore(join(dir, 'read-models.db')), async () => new SqliteDocumentStore(join(dir, 'read-models.db')));
