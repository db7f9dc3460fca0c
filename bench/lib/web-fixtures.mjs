// The marketplace a page benchmark opens (bench/web.mjs, bench/lighthouse.mjs): `node launcher/dist/main.js` as
// `npm start` runs it, on a fresh DATA_DIR, with one owner and one listing whose three photos weigh what real
// ones do.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { spawnMarketplace, untilHealthy } from './common.mjs';

const require = createRequire(import.meta.url);
const root = new URL('../..', import.meta.url).pathname;
const { latestMessageTo } = require('../../packages/stores/dist/index.js');
const sharp = require(require.resolve('sharp', { paths: [join(root, 'command-api')] }));
const PASSWORD = 'Bench#2026long';

export async function startMarketplace(dataDir, port) {
  const server = spawnMarketplace(dataDir, port);
  const url = `http://127.0.0.1:${port}`;
  await untilHealthy(url);
  return { url, server };
}

async function call(url, method, path, body, token) {
  const res = await fetch(`${url}${path}`, { method, headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body ? JSON.stringify(body) : undefined });
  return { status: res.status, body: await res.json() };
}

/** The owner and their listing, on a started marketplace: the session and the property page's path. */
export async function ownerWithListing(url, dataDir) {
  const session = await owner(url, dataDir);
  return { session, property: await listing(url, session.token) };
}

/** The pages people arrive at: home, search, and the property page at `property`. */
export const landingPages = (property) => [
  { path: '/', name: 'home' },
  { path: '/search-property', name: 'search' },
  { path: property, name: 'property' },
];

/** An owner, signed in: `{token, user}`. */
export async function owner(url, dataDir) {
  const email = 'web.owner@example.com';
  await call(url, 'POST', '/api/auth/signup', { firstName: 'Kwame', lastName: 'Boateng', email, phoneNumber: '0244000000', password: PASSWORD, confirmPassword: PASSWORD, acknowledge: true, user_type: 'seeker' });
  const code = /code is (\d{6})/.exec((await latestMessageTo(join(dataDir, 'outbox'), email)).text)[1];
  await call(url, 'POST', '/api/auth/confirm', { email, code });
  const login = await call(url, 'POST', '/api/auth/login', { email, password: PASSWORD });
  await call(url, 'POST', '/api/auth/existing-user-owner-registration', { email }, login.body.token);
  const again = await call(url, 'POST', '/api/auth/login', { email, password: PASSWORD });
  return again.body;
}

/** A house for rent in East Legon with three photos; its canonical address (/property/{id}/{slug}). */
export async function listing(url, token) {
  const form = new FormData();
  for (let p = 0; p < 3; p++) {
    // A real photo's weight: a 2000 × 1500 picture with detail, which the API re-encodes.
    const noise = Buffer.alloc(200 * 150 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + p * 104729) % 251;
    const photo = await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } }).resize(2000, 1500).jpeg({ quality: 85 }).toBuffer();
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `p${p}.jpg`);
  }
  const uploaded = await (await fetch(`${url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json();
  const res = await call(url, 'POST', '/api/properties/create-residential', {
    type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', title: '3 bedroom house in East Legon',
    description: 'Three bedrooms, a boys quarters, a borehole and a walled compound close to the A&C Mall.', bedrooms: 3, bathrooms: 2,
    images: uploaded.filelocation.map((f) => f.name), utilities: { water: 'GWCL', electricity: 'ecg' },
    location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
  }, token);
  const { id, slug } = res.body.property;
  return `/property/${id}${slug ? `/${slug}` : ''}`;
}
