import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBlobStoreContract } from './blob-store.contract';
import { FilesystemBlobStore } from './filesystem-blob-store';

const dir = mkdtempSync(join(tmpdir(), 'fie-blobs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describeBlobStoreContract('filesystem (embedded)', async () => new FilesystemBlobStore(join(dir, 'blobs')));
