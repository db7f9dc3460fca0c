import type { DocumentStore, NewEvent, RecordedEvent } from '@fie/stores';
import { MAX_CACHED_KEYS, PersonalDataVault } from './personal-data-vault';

/** The little of a document store the vault uses, counting the reads of `_vault`. */
function keyStore() {
  const docs = new Map<string, { id: string }>();
  const reads: string[] = [];
  const finds: string[][] = [];
  const store = {
    collection: () => ({
      get: async (id: string) => {
        reads.push(id);
        return docs.get(id) ?? null;
      },
      delete: async (id: string) => void docs.delete(id),
      find: async (filter: { id: { $in: string[] } }) => {
        finds.push(filter.id.$in);
        return filter.id.$in.flatMap((id) => (docs.has(id) ? [docs.get(id)!] : []));
      },
    }),
    bulkWrite: async (ops: { op: string; doc: { id: string } }[]) => {
      for (const { doc } of ops) if (!docs.has(doc.id)) docs.set(doc.id, doc);
    },
  };
  return { store: store as unknown as DocumentStore, reads, finds };
}

const profileUpdate = (userId: string): NewEvent => ({ type: 'UserProfileUpdated', data: { userId, firstName: 'Ama', lastName: 'Mensah', phone: '0244000000' } });
const recorded = (event: NewEvent) => ({ ...event, id: 'e', streamId: 's', revision: 0, position: 1, createdAt: '' }) as unknown as RecordedEvent;

test('the vault keeps at most its bound of keys, the longest cached leaving first (issue 21)', async () => {
  expect(MAX_CACHED_KEYS).toBe(10_000);
  const { store, reads } = keyStore();
  const vault = new PersonalDataVault(store, { maxCachedKeys: 3 });
  const sealed: NewEvent[] = [];
  for (const id of ['u1', 'u2', 'u3', 'u4', 'u5']) sealed.push(...(await vault.seal([profileUpdate(id)])));
  expect(vault.cachedKeys).toBe(3);

  // u5's key is still cached: opening its event reads nothing.
  reads.length = 0;
  const u5 = await vault.open(recorded(sealed[4]!));
  expect(u5.data).toMatchObject({ userId: 'u5', firstName: 'Ama' });
  expect(reads).toEqual([]);

  // u1's left the cache: it is read again, and the event opens as before.
  const u1 = await vault.open(recorded(sealed[0]!));
  expect(u1.data).toMatchObject({ userId: 'u1', firstName: 'Ama' });
  expect(u1.erased).toBeUndefined();
  expect(reads).toEqual(['u1']);
  expect(vault.cachedKeys).toBe(3);
});

test('a forgotten key stays forgotten whether or not its absence is still cached', async () => {
  const { store } = keyStore();
  const vault = new PersonalDataVault(store, { maxCachedKeys: 2 });
  const [event] = await vault.seal([profileUpdate('gone')]);
  await vault.forget(['gone']);
  expect((await vault.open(recorded(event!))).erased).toBe(true);
  for (const id of ['a', 'b', 'c']) await vault.seal([profileUpdate(id)]);
  expect(vault.cachedKeys).toBe(2);
  expect((await vault.open(recorded(event!))).erased).toBe(true);
});

test('a batch of events is opened with one read of the keys it needs, not one a person (issue 34)', async () => {
  const { store, reads, finds } = keyStore();
  const writer = new PersonalDataVault(store);
  const sealed: NewEvent[] = [];
  for (const id of ['a', 'b', 'c', 'a']) sealed.push(...(await writer.seal([profileUpdate(id)])));
  const [gone] = await writer.seal([profileUpdate('gone')]);
  await writer.forget(['gone']);

  // A second process's vault: nothing cached.
  const reader = new PersonalDataVault(store);
  reads.length = 0;
  const opened = await reader.openEach([...sealed, gone!, { type: 'UserSignedIn', data: { userId: 'a' } }].map(recorded));
  expect(finds).toEqual([['a', 'b', 'c', 'gone']]);
  expect(reads).toEqual([]);
  expect(opened.map((e) => ('error' in e ? e.error : [(e.data as { firstName?: string }).firstName, e.erased]))).toEqual([
    ['Ama', undefined],
    ['Ama', undefined],
    ['Ama', undefined],
    ['Ama', undefined],
    [undefined, true],
    [undefined, undefined],
  ]);
});

test('an event that cannot be opened answers its error, and the others open', async () => {
  const { store } = keyStore();
  const vault = new PersonalDataVault(store);
  const [event] = await vault.seal([profileUpdate('u1')]);
  const broken = { ...event!, data: { ...(event!.data as object), _sealed: { subject: 'u1', box: 'AAAA' } } };
  const opened = await vault.openEach([recorded(broken), recorded(event!)]);
  expect('error' in opened[0]!).toBe(true);
  expect(opened[1]).toMatchObject({ data: { firstName: 'Ama' } });
});

test("a stream's events are opened with one read of the keys they need, an unopenable one still failing the read", async () => {
  const { store, reads, finds } = keyStore();
  const writer = new PersonalDataVault(store);
  const sealed: NewEvent[] = [];
  for (const id of ['a', 'b', 'a']) sealed.push(...(await writer.seal([profileUpdate(id)])));
  const reader = new PersonalDataVault(store);
  reads.length = 0;
  finds.length = 0;
  const opened = await reader.openAll(sealed.map(recorded));
  expect(finds).toEqual([['a', 'b']]);
  expect(reads).toEqual([]);
  expect(opened.map((e) => (e.data as { firstName?: string }).firstName)).toEqual(['Ama', 'Ama', 'Ama']);
  const broken = { ...sealed[0]!, data: { ...(sealed[0]!.data as object), _sealed: { subject: 'b', box: 'AAAA' } } };
  await expect(reader.openAll([recorded(broken)])).rejects.toThrow();
});
