import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { contractSubject, type MakeSubject } from '../contract-harness';
import type { BlobStore } from './port';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The one contract every blob store adapter passes (see event-store.contract.ts for `make`). */
export function describeBlobStoreContract(adapter: string, make: MakeSubject<BlobStore>) {
  const harness = contractSubject(make);
  const store = harness.get;
  const key = (name: string) => `contract/${randomUUID()}/${name}`;

  harness.describe(`blob store contract: ${adapter}`, () => {
    it('puts a blob and gets the same bytes back as a stream, with its content type', async () => {
      const k = key('deed.pdf');
      const bytes = Buffer.from('%PDF-1.7 a land title deed');
      const put = await store().put(k, bytes, { contentType: 'application/pdf', metadata: { owner: 'u1' } });
      expect(put.size).toBe(bytes.length);
      const got = await store().get(k);
      expect(got!.info.contentType).toBe('application/pdf');
      expect(await readAll(got!.stream)).toEqual(bytes);
    });

    it('stats a blob: size, etag, metadata; null when missing', async () => {
      const k = key('photo.webp');
      await store().put(k, Buffer.alloc(2048, 7), { contentType: 'image/webp', metadata: { owner: 'u2' } });
      const info = await store().stat(k);
      expect(info).toMatchObject({ size: 2048, contentType: 'image/webp', metadata: { owner: 'u2' } });
      expect(info!.etag).toBeTruthy();
      expect(await store().stat(key('missing'))).toBeNull();
      expect(await store().get(key('missing'))).toBeNull();
    });

    it('overwrites a blob at the same key', async () => {
      const k = key('a.txt');
      await store().put(k, Buffer.from('one'), { contentType: 'text/plain' });
      await store().put(k, Buffer.from('two!'), { contentType: 'text/plain' });
      expect((await readAll((await store().get(k))!.stream)).toString()).toBe('two!');
    });

    it('deletes a blob, and deleting again succeeds', async () => {
      const k = key('gone.txt');
      await store().put(k, Buffer.from('x'), { contentType: 'text/plain' });
      await store().delete(k);
      expect(await store().stat(k)).toBeNull();
      await expect(store().delete(k)).resolves.toBeUndefined();
    });

    it('refuses keys that could escape the store', async () => {
      await expect(store().put('../etc/passwd', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Invalid blob key/);
      await expect(store().stat('a/../../b')).rejects.toThrow(/Invalid blob key/);
    });
  });
}
