import sharp from 'sharp';
import { listHouse, photo, signUpOwner } from '../testing/listings';
import { addMember, createOrganization } from '../testing/organizations';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let org: { id: string; token: string; url_name: string };
let lister: { token: string; user: { id: string } };
let manager: { token: string; user: { id: string } };
let outsider: { token: string; user: { id: string } };
let otherOrg: { id: string; token: string };

beforeAll(async () => {
  fie = await startTestMarketplace();
  org = await createOrganization(fie, { name: 'Page Homes', email: 'page.org@example.com', url_name: 'page_homes' });
  otherOrg = await createOrganization(fie, { name: 'Other Homes', email: 'page.other@example.com', url_name: 'page_other' });
  lister = await fie.signUpAndConfirm({ email: 'page.lister@example.com', firstName: 'Abena' });
  manager = await fie.signUpAndConfirm({ email: 'page.manager@example.com', firstName: 'Kojo' });
  outsider = await signUpOwner(fie, { email: 'page.outsider@example.com' });
  await addMember(fie, org.token, { ...lister.user, email: 'page.lister@example.com', token: lister.token }, ['list_properties']);
  await addMember(fie, org.token, { ...manager.user, email: 'page.manager@example.com', token: manager.token }, ['manage_users']);
}, 90_000);
afterAll(async () => fie.stop());

const upload = async (path: string, field: string, files: { bytes: Buffer; name: string }[], token?: string) => {
  const form = new FormData();
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)]), f.name);
  const res = await fetch(`${fie.url}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
};
const single = async () => (await fie.request('GET', `/api/organizations/single/${org.url_name}`)).body.result.organization;

describe('PUT /api/organizations/profile', () => {
  test('When the organization changes its name, phone and address, then 200 with its record, and its page and members see the new name', async () => {
    const res = await fie.request('PUT', '/api/organizations/profile', { name: 'Page & Sons Homes', phone: '0244 555 777', address: '3 Ring Road, Kumasi' }, org.token);
    expect(res).toMatchObject({ status: 200, body: { message: 'Profile updated', organization: { name: 'Page & Sons Homes', phone: '+233244555777', address: '3 Ring Road, Kumasi', url_name: 'page_homes' } } });
    expect(await single()).toMatchObject({ name: 'Page & Sons Homes', address: '3 Ring Road, Kumasi' });
    expect((await fie.request('GET', '/api/auth/user', undefined, lister.token)).body.organization).toMatchObject({ name: 'Page & Sons Homes' });
  });

  test('A member with Manage Users may edit it; one who only lists and an outsider may not, and nothing changes', async () => {
    expect((await fie.request('PUT', '/api/organizations/profile', { name: 'Page Homes', phone: '0302212345', address: 'Osu, Accra' }, manager.token)).status).toBe(200);
    expect((await fie.request('PUT', '/api/organizations/profile', { name: 'Hijacked', phone: '0302212345', address: 'x' }, lister.token)).status).toBe(403);
    expect((await fie.request('PUT', '/api/organizations/profile', { name: 'Hijacked', phone: '0302212345', address: 'x' }, outsider.token)).status).toBe(403);
    expect((await single()).name).toBe('Page Homes');
  });

  test('Bad input is a 400 by field with the registration form\'s words, and changes nothing', async () => {
    const res = await fie.request('PUT', '/api/organizations/profile', { name: '', phone: '12', address: '' }, org.token);
    expect(res).toMatchObject({ status: 400, body: { errors: { name: 'Organization name is required', address: 'Please enter the address of the organization' } } });
    expect(res.body.errors.phone).toBeTruthy();
    expect((await single()).name).toBe('Page Homes');
  });
});

describe('POST and DELETE /api/organizations/logo', () => {
  test('When a manager uploads a logo, then it is re-encoded to WebP within 512 px, served to anyone, and shows on the page and on the organization\'s listing cards', async () => {
    const res = await upload('/api/organizations/logo', 'logo', [{ bytes: await photo('#123456', 2000, 1000), name: 'logo.jpg' }], manager.token);
    expect(res).toMatchObject({ status: 200, body: { message: 'Logo updated' } });
    const image = res.body.organization.image as string;
    expect(image).toMatch(/^\/api\/organizations\/logos\/[0-9a-f-]{36}\.webp$/);
    expect((await single()).image).toBe(image);
    const served = await fetch(`${fie.url}${image}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 256]);

    const house = await listHouse(fie, lister.token);
    expect((await fie.request('GET', `/api/properties/search/${house.id}`)).body.lister).toMatchObject({ kind: 'organization', image });
  });

  test('A file that is not a picture, or none, is a 400 on the logo field; the logo stays', async () => {
    const before = (await single()).image;
    expect(await upload('/api/organizations/logo', 'logo', [{ bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'logo.png' }], org.token)).toMatchObject({ status: 400, body: { errors: { logo: 'This file is not a picture we can use (JPEG, PNG, WebP, HEIC or AVIF) (logo.png)' } } });
    expect(await upload('/api/organizations/logo', 'logo', [], org.token)).toMatchObject({ status: 400, body: { errors: { logo: 'Choose a picture for your logo' } } });
    expect((await single()).image).toBe(before);
  });

  test('A member who only lists cannot change it: 403', async () => {
    expect((await upload('/api/organizations/logo', 'logo', [{ bytes: await photo('#654321'), name: 'x.jpg' }], lister.token)).status).toBe(403);
  });

  test('When the organization removes its logo, then the page has none and the old picture is gone', async () => {
    const image = (await single()).image as string;
    expect(await fie.request('DELETE', '/api/organizations/logo', undefined, org.token)).toMatchObject({ status: 200, body: { message: 'Logo removed', organization: { image: null } } });
    expect((await fetch(`${fie.url}${image}`)).status).toBe(404);
  });
});

describe('PUT /api/organizations/featured-listings and GET /api/organizations/{url_name}/listings', () => {
  test('When a member who lists features two listings, then the public page shows them first, in that order, above all its published listings', async () => {
    const a = await listHouse(fie, lister.token, { title: 'Featured A' });
    const b = await listHouse(fie, lister.token, { title: 'Featured B' });
    const hidden = await listHouse(fie, lister.token, { title: 'Hidden one' });
    await fie.request('POST', `/api/properties/${hidden.id}/status`, { status: 'hidden' }, lister.token);
    expect(await fie.request('PUT', '/api/organizations/featured-listings', { listingIds: [b.id, a.id] }, lister.token)).toMatchObject({ status: 200, body: { message: 'Featured listings saved', result: { listingIds: [b.id, a.id] } } });

    const page = (await fie.request('GET', `/api/organizations/${org.url_name}/listings?pageSize=50`)).body.result;
    expect(page.featured.map((p: any) => p.title)).toEqual(['Featured B', 'Featured A']);
    expect(page.properties.map((p: any) => p.title)).toEqual(expect.arrayContaining(['Featured A', 'Featured B']));
    expect(page.properties.map((p: any) => p.title)).not.toContain('Hidden one');
    expect(page.total).toBe(page.properties.length);

    // One since let drops out of the featured row by itself.
    await fie.request('POST', `/api/properties/${a.id}/status`, { status: 'let' }, lister.token);
    expect((await fie.request('GET', `/api/organizations/${org.id}/listings`)).body.result.featured.map((p: any) => p.title)).toEqual(['Featured B']);
  });

  test('Only its own published listings may be featured, only by those who list for it; bad choices change nothing', async () => {
    const theirs = await listHouse(fie, outsider.token);
    const ours = await listHouse(fie, lister.token);
    await fie.request('POST', `/api/properties/${ours.id}/status`, { status: 'hidden' }, lister.token);
    for (const id of [theirs.id, ours.id, 'nonsense']) {
      expect(await fie.request('PUT', '/api/organizations/featured-listings', { listingIds: [id] }, org.token)).toMatchObject({ status: 400, body: { errors: { listingIds: 'Only published listings of your organization can be featured' } } });
    }
    expect((await fie.request('PUT', '/api/organizations/featured-listings', { listingIds: [] }, manager.token)).status).toBe(403);
    expect((await fie.request('PUT', '/api/organizations/featured-listings', { listingIds: [] }, outsider.token)).status).toBe(403);
    expect((await fie.request('GET', `/api/organizations/${org.url_name}/listings`)).body.result.featured.length).toBe(1);
  });

  test('An unknown organization: 404', async () => {
    expect((await fie.request('GET', '/api/organizations/nobody_here/listings')).status).toBe(404);
  });
});

describe('the organization\'s documents', () => {
  const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

  test('Registration documents belong to the organization: those inside it see them, marked as its registration\'s', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(pdf('certificate'))]), 'certificate.pdf');
    const uploaded = (await (await fetch(`${fie.url}/api/auth/upload-document`, { method: 'POST', body: form })).json()) as { filename: string };
    const reg = await fie.request('POST', '/api/auth/register-organization', { name: 'Docs Agency', email: 'page.docs@example.com', phone: '0302212345', address: 'Osu, Accra', documents: [uploaded.filename] });
    expect(reg.status).toBe(201);
    const docsOrg = reg.body.organization;
    // The organization is not signed in here: staff read them.
    const staff = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
    const list = await fie.request('GET', `/api/organizations/${docsOrg.url_name}/documents`, undefined, staff);
    expect(list).toMatchObject({ status: 200, body: { result: { documents: [{ filename: uploaded.filename, name: 'certificate.pdf', registration: true }] } } });
  });

  test('When a manager uploads the licence, then members see and open it, outsiders may not, and a manager deletes it', async () => {
    const res = await upload('/api/organizations/documents', 'files', [{ bytes: pdf('REAC licence'), name: 'reac-licence.pdf' }], manager.token);
    expect(res).toMatchObject({ status: 201, body: { message: 'Upload successful', files: [{ name: 'reac-licence.pdf' }] } });
    const { filename, filelocation } = res.body.files[0];
    expect(filelocation).toBe(`/api/organizations/${org.id}/documents/${filename}`);

    for (const token of [lister.token, manager.token, org.token]) {
      const list = await fie.request('GET', `/api/organizations/${org.url_name}/documents`, undefined, token);
      expect(list.body.result.documents.map((d: any) => d.name)).toContain('reac-licence.pdf');
    }
    const opened = await fetch(`${fie.url}${filelocation}`, { headers: { authorization: `Bearer ${lister.token}` } });
    expect(opened.status).toBe(200);
    expect(await opened.text()).toContain('REAC licence');

    for (const token of [outsider.token, otherOrg.token]) {
      expect((await fie.request('GET', `/api/organizations/${org.url_name}/documents`, undefined, token)).status).toBe(403);
      expect((await fetch(`${fie.url}${filelocation}`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    }
    expect((await fie.request('GET', `/api/organizations/${org.url_name}/documents`)).status).toBe(401);

    expect((await fie.request('DELETE', `/api/organizations/documents/${filename}`, undefined, lister.token)).status).toBe(403);
    expect((await fie.request('DELETE', `/api/organizations/documents/${filename}`, undefined, otherOrg.token)).status).toBe(404);
    expect(await fie.request('DELETE', `/api/organizations/documents/${filename}`, undefined, manager.token)).toMatchObject({ status: 200, body: { message: 'File deleted' } });
    expect((await fie.request('GET', `/api/organizations/${org.url_name}/documents`, undefined, org.token)).body.result.documents.map((d: any) => d.filename)).not.toContain(filename);
  });

  test('Only its managers upload; a file that is not an allowed document is a 400 that keeps nothing', async () => {
    expect((await upload('/api/organizations/documents', 'files', [{ bytes: pdf('x'), name: 'x.pdf' }], lister.token)).status).toBe(403);
    expect((await upload('/api/organizations/documents', 'files', [{ bytes: pdf('x'), name: 'x.pdf' }], outsider.token)).status).toBe(403);
    const before = (await fie.request('GET', `/api/organizations/${org.url_name}/documents`, undefined, org.token)).body.result.documents.length;
    expect(await upload('/api/organizations/documents', 'files', [{ bytes: Buffer.from([0, 1, 2, 3]), name: 'virus.exe' }], org.token)).toMatchObject({ status: 400, body: { errors: { files: expect.stringContaining('This file type is not allowed') } } });
    expect((await fie.request('GET', `/api/organizations/${org.url_name}/documents`, undefined, org.token)).body.result.documents.length).toBe(before);
  });

  test('Someone\'s personal document cannot be deleted through an organization', async () => {
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(pdf('deed'))]), 'deed.pdf');
    const mine = (await (await fetch(`${fie.url}/api/auth/personal-documents/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${outsider.token}` } })).json()) as { filename: string };
    expect((await fie.request('DELETE', `/api/organizations/documents/${mine.filename}`, undefined, org.token)).status).toBe(404);
  });
});
