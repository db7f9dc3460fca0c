import { IDEMPOTENCY } from '@fie/command-api';
import { signUpOwner, uploadPhotos } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/** A client that retries after a timeout sends the same Idempotency-Key: the command runs once. */
let fie: TestMarketplace;
let owner: { token: string };
let seeker: { token: string };
let images: string[];
beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'idem.owner@example.com' });
  seeker = await fie.signUpAndConfirm({ email: 'idem.seeker@example.com' });
  images = await uploadPhotos(fie, owner.token);
});
afterAll(async () => fie.stop());

const house = (over: Record<string, unknown> = {}) => ({
  type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', title: 'Idempotent house in Tesano',
  description: 'Three bedrooms', bedrooms: 3, bathrooms: 2, images, utilities: { water: 'GWCL', electricity: 'ecg' },
  location: { type: 'Point', coordinates: [-0.23, 5.6] }, location_details: { town: 'Tesano', city: 'Accra', region: 'greater_accra' }, ...over,
});
const create = (key: string, body = house()) => fie.request('POST', '/api/properties/create-residential', body, owner.token, { 'idempotency-key': key });
const created = async (title: string) => (await fie.stores.events.readAll({ maxCount: 100_000 })).filter((e) => e.type === 'ListingCreated' && JSON.stringify(e.data).includes(title));

test('a repeated request with the same key gets the first answer and creates nothing more', async () => {
  const first = await create('retry-0001-listing');
  expect(first.status).toBe(201);
  const head = await fie.stores.events.headPosition();
  const again = await create('retry-0001-listing');
  expect(again.status).toBe(201);
  expect(again.headers.get('idempotent-replayed')).toBe('true');
  expect(again.body).toEqual(first.body);
  expect(await fie.stores.events.headPosition()).toBe(head);
  expect(await created('Idempotent house in Tesano')).toHaveLength(1);
});

test('the same key with a different body is refused and changes nothing', async () => {
  const head = await fie.stores.events.headPosition();
  const other = await create('retry-0001-listing', house({ title: 'Another house' }));
  expect(other.status).toBe(409);
  expect(other.body).toEqual({ message: 'This Idempotency-Key was used for a different request. Use a new key for a new request.', code: 'IdempotencyKeyReused' });
  expect(await fie.stores.events.headPosition()).toBe(head);
});

test('a message sent twice with one key is sent once', async () => {
  const send = () => fie.request('POST', '/api/messages/send-message', { to: 'idem.owner@example.com', message: 'Is it still available?' }, seeker.token, { 'idempotency-key': 'msg-retry-42-abc' });
  const [a, b] = [await send(), await send()];
  expect(a.status).toBe(201);
  expect(b.body).toEqual(a.body);
  const messages = (await fie.stores.events.readAll({ maxCount: 100_000 })).filter((e) => e.type === 'MessageSent');
  expect(messages).toHaveLength(1);
});

test('two copies racing: one runs, the other is told it is in progress or gets the same answer', async () => {
  const results = await Promise.all([create('race-0002-listing', house({ title: 'Raced house' })), create('race-0002-listing', house({ title: 'Raced house' }))]);
  expect(results.map((r) => r.status).sort()).toEqual(expect.arrayContaining([201]));
  for (const r of results) if (r.status !== 201) expect(r.body).toMatchObject({ code: 'IdempotencyKeyInProgress' });
  expect(await created('Raced house')).toHaveLength(1);
});

test('after a crash mid-command (its claim left running), the retry runs again and the event store keeps its events once', async () => {
  const first = await create('crash-0003-listing', house({ title: 'House after a crash' }));
  expect(first.status).toBe(201);
  // As if the process had died after appending but before keeping the answer, more than a minute ago.
  const kept = fie.stores.documents.collection<{ id: string; state: string; at: string }>(IDEMPOTENCY);
  const [record] = (await kept.find({})).filter((r) => JSON.stringify(r).includes('House after a crash'));
  await kept.upsert({ ...record!, state: 'running', at: new Date(Date.now() - 120_000).toISOString(), body: undefined } as never);
  const retry = await create('crash-0003-listing', house({ title: 'House after a crash' }));
  expect(retry.status).toBe(201);
  expect(retry.headers.get('idempotent-replayed')).toBeNull();
  expect((retry.body as { property: { id: string } }).property.id).toBe((first.body as { property: { id: string } }).property.id);
  expect(await created('House after a crash')).toHaveLength(1);
});

test('a malformed key is refused with a clear message', async () => {
  const res = await create('short');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'An Idempotency-Key is 8 to 255 visible characters, e.g. a UUID', code: 'InvalidIdempotencyKey', errors: { 'Idempotency-Key': 'An Idempotency-Key is 8 to 255 visible characters, e.g. a UUID' } });
});
