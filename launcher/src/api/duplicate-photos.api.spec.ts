import sharp from 'sharp';
import { DUPLICATE_PHOTO_DISTANCE, hammingDistance } from '@fie/domain';
import { listHouse, scene, signUpOwner, uploadPhotoFiles } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

type Person = { email: string; token: string; user: any };
let fie: TestMarketplace;
let ama: Person;
let kofi: Person;
let staffToken: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  ama = await signUpOwner(fie, { email: 'ama.photos@example.com', firstName: 'Ama', lastName: 'Owusu', phoneNumber: '0201200001' });
  kofi = await signUpOwner(fie, { email: 'kofi.photos@example.com', firstName: 'Kofi', lastName: 'Badu', phoneNumber: '0201200002' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
}, 90_000);
afterAll(async () => fie.stop());

const staffListing = async (id: string) => (await fie.request('GET', `/api/admin/listings/${id}`, undefined, staffToken)).body;
const flaggedQueue = async () => ((await fie.request('GET', `/api/admin/listings?filter=${encodeURIComponent(JSON.stringify({ queue: 'flagged' }))}&range=[0,99]`, undefined, staffToken)).body as { id: string }[]).map((l) => l.id);
/** Ama's photos of her house, as her camera saved them. */
const amasPhotos = () => Promise.all([11, 12, 13].map((seed) => scene('#8b7d6b', seed).jpeg({ quality: 90 }).toBuffer()));

describe('the duplicate-photo flag', () => {
  test('When another lister uploads someone\'s photo made smaller and saved again, their listing is flagged naming the other listing and joins the flagged queue; a lister reusing their own photos is not', async () => {
    // Arrange: Ama lists her house, then a second one with a photo of the first (the same upload, and again as a new one).
    const [front, kitchen, garden] = await amasPhotos();
    const amas = await uploadPhotoFiles(fie, ama.token, [front!, kitchen!, garden!]);
    const first = await listHouse(fie, ama.token, { title: 'Sunny house in Cantonments', images: amas });
    const again = await uploadPhotoFiles(fie, ama.token, [front!, await scene('#556b2f', 21).jpeg().toBuffer(), await scene('#556b2f', 22).jpeg().toBuffer()]);
    const second = await listHouse(fie, ama.token, { title: 'Ama\'s second house', images: [amas[0]!, ...again] });

    // Act: Kofi takes her front photo, smaller and at a lower quality, beside two of his own.
    const copy = await sharp(front!).resize({ width: 600 }).jpeg({ quality: 60 }).toBuffer();
    const kofis = await uploadPhotoFiles(fie, kofi.token, [copy, await scene('#2f4f4f', 31).jpeg().toBuffer(), await scene('#2f4f4f', 32).jpeg().toBuffer()]);
    const copied = await listHouse(fie, kofi.token, { title: 'Cantonments house, cheap', images: kofis });

    // Assert
    expect((await staffListing(first.id)).flags).toEqual([]);
    expect((await staffListing(second.id)).flags).toEqual([]);
    const flagged = await staffListing(copied.id);
    expect(flagged.flags).toEqual([{ code: 'duplicate_photo', explanation: 'A photo is also on "Sunny house in Cantonments" and 1 other listing, listed by someone else' }]);
    expect(flagged).toMatchObject({ queueFlagged: true, inQueue: true });
    const queue = await flaggedQueue();
    expect(queue).toContain(copied.id);
    expect(queue).not.toContain(first.id);
    expect(queue).not.toContain(second.id);
  });

  test('Each upload\'s event carries the photo\'s hash, and the copy\'s is within four bits of the original\'s', async () => {
    const [front] = await amasPhotos();
    const [original] = await uploadPhotoFiles(fie, ama.token, [front!]);
    const [copy] = await uploadPhotoFiles(fie, kofi.token, [await sharp(front!).resize({ width: 600 }).webp({ quality: 60 }).toBuffer()]);
    const hashOf = async (imageId: string) => ((await fie.stores.events.readStream(`listing-image-${imageId}`))[0]!.data as { phash: string }).phash;
    const [a, b] = [await hashOf(original!), await hashOf(copy!)];
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(hammingDistance(a, b)).toBeLessThanOrEqual(DUPLICATE_PHOTO_DISTANCE);
  });

  test('When the lister takes the copied photo off their listing, the flag goes and the listing leaves the flagged queue', async () => {
    const [front] = await amasPhotos();
    await listHouse(fie, ama.token, { title: 'Ama\'s third house', images: await uploadPhotoFiles(fie, ama.token, [front!, await scene('#556b2f', 41).jpeg().toBuffer(), await scene('#556b2f', 42).jpeg().toBuffer()]) });
    const own = await uploadPhotoFiles(fie, kofi.token, [await scene('#2f4f4f', 51).jpeg().toBuffer(), await scene('#2f4f4f', 52).jpeg().toBuffer(), await scene('#2f4f4f', 53).jpeg().toBuffer()]);
    const [copy] = await uploadPhotoFiles(fie, kofi.token, [await sharp(front!).resize({ width: 800 }).jpeg({ quality: 50 }).toBuffer()]);
    const house = await listHouse(fie, kofi.token, { title: 'Another copy', images: [copy!, ...own.slice(0, 2)] });
    expect((await staffListing(house.id)).flags.map((f: { code: string }) => f.code)).toEqual(['duplicate_photo']);

    const edited = await fie.request('POST', `/api/properties/update-residential/${house.id}`, {
      type: 'house', acquisition: 'rent', payment_plan: 'MONTHLY', price: '4,500', currency: 'GHC', title: 'Another copy, own photos now',
      description: 'Three-bedroom house with a boys quarters', bedrooms: 3, bathrooms: 2, images: own,
      utilities: { water: 'GWCL', electricity: 'ecg' }, location: { type: 'Point', coordinates: [-0.1617, 5.6353] },
      location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' },
    }, kofi.token);
    expect(edited.status).toBe(200);
    expect(await staffListing(house.id)).toMatchObject({ title: 'Another copy, own photos now', flags: [], queueFlagged: false });
    expect(await flaggedQueue()).not.toContain(house.id);
  });
});
