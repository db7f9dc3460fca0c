import { latestMessageTo } from '@fie/stores';
import { demoListings, organizations, owners, random } from './demo-data';
import { demoPhoto } from './pictures';

/**
 * Seeds a living marketplace through the same HTTP commands people use: owners sign up and confirm with
 * the code from the outbox, organizations register, complete and invite agents, and every listing is
 * created with its uploaded photos. Nothing is written behind the API's back.
 */
export type SeedTarget = { url: string; outboxDir: string };
const PASSWORD = 'Akwaaba#2026';

export async function seed(target: SeedTarget, options: { listings?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? (() => {});
  const rnd = random();
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${target.url}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => ({}))) as Record<string, any>;
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const mailed = async (email: string, pattern: RegExp) => {
    const text = (await latestMessageTo(target.outboxDir, email))?.text ?? '';
    const found = pattern.exec(text)?.[1];
    if (!found) throw new Error(`nothing mailed to ${email} matches ${pattern}`);
    return decodeURIComponent(found);
  };
  const person = async (firstName: string, lastName: string, n: number) => {
    const email = `${firstName}.${lastName}${n}@demo.fie.local`.toLowerCase();
    await call('POST', '/api/auth/signup', { firstName, lastName, email, phoneNumber: `024${String(1000000 + n * 7919).slice(-7)}`, password: PASSWORD, confirmPassword: PASSWORD, acknowledge: true });
    await call('POST', '/api/auth/confirm', { email, code: await mailed(email, /code is (\d{6})/) });
    const login = await call('POST', '/api/auth/login', { email, password: PASSWORD });
    return { email, token: login.token as string, id: login.user.id as string };
  };

  log('Creating owners…');
  const listers: { token: string; name: string }[] = [];
  for (const [i, [first, last]] of owners.entries()) {
    const p = await person(first, last, i);
    await call('POST', '/api/auth/existing-user-owner-registration', { email: p.email }, p.token);
    listers.push({ token: p.token, name: `${first} ${last}` });
  }
  log('Creating organizations and their agents…');
  for (const [i, org] of organizations.entries()) {
    const email = `hello@${org.url_name.replace(/_/g, '')}.demo.fie.local`;
    await call('POST', '/api/organizations/register-organization', { name: org.name, email, phone: `030${String(2200000 + i * 1111).slice(-7)}`, address: org.address, url_name: org.url_name });
    const key = await mailed(email, /[?&]key=([^\s&]+)/);
    await call('POST', '/api/organizations/complete-organization-registration', { password: PASSWORD, confirmPassword: PASSWORD, key });
    const orgToken = (await call('POST', '/api/organizations/login', { email, password: PASSWORD })).token as string;
    for (let a = 0; a < 2; a++) {
      const [first, last] = owners[(i * 2 + a + 3) % owners.length]!;
      const agent = await person(first, last, 100 + i * 10 + a);
      await call('POST', `/api/organizations/invite-member/${agent.id}`, { permissions: ['list_properties', 'delete_properties'] }, orgToken);
      await call('POST', '/api/organizations/accept-invitation', { key: await mailed(agent.email, /[?&]key=([^\s&]+)/) }, agent.token);
      listers.push({ token: agent.token, name: `${org.name} agent` });
    }
  }

  const listings = demoListings(options.listings ?? 320, rnd);
  log(`Listing ${listings.length} properties with photos…`);
  for (const [i, listing] of listings.entries()) {
    const lister = listers[i % listers.length]!;
    const form = new FormData();
    for (let view = 0; view < 3; view++) {
      const bytes = await demoPhoto(listing.category, i, view, listing.label);
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `demo-${i}-${view}.jpg`);
    }
    const res = await fetch(`${target.url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${lister.token}` } });
    const uploaded = (await res.json()) as { filelocation: { name: string }[] };
    await call('POST', `/api/properties/create-${listing.category}`, { ...listing.body, images: uploaded.filelocation.map((f) => f.name) }, lister.token);
    if ((i + 1) % 40 === 0) log(`  ${i + 1} of ${listings.length}`);
  }
  return { owners: owners.length, organizations: organizations.length, listings: listings.length, password: PASSWORD };
}
