import { latestMessageTo } from '@fie/stores';
import type { Api, CreatedListing, Person } from './api';
import { dealings } from './dealings';
import { demoListings, organizations, owners, random, seekers } from './demo-data';
import { demoPhoto } from './pictures';

/**
 * Seeds a living marketplace through the same HTTP commands people use: owners and seekers sign up and confirm
 * with the code from the outbox, organizations register, complete and invite agents, every listing is created
 * with its uploaded photos, and then people deal with each other (dealings.ts). Nothing is written behind the
 * API's back, so it works the same on a marketplace that is running as on one started for the purpose.
 */
export type SeedTarget = { url: string; outboxDir: string };
export const PASSWORD = 'Akwaaba#2026';


export async function seed(target: SeedTarget, options: { listings?: number; log?: (line: string) => void } = {}) {
  const log = options.log ?? (() => {});
  const rnd = random();
  const answer = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${target.url}${path}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => ({}))) as Record<string, any> };
  };
  const call: Api = async (method, path, body, token) => {
    const res = await answer(method, path, body, token);
    if (res.status >= 300) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  // A running marketplace may write its mail a moment after it answers: look for a few seconds.
  const mailed = async (email: string, pattern: RegExp) => {
    for (let tries = 0; tries < 50; tries++) {
      const found = pattern.exec((await latestMessageTo(target.outboxDir, email))?.text ?? '')?.[1];
      if (found) return decodeURIComponent(found);
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`nothing mailed to ${email} in ${target.outboxDir} matches ${pattern}: is this the marketplace's outbox?`);
  };
  /** A confirmed person; one who exists already (a second seed with --force) signs in instead. */
  const person = async (firstName: string, lastName: string, n: number): Promise<Person> => {
    const email = `${firstName}.${lastName}${n}@demo.fie.local`.toLowerCase().replace(/[^a-z0-9.@-]/g, '');
    const phoneNumber = `${['024', '054', '020', '055', '026', '050', '027', '059'][n % 8]}${String(1000000 + n * 7919).slice(-7)}`;
    const signup = await answer('POST', '/api/auth/signup', { firstName, lastName, email, phoneNumber, password: PASSWORD, confirmPassword: PASSWORD, acknowledge: true });
    if (signup.status === 201) await call('POST', '/api/auth/confirm', { email, code: await mailed(email, /code is (\d{6})/) });
    else if (signup.status !== 409) throw new Error(`POST /api/auth/signup → ${signup.status} ${JSON.stringify(signup.body)}`);
    const login = await call('POST', '/api/auth/login', { email, password: PASSWORD });
    return { email, token: login.token as string, id: login.user.id as string, firstName };
  };

  log('Creating owners and seekers…');
  const listers: Person[] = [];
  for (const [i, [first, last]] of owners.entries()) {
    const p = await person(first, last, i);
    const owner = await answer('POST', '/api/auth/existing-user-owner-registration', { email: p.email }, p.token);
    if (owner.status >= 300 && !/already/i.test(JSON.stringify(owner.body))) throw new Error(`owner registration → ${owner.status} ${JSON.stringify(owner.body)}`);
    listers.push(p);
  }
  const people: Person[] = [];
  for (const [i, [first, last]] of seekers.entries()) people.push(await person(first, last, 200 + i));

  log('Creating organizations and their agents…');
  for (const [i, org] of organizations.entries()) {
    const email = `hello@${org.url_name.replace(/_/g, '')}.demo.fie.local`;
    const registered = await answer('POST', '/api/organizations/register-organization', { name: org.name, email, phone: `030${String(2200000 + i * 1111).slice(-7)}`, address: org.address, url_name: org.url_name });
    if (registered.status < 300) {
      const key = await mailed(email, /[?&]key=([^\s&]+)/);
      await call('POST', '/api/organizations/complete-organization-registration', { password: PASSWORD, confirmPassword: PASSWORD, key });
    } else if (registered.status !== 409) throw new Error(`register-organization → ${registered.status} ${JSON.stringify(registered.body)}`);
    const orgToken = (await call('POST', '/api/organizations/login', { email, password: PASSWORD })).token as string;
    for (let a = 0; a < 2; a++) {
      const [first, last] = owners[(i * 2 + a + 3) % owners.length]!;
      const agent = await person(first, last, 100 + i * 10 + a);
      const invited = await answer('POST', `/api/organizations/invite-member/${agent.id}`, { permissions: ['list_properties', 'delete_properties'] }, orgToken);
      if (invited.status < 300) await call('POST', '/api/organizations/accept-invitation', { key: await mailed(agent.email, /[?&]key=([^\s&]+)/) }, agent.token);
      else if (invited.status !== 409) throw new Error(`invite-member → ${invited.status} ${JSON.stringify(invited.body)}`);
      listers.push(agent);
    }
  }

  const listings = demoListings(options.listings ?? 320, rnd);
  log(`Listing ${listings.length} properties with photos…`);
  const created: CreatedListing[] = [];
  for (const [i, listing] of listings.entries()) {
    const lister = listers[i % listers.length]!;
    const form = new FormData();
    for (let view = 0; view < 3; view++) {
      const bytes = await demoPhoto(listing.category, i, view, listing.label);
      form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), `demo-${i}-${view}.jpg`);
    }
    const res = await fetch(`${target.url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${lister.token}` } });
    const uploaded = (await res.json()) as { filelocation: { name: string }[] };
    const property = (await call('POST', `/api/properties/create-${listing.category}`, { ...listing.body, images: uploaded.filelocation.map((f) => f.name) }, lister.token)).property;
    created.push({ id: property.id, listerId: property.organizationId ?? property.ownerId, lister, body: listing.body, category: listing.category });
    if ((i + 1) % 40 === 0) log(`  ${i + 1} of ${listings.length}`);
  }

  log('People dealing with each other: messages, viewings, offers, saves and a request…');
  const dealt = await dealings(call, created, people);
  return {
    owners: owners.length,
    seekers: people.map((p) => p.email),
    organizations: organizations.length,
    listings: created.length,
    advancesFlaggedOnPurpose: listings.filter((l) => l.asksUsualAdvance).length,
    dealings: dealt,
    password: PASSWORD,
  };
}
