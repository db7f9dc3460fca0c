import { listHouse, signUpOwner } from '../testing/listings';
import { createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let owner: { token: string; user: { id: string } };
let stranger: { token: string; user: { id: string } };
let org: { id: string; token: string };
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'drafts.owner@example.com', firstName: 'Kwame' });
  stranger = await signUpOwner(fie, { email: 'drafts.stranger@example.com', firstName: 'Yaw' });
  org = await createOrganization(fie, { name: 'Draft Homes', email: 'drafts.org@example.com', url_name: 'draft_homes' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 60_000);
afterAll(async () => fie.stop());

const values = { type: 'house', acquisition: 'rent', price: '45', description: 'Three bedrooms, half-written…', place: { town: 'Adenta', label: 'Adenta, Greater Accra' } };
const start = (token: string, body: unknown = { category: 'residential', values }) => fie.request('POST', '/api/listing-drafts', body, token);
const list = async (token: string) => (await fie.request('GET', '/api/listing-drafts', undefined, token)).body.result.drafts as any[];

describe('POST /api/listing-drafts', () => {
  test('When an owner saves a half-filled form, then 201 "Draft saved" with the draft, and it is on their list, named after what and where', async () => {
    const res = await start(owner.token);
    expect(res).toMatchObject({ status: 201, body: { message: 'Draft saved', result: { category: 'residential', title: 'House in Adenta', values } } });
    expect(res.body.result.id).toMatch(/^[0-9a-f-]{36}$/);
    expect((await list(owner.token)).map((d) => d.id)).toContain(res.body.result.id);
  });

  test('A draft needs a category; bad input is a 400 that keeps nothing', async () => {
    const before = (await list(owner.token)).length;
    expect(await start(owner.token, { values })).toMatchObject({ status: 400, body: { errors: { category: 'Choose what you are listing' } } });
    expect(await start(owner.token, { category: 'residential', values: 'text' })).toMatchObject({ status: 400, body: { errors: { values: 'The draft has nothing in it' } } });
    expect((await list(owner.token)).length).toBe(before);
  });

  test('An organization keeps its own drafts', async () => {
    const res = await start(org.token, { category: 'commercial', values: { type: 'office' } });
    expect(res.status).toBe(201);
    expect((await list(org.token)).map((d) => d.title)).toEqual(['Office']);
  });

  test('At most 20 drafts: the 21st is refused with a way out', async () => {
    const busy = await signUpOwner(fie, { email: 'drafts.busy@example.com' });
    for (let i = 0; i < 20; i++) expect((await start(busy.token, { category: 'farmland', values: { title: `Farm ${i}` } })).status).toBe(201);
    expect(await start(busy.token)).toMatchObject({ status: 400, body: { code: 'TooManyDrafts', message: 'You can keep at most 20 drafts; list or discard one first' } });
  });
});

describe('GET and PUT /api/listing-drafts/{id}', () => {
  test('When the owner resumes a draft and saves it again, then it keeps its id and when it was started, with the new values', async () => {
    const { id, created_at } = (await start(owner.token)).body.result;
    expect(await fie.request('GET', `/api/listing-drafts/${id}`, undefined, owner.token)).toMatchObject({ status: 200, body: { result: { id, values } } });
    const saved = await fie.request('PUT', `/api/listing-drafts/${id}`, { category: 'residential', values: { ...values, title: 'Adenta family house' } }, owner.token);
    expect(saved).toMatchObject({ status: 200, body: { message: 'Draft saved', result: { id, title: 'Adenta family house', created_at } } });
    expect((await list(owner.token))[0]).toMatchObject({ id, title: 'Adenta family house' });
  });

  test('Someone else\'s draft does not exist for them: 404 on read, save and discard, and it stays as it was', async () => {
    const { id } = (await start(owner.token)).body.result;
    expect(await fie.request('GET', `/api/listing-drafts/${id}`, undefined, stranger.token)).toMatchObject({ status: 404, body: { message: 'Draft not found' } });
    expect((await fie.request('PUT', `/api/listing-drafts/${id}`, { category: 'residential', values: {} }, stranger.token)).status).toBe(404);
    expect((await fie.request('DELETE', `/api/listing-drafts/${id}`, undefined, stranger.token)).status).toBe(404);
    expect((await list(stranger.token)).map((d) => d.id)).not.toContain(id);
    expect((await fie.request('GET', `/api/listing-drafts/${id}`, undefined, owner.token)).body.result.values).toEqual(values);
  });
});

describe('DELETE /api/listing-drafts/{id}', () => {
  test('When the owner discards a draft, then 200 "Draft discarded" and it is gone; a second discard is 404', async () => {
    const { id } = (await start(owner.token)).body.result;
    expect(await fie.request('DELETE', `/api/listing-drafts/${id}`, undefined, owner.token)).toMatchObject({ status: 200, body: { message: 'Draft discarded' } });
    expect((await list(owner.token)).map((d) => d.id)).not.toContain(id);
    expect((await fie.request('DELETE', `/api/listing-drafts/${id}`, undefined, owner.token)).status).toBe(404);
  });

  test('When a draft becomes a listing, then the form closes it as listed, and the log says so', async () => {
    const { id } = (await start(owner.token)).body.result;
    await listHouse(fie, owner.token);
    expect((await fie.request('DELETE', `/api/listing-drafts/${id}?reason=listed`, undefined, owner.token)).status).toBe(200);
    const events = await fie.stores.events.readStream(`listing-drafts-${owner.user.id}`);
    expect(events.at(-1)).toMatchObject({ type: 'ListingDraftDiscarded', data: { draftId: id, reason: 'listed' } });
  });

  test('The form\'s values are sealed in the log, and deleting the account erases the drafts', async () => {
    const leaver = await signUpOwner(fie, { email: 'drafts.leaver@example.com', password: 'Akwaaba#2026' });
    await start(leaver.token);
    const [event] = await fie.stores.events.readStream(`listing-drafts-${leaver.user.id}`);
    expect(JSON.stringify(event!.data)).not.toContain('half-written');
    expect((await fie.request('DELETE', '/api/auth/user', { password: 'Akwaaba#2026' }, leaver.token)).status).toBe(200);
    expect(await fie.stores.documents.collection('listing_drafts').find({ authorId: leaver.user.id })).toEqual([]);
  });
});

test('Visitors and staff have no drafts: 401', async () => {
  for (const token of [undefined, staffToken]) {
    expect((await fie.request('GET', '/api/listing-drafts', undefined, token)).status).toBe(401);
    expect((await fie.request('POST', '/api/listing-drafts', { category: 'residential', values }, token)).status).toBe(401);
  }
});
