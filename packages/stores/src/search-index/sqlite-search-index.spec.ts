import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeSearchIndexContract } from './search-index.contract';
import { SqliteSearchIndex } from './sqlite-search-index';

const dir = mkdtempSync(join(tmpdir(), 'fie-search-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeSearchIndexContract('sqlite (embedded)', async () => new SqliteSearchIndex(join(dir, 'search.db')), async () => new SqliteSearchIndex(join(dir, 'search.db')));
