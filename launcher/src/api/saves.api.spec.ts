import { listHouse, signUpOwner } from '../testing/listings';
import { createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let owner: { token: string; user: { id: string } };
let seeker: { token: string; user: { id: string; email: string } };
let org: { token: string };
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'saves.owner@example.com', firstName: 'Kwame' });
  seeker = await fie.signUpAndConfirm({ email: 'saves.seeker@example.com', firstName: 'Efua' });
  org = await createOrganization(fie, { name: 'Saves Homes', email: 'saves.org@example.com', url_name: 'saves_homes' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 60_000);
afterAll(async () => fie.stop());

const save = (id: string, token: string | undefined = seeker.token) => fie.request('POST', `/api/properties/${id}/save`, undefined, token);
const unsave = (id: string, token: string | undefined = seeker.token) => fie.request('DELETE', `/api/properties/${id}/save`, undefined, token);
const savedList = async (token = seeker.token) => (await fie.request('GET', '/api/saved-properties', undefined, token)).body.result.properties as any[];
const savedIds = async (token = seeker.token) => (await fie.request('GET', '/api/saved-properties/ids', undefined, token)).body.result.ids as string[];
const saveEvents = async (userId = seeker.user.id) => (await fie.stores.events.readStream(`saves-${userId}`)).length;
const mine = async (token: string, path = '/api/properties') => (await fie.request('GET', `${path}?page=1&pageSize=100`, undefined, token)).body.result.properties as any[];

describe('POST /api/properties/{id}/save', () => {
  test('When a seeker saves a published listing, then 200 "Saved", the heart knows it and the list shows the card', async () => {
    const house = await listHouse(fie, owner.token);
    expect(await save(house.id)).toMatchObject({ status: 200, body: { message: 'Saved', saved: true } });
    expect(await savedIds()).toContain(house.id);
    const [first] = await savedList();
    expect(first).toMatchObject({ _id: house.id, available: true, status: 'published', statusText: 'Available', property: { id: house.id, title: '3 bedroom house in East Legon', priceGhs: 4500, lister: { kind: 'owner', name: 'Kwame M.' } } });
    expect(Date.parse(first.savedAt)).not.toBeNaN();
  });

  test('When it is saved twice, then the second answers the same and records nothing', async () => {
    const house = await listHouse(fie, owner.token);
    await save(house.id);
    const before = await saveEvents();
    expect(await save(house.id)).toMatchObject({ status: 200, body: { message: 'Saved', saved: true } });
    expect(await saveEvents()).toBe(before);
    expect((await savedIds()).filter((id) => id === house.id)).toHaveLength(1);
  });

  test('When the listing is hidden, deleted or unknown, then 404 "Could not get property!" and nothing is saved', async () => {
    const hidden = await listHouse(fie, owner.token);
    await fie.request('POST', `/api/properties/${hidden.id}/status`, { status: 'hidden' }, owner.token);
    const deleted = await listHouse(fie, owner.token);
    await fie.request('DELETE', `/api/properties/${deleted.id}`, undefined, owner.token);
    const before = await saveEvents();
    for (const id of [hidden.id, deleted.id, '3f1e1c9a-1111-4222-8333-444455556666', 'nonsense']) {
      expect(await save(id)).toMatchObject({ status: 404, body: { message: 'Could not get property!' } });
    }
    expect(await saveEvents()).toBe(before);
  });

  test('Organizations, staff and visitors have no saved properties: 401', async () => {
    const house = await listHouse(fie, owner.token);
    for (const token of [org.token, staffToken, undefined]) {
      expect((await fie.request('POST', `/api/properties/${house.id}/save`, undefined, token)).status).toBe(401);
      expect((await fie.request('DELETE', `/api/properties/${house.id}/save`, undefined, token)).status).toBe(401);
      expect((await fie.request('GET', '/api/saved-properties', undefined, token)).status).toBe(401);
      expect((await fie.request('GET', '/api/saved-properties/ids', undefined, token)).status).toBe(401);
    }
  });
});

describe('DELETE /api/properties/{id}/save', () => {
  test('When a saved listing is removed, then 200 "Removed from saved" and it leaves the list; removing it again changes nothing', async () => {
    const house = await listHouse(fie, owner.token);
    await save(house.id);
    expect(await unsave(house.id)).toMatchObject({ status: 200, body: { message: 'Removed from saved', saved: false } });
    expect(await savedIds()).not.toContain(house.id);
    const before = await saveEvents();
    expect(await unsave(house.id)).toMatchObject({ status: 200, body: { saved: false } });
    expect(await unsave('never-saved')).toMatchObject({ status: 200, body: { saved: false } });
    expect(await saveEvents()).toBe(before);
  });
});

describe('GET /api/saved-properties', () => {
  test('When several are saved, then the most recently saved comes first', async () => {
    const person = await fie.signUpAndConfirm({ email: 'saves.order@example.com' });
    const a = await listHouse(fie, owner.token, { title: 'Flat in Osu' });
    const b = await listHouse(fie, owner.token, { title: 'Shop in Adum' });
    await save(a.id, person.token);
    await save(b.id, person.token);
    expect(await savedIds(person.token)).toEqual([b.id, a.id]);
    expect((await savedList(person.token)).map((s) => s.property.title)).toEqual(['Shop in Adum', 'Flat in Osu']);
  });

  test('When a saved listing is let, changed while hidden, or deleted, then it stays with what it was and says so', async () => {
    const person = await fie.signUpAndConfirm({ email: 'saves.follow@example.com' });
    const house = await listHouse(fie, owner.token, { title: 'Townhouse in Cantonments' });
    await save(house.id, person.token);

    await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'let' }, owner.token);
    const [letOut] = await savedList(person.token);
    expect(letOut).toMatchObject({ _id: house.id, available: false, status: 'let', statusText: 'Let: no longer available', property: { id: house.id, title: 'Townhouse in Cantonments', price: 4500, currency: 'GHS', priceGhs: 4500, status: 'let' } });
    expect(letOut.property.thumbnail).toMatch(/^\/api\/properties\/images\/.+\/thumb\.webp$/);
    expect(letOut.property.lister).toBeUndefined();

    await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'published' }, owner.token);
    expect((await savedList(person.token))[0]).toMatchObject({ available: true, status: 'published' });

    await fie.request('POST', `/api/properties/${house.id}/status`, { status: 'hidden' }, owner.token);
    const images = (await fie.request('GET', '/api/properties?page=1&pageSize=100', undefined, owner.token)).body.result.properties.find((p: { id: string }) => p.id === house.id).images.map((i: { name: string }) => i.name);
    const updated = await fie.request('POST', `/api/properties/update-residential/${house.id}`, {
      type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: 5200, currency: 'GHS', title: 'Renovated townhouse in Cantonments', description: 'Renovated', bedrooms: 3, bathrooms: 2, images,
      utilities: { water: 'GWCL', electricity: 'ecg' }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'Cantonments', city: 'Accra', region: 'greater_accra' },
    }, owner.token);
    expect(updated.status).toBe(200);
    expect((await savedList(person.token))[0]).toMatchObject({ available: false, status: 'hidden', statusText: 'Not shown at the moment', property: { title: 'Renovated townhouse in Cantonments', price: 5200 } });

    await fie.request('DELETE', `/api/properties/${house.id}`, undefined, owner.token);
    expect((await savedList(person.token))[0]).toMatchObject({ _id: house.id, available: false, status: 'deleted', statusText: 'Removed by its lister', property: { title: 'Renovated townhouse in Cantonments' } });
    // A deleted listing can still be taken off the list.
    expect((await unsave(house.id, person.token)).body.saved).toBe(false);
    expect(await savedList(person.token)).toEqual([]);
  });
});

describe('saves on the managers\' own lists', () => {
  test('The owner sees how many people saved each of their listings, never who', async () => {
    const house = await listHouse(fie, owner.token, { title: 'Counted house' });
    const savers = [await fie.signUpAndConfirm({ email: 'saver.one@example.com' }), await fie.signUpAndConfirm({ email: 'saver.two@example.com' })];
    for (const s of savers) await save(house.id, s.token);
    const listed = (await mine(owner.token)).find((p) => p.id === house.id);
    expect(listed.saves).toBe(2);
    const body = JSON.stringify(await mine(owner.token));
    for (const s of savers) {
      expect(body).not.toContain(s.user.id);
      expect(body).not.toContain(s.email);
    }
    await unsave(house.id, savers[0]!.token);
    expect((await mine(owner.token)).find((p) => p.id === house.id).saves).toBe(1);
    const unsaved = await listHouse(fie, owner.token, { title: 'Nobody saved me' });
    expect((await mine(owner.token)).find((p) => p.id === unsaved.id).saves).toBe(0);
  });

  test('An organization sees the saves of its listings', async () => {
    const listing = await listHouse(fie, org.token, { title: 'Agency flat' });
    await save(listing.id);
    expect((await mine(org.token, '/api/organizations/properties')).find((p) => p.id === listing.id).saves).toBe(1);
  });

  test('When a saver deletes their account, then their saves are gone and the counts go down', async () => {
    const house = await listHouse(fie, owner.token, { title: 'Left behind' });
    const leaver = await fie.signUpAndConfirm({ email: 'saves.leaver@example.com' });
    await save(house.id, leaver.token);
    expect((await mine(owner.token)).find((p) => p.id === house.id).saves).toBe(1);
    expect((await fie.request('DELETE', '/api/auth/user', undefined, leaver.token)).status).toBe(200);
    expect((await mine(owner.token)).find((p) => p.id === house.id).saves).toBe(0);
    expect(await fie.stores.documents.collection('saved_properties').count({ userId: leaver.user.id })).toBe(0);
    expect((await save(house.id, leaver.token)).status).toBe(401);
  });
});
