import { latestMessageTo } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Verified badges over HTTP: a lister submits a Ghana Card number with a document, staff verify it with an
 * expiry (or reject it with a reason), the badge shows on their listings and in a 'verified listers only'
 * search, and it lapses by itself at its expiry.
 */
let fie: TestMarketplace;
let staffToken: string;
let kwame: { token: string; user: { id: string }; email: string };
let listingId: string;
let document: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
  kwame = await signUpOwner(fie, { email: 'kwame.verified@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  listingId = (await listHouse(fie, kwame.token)).id;
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'ghana-card.pdf');
  const up = await fetch(`${fie.url}/api/auth/personal-documents/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${kwame.token}` } });
  document = (await up.json()).filename;
}, 60_000);
afterAll(async () => fie.stop());

const search = async (body: Record<string, unknown> = {}) => (await fie.request('POST', '/api/properties/search', { pageSize: 100, ...body })).body.result.properties as { id: string; listerVerified?: boolean }[];
const id = () => `${kwame.user.id}.ghana_card`;

test('When the number or document is wrong, then nothing is submitted and each field says why', async () => {
  expect(await fie.request('POST', '/api/verifications', { kind: 'ghana_card', number: 'GHA-1234-0', document }, kwame.token)).toMatchObject({ status: 400, body: { errors: { number: 'Enter the Ghana Card number as GHA-123456789-0' } } });
  expect(await fie.request('POST', '/api/verifications', { kind: 'ghana_card', number: 'GHA-123456789-0', document: 'someone-elses.pdf' }, kwame.token)).toMatchObject({ status: 400, body: { errors: { document: 'Choose one of your own uploaded documents' } } });
  expect((await fie.request('POST', '/api/verifications', {})).status).toBe(401);
});

test('When staff verify a submitted Ghana Card, then the badge shows on the lister\'s listings and in the verified-only search, and the number is sealed in the log', async () => {
  expect(await search({ verified_only: true })).toEqual([]);
  expect(await fie.request('POST', '/api/verifications', { kind: 'ghana_card', number: 'gha-123456789-0', document }, kwame.token)).toMatchObject({ status: 201 });
  expect((await fie.request('GET', '/api/verifications', undefined, kwame.token)).body.verifications).toEqual([expect.objectContaining({ kind: 'ghana_card', number: 'GHA-123456789-0', state: 'pending' })]);
  const queue = await fie.request('GET', `/api/admin/verifications?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`, undefined, staffToken);
  expect(queue.body).toEqual([expect.objectContaining({ id: id(), userName: 'Kwame Boateng', documentLocation: `/api/auth/documents/${document}` })]);
  expect(queue.headers.get('content-range')).toBe('verifications 0-0/1');

  const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;
  expect(await fie.request('POST', `/api/admin/verifications/${id()}/approve`, { reason: 'Card matches the photo' }, staffToken)).toMatchObject({ status: 400, body: { errors: { expiresOn: 'Choose when the verification expires' } } });
  expect(await fie.request('POST', `/api/admin/verifications/${id()}/approve`, { reason: 'Card matches the photo', expiresOn: nextYear }, staffToken)).toMatchObject({ status: 200 });
  expect(await fie.request('POST', `/api/admin/verifications/${id()}/reject`, { reason: 'x' }, staffToken)).toMatchObject({ status: 409 });

  expect((await search({ verified_only: true })).map((p) => p.id)).toEqual([listingId]);
  expect((await fie.request('GET', `/api/properties/search/${listingId}`)).body).toMatchObject({ id: listingId, listerVerified: true });
  expect((await latestMessageTo(fie.stores.outboxDir, kwame.email))?.subject).toBe('You are verified on Fie');
  const newer = (await listHouse(fie, kwame.token, { title: 'Second house in East Legon' })).id;
  expect((await search({ verified_only: true })).map((p) => p.id).sort()).toEqual([listingId, newer].sort());
  const [submitted] = await fie.stores.events.readStream(`verifications-${kwame.user.id}`, { maxCount: 1 });
  expect(JSON.stringify(submitted!.data)).not.toContain('GHA-123456789-0');
});

test('When a badge expires today, then it counts until the end of that day (Accra), its expiry travelling with the listing for later searches to compare', async () => {
  const seller = await signUpOwner(fie, { email: 'esi.lapsed@example.com', firstName: 'Esi', lastName: 'Quaye' });
  const hers = (await listHouse(fie, seller.token)).id;
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'licence.pdf');
  const file = (await (await fetch(`${fie.url}/api/auth/personal-documents/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seller.token}` } })).json()).filename;
  await fie.request('POST', '/api/verifications', { kind: 'gta_licence', number: 'GTA/AC/1234', document: file }, seller.token);
  // Expiring at the end of today (Accra is GMT): verified now, and compared with a later clock it has lapsed.
  const today = new Date().toISOString().slice(0, 10);
  expect((await fie.request('POST', `/api/admin/verifications/${seller.user.id}.gta_licence/approve`, { reason: 'Licence checked with the GTA', expiresOn: today }, staffToken)).status).toBe(200);
  expect((await search({ verified_only: true })).map((p) => p.id)).toContain(hers);
  // A search at a later clock leaves it out: see search-query's verified-only test; the index holds the expiry.
  const hit = (await fie.request('POST', '/api/properties/search', { pageSize: 100, verified_only: true })).body.result.properties.find((p: { id: string }) => p.id === hers);
  expect(hit).toMatchObject({ listerVerified: true, listerVerifiedUntil: `${today}T23:59:59.999Z` });
});

test('When staff reject a submission, then the person is mailed why and may submit again', async () => {
  const yaw = await signUpOwner(fie, { email: 'yaw.agent@example.com', firstName: 'Yaw', lastName: 'Darko' });
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))]), 'reac.pdf');
  const file = (await (await fetch(`${fie.url}/api/auth/personal-documents/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${yaw.token}` } })).json()).filename;
  await fie.request('POST', '/api/verifications', { kind: 'reac_licence', number: 'REAC-2026-0042', document: file }, yaw.token);
  expect(await fie.request('POST', '/api/verifications', { kind: 'reac_licence', number: 'REAC-2026-0042', document: file }, yaw.token)).toMatchObject({ status: 409 });
  expect(await fie.request('POST', `/api/admin/verifications/${yaw.user.id}.reac_licence/reject`, { reason: 'The licence number does not match the document' }, staffToken)).toMatchObject({ status: 200 });
  expect((await latestMessageTo(fie.stores.outboxDir, 'yaw.agent@example.com'))?.text).toContain('Why: The licence number does not match the document');
  expect((await fie.request('POST', '/api/verifications', { kind: 'reac_licence', number: 'REAC-2026-0043', document: file }, yaw.token)).status).toBe(201);
});
