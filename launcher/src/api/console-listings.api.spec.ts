import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 90_000);
afterAll(async () => fie.stop());

const staffList = (filter: Record<string, unknown>) => fie.request('GET', `/api/admin/listings?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,24]')}`, undefined, staffToken);

describe('GET /api/admin/listings (the console\'s Listings screen)', () => {
  test('When staff search a town with no queue chosen, then every listing there is found, live ones out of any queue included; a queue narrows it', async () => {
    const owner = await signUpOwner(fie, { email: 'abena.dansoman@example.com', firstName: 'Abena', lastName: 'Quartey', phoneNumber: '0201000091' });
    const dansoman = { title: 'Family house in Dansoman', location_details: { town: 'Dansoman', city: 'Accra', region: 'greater_accra' } };
    const first = await listHouse(fie, owner.token, dansoman);
    const second = await listHouse(fie, owner.token, dansoman);
    const third = await listHouse(fie, owner.token, dansoman);
    await listHouse(fie, owner.token);

    const all = await staffList({ q: 'dansoman' });
    expect(all.status).toBe(200);
    expect(all.body.map((l: any) => l.id).sort()).toEqual([first.id, second.id, third.id].sort());
    expect(all.body.every((l: any) => l.status === 'published')).toBe(true);
    expect(all.headers.get('content-range')).toBe('listings 0-2/3');
    // Only the lister's first listing waits in a queue (first-time listers): a queue is a filter, not the whole list.
    expect((await staffList({ q: 'Dansoman', queue: 'any' })).body.map((l: any) => l.id)).toEqual([first.id]);
  });
});

describe('GET /api/admin/listings/{id}', () => {
  test('A listing\'s record carries its description, its photos\' ids and its lister\'s name beside the lister\'s key', async () => {
    const owner = await signUpOwner(fie, { email: 'kojo.page@example.com', firstName: 'Kojo', lastName: 'Mensah', phoneNumber: '0201000092' });
    const house = await listHouse(fie, owner.token, { description: 'Walled compound with a borehole' });
    const res = await fie.request('GET', `/api/admin/listings/${house.id}`, undefined, staffToken);
    expect(res).toMatchObject({ status: 200, body: { id: house.id, description: 'Walled compound with a borehole', lister: `user:${house.ownerId}`, listerName: 'Kojo M.', region: 'greater_accra' } });
    expect(res.body.images).toHaveLength(3);
    expect((await fetch(`${fie.url}/api/properties/images/${res.body.images[0]}/thumb.webp`)).status).toBe(200);
  });
});
