import sharp from 'sharp';
import type { TestMarketplace } from './test-marketplace';

/** A plain photo, made on the fly (listings need three). */
export async function photo(color: string, width = 1200, height = 900) {
  return sharp({ create: { width, height, channels: 3, background: color } }).jpeg().toBuffer();
}

export async function uploadPhotos(fie: Pick<TestMarketplace, 'url'>, token: string, n = 3): Promise<string[]> {
  const form = new FormData();
  for (let i = 0; i < n; i++) form.append('files', new Blob([new Uint8Array(await photo(['#a0522d', '#2e8b57', '#4682b4', '#daa520'][i % 4]!, 400, 300))], { type: 'image/jpeg' }), `photo${i}.jpg`);
  const res = await fetch(`${fie.url}/api/properties/image-upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { filelocation?: { name: string }[] };
  if (res.status !== 201) throw new Error(`photo upload failed: ${JSON.stringify(body)}`);
  return (body.filelocation ?? []).map((f) => f.name);
}

/** A three-bedroom house to rent in East Legon, listed by `token`'s owner (or organization member). */
export async function listHouse(fie: TestMarketplace, token: string, over: Record<string, unknown> = {}) {
  const images = await uploadPhotos(fie, token);
  const res = await fie.request('POST', '/api/properties/create-residential', {
    type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', title: '3 bedroom house in East Legon',
    description: 'Three-bedroom house with a boys quarters', bedrooms: 3, bathrooms: 2, images,
    utilities: { water: 'GWCL', electricity: 'ecg' }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] },
    location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' }, ...over,
  }, token);
  if (res.status !== 201) throw new Error(`listing failed: ${JSON.stringify(res.body)}`);
  return res.body.property as { id: string; ownerId: string; organizationId: string | null; title: string };
}

/** A confirmed seeker who became an owner. */
export async function signUpOwner(fie: TestMarketplace, person: Record<string, unknown> & { email: string }) {
  const owner = await fie.signUpAndConfirm(person);
  await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: person.email }, owner.token);
  return owner;
}
