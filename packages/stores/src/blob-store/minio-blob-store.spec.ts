import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeBlobStoreContract } from './blob-store.contract';
import { MinioBlobStore } from './minio-blob-store';

// s3rver ships no type declarations; this is the part of its API we use.
type S3rverServer = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = require('s3rver') as new (options: { address: string; port: number; silent: boolean; directory: string }) => S3rverServer;

/**
 * The blob store contract against a real S3 API: s3rver on loopback (an S3 server in Node; it does not check
 * signatures), or the MinIO server named by MINIO_ENDPOINT when it is set.
 */
const real = process.env.MINIO_ENDPOINT;
const dir = mkdtempSync(join(tmpdir(), 'fie-s3rver-'));
let server: S3rverServer | undefined;
let store: MinioBlobStore | undefined;

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function make(): Promise<MinioBlobStore> {
  if (real) {
    return MinioBlobStore.connect({
      endPoint: real,
      port: process.env.MINIO_PORT ? Number(process.env.MINIO_PORT) : undefined,
      useSSL: process.env.MINIO_USE_SSL === 'true',
      accessKey: process.env.MINIO_ACCESS_KEY ?? 'minioadmin',
      secretKey: process.env.MINIO_SECRET_KEY ?? 'minioadmin',
      bucket: process.env.MINIO_BUCKET ?? 'fie-contract',
      region: process.env.MINIO_REGION,
    });
  }
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  // The adapter creates the bucket itself, as it does on a fresh MinIO.
  return MinioBlobStore.connect({ endPoint: '127.0.0.1', port, useSSL: false, accessKey: 'S3RVER', secretKey: 'S3RVER', bucket: 'fie-contract' });
}

describeBlobStoreContract(real ? `minio (against ${real})` : 'minio (against s3rver on loopback)', async () => (store = await make()));

test('reports itself healthy while its bucket is there', async () => {
  expect(await store!.health()).toMatchObject({ ok: true, adapter: 'minio' });
});
