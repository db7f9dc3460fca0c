import type { Stores } from '@fie/stores';
import { photo } from '../testing/listings';
import { samplePerson, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * DATA_DIR turned read-only under a running marketplace (a file system remounted read-only after disk errors).
 * The kernel refuses to remount a file system read-only while files on it are open for writing, so the fault is
 * injected through the ports, with the errors the engines give then: SQLITE_READONLY from the SQLite files,
 * EROFS from the blob and mail folders. (full-disk.api.spec.ts fills a real file system.)
 */
const disk = { readOnly: false, refused: 0 };

function refuse(code: 'SQLITE_READONLY' | 'EROFS'): never {
  disk.refused++;
  throw Object.assign(new Error(code === 'EROFS' ? 'EROFS: read-only file system' : 'attempt to write a readonly database'), { code });
}

/** The object with its write methods refusing while the disk is read-only; everything else passes through. */
function guarded<T extends object>(target: T, writes: string[], code: 'SQLITE_READONLY' | 'EROFS', wrap: Record<string, (value: any) => unknown> = {}): T {
  return new Proxy(target, {
    get(t, key) {
      const value = Reflect.get(t, key, t) as unknown;
      if (typeof value !== 'function') return value;
      const name = String(key);
      if (writes.includes(name)) return async (...args: unknown[]) => (disk.readOnly ? refuse(code) : (value as Function).apply(t, args));
      if (wrap[name]) return (...args: unknown[]) => wrap[name]!((value as Function).apply(t, args));
      return (value as Function).bind(t);
    },
  });
}

function readOnlyDisk(stores: Stores): Stores {
  const collection = (c: object) => guarded(c, ['upsert', 'update', 'delete', 'clear', 'ensureIndex', 'drop'], 'SQLITE_READONLY');
  return {
    ...stores,
    events: guarded(stores.events, ['append'], 'SQLITE_READONLY'),
    documents: guarded(stores.documents, ['bulkWrite'], 'SQLITE_READONLY', { collection, pinned: (store: object) => guarded(store, ['bulkWrite'], 'SQLITE_READONLY', { collection }) }),
    search: guarded(stores.search, ['bulk', 'clear'], 'SQLITE_READONLY'),
    blobs: guarded(stores.blobs, ['put', 'delete'], 'EROFS'),
    mailer: guarded(stores.mailer, ['send'], 'EROFS'),
    sms: guarded(stores.sms, ['send'], 'EROFS'),
  };
}

let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace({}, { wrapStores: readOnlyDisk });
}, 60_000);
afterAll(async () => {
  disk.readOnly = false;
  await fie.stop();
});

const storageUnavailable = { status: 503, body: { message: 'The marketplace cannot save right now. Nothing was changed: please try again in a few minutes.', code: 'storage_unavailable' } };

test('On a read-only DATA_DIR, commands answer 503 with a clear message and change nothing, reads keep working, and commands work again by themselves once it is writable', async () => {
  const ama = await fie.signUpAndConfirm({ email: 'ama.readonly@example.com' });
  const head = await fie.stores.events.headPosition();

  disk.readOnly = true;
  expect(await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'kofi.readonly@example.com' })).toMatchObject(storageUnavailable);
  expect(await fie.request('POST', '/api/contact', { name: 'Kojo Antwi', email: 'kojo@example.com', subject: 'Hello', message: 'Is the Osu flat still free?' })).toMatchObject(storageUnavailable);
  expect(await fie.request('PUT', '/api/auth/update-user', { firstName: 'Amma', lastName: 'Mensah', phone: '0244123456' }, ama.token)).toMatchObject(storageUnavailable);
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(await photo('#4682b4', 400, 300))], { type: 'image/jpeg' }), 'photo.jpg');
  const upload = await fetch(`${fie.url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${ama.token}` } });
  expect({ status: upload.status, body: await upload.json() }).toMatchObject(storageUnavailable);
  expect(disk.refused).toBeGreaterThanOrEqual(4);
  expect(await fie.stores.events.headPosition()).toBe(head); // nothing written

  expect((await fie.request('GET', '/api/auth/user', undefined, ama.token)).body).toMatchObject({ email: 'ama.readonly@example.com', firstName: 'Ama' });
  expect((await fie.request('POST', '/api/properties/search', {})).status).toBe(200);
  expect((await fie.request('GET', '/api/notifications', undefined, ama.token)).status).toBe(200);

  disk.readOnly = false;
  expect((await fie.request('PUT', '/api/auth/update-user', { firstName: 'Amma', lastName: 'Mensah', phone: '0244123456' }, ama.token)).status).toBe(200);
  expect((await fie.request('GET', '/api/auth/user', undefined, ama.token)).body).toMatchObject({ firstName: 'Amma' });
  await fie.signUpAndConfirm({ email: 'kofi.readonly@example.com' });
});
