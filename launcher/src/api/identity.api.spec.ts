import { latestMessageTo } from '@fie/stores';
import { startTestMarketplace, samplePerson, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace();
});
afterAll(async () => fie.stop());

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
async function upload(files: { name: string; bytes: Buffer; type?: string }[], token?: string, path = '/api/auth/upload-document') {
  const form = new FormData();
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'application/octet-stream' }), f.name);
  const res = await fetch(`${fie.url}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: await res.json() };
}
const codeIn = async (email: string) => /code is (\d{6})/.exec((await latestMessageTo(fie.stores.outboxDir, email))?.text ?? '')?.[1];

describe('forgot and reset password', () => {
  test('When a code is asked for, then it is mailed with a reset link, and the right code sets the new password once', async () => {
    await fie.signUpAndConfirm({ email: 'reset@example.com' });
    const asked = await fie.request('POST', '/api/auth/forgot-password', { email: 'reset@example.com' });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ message: 'Code delivered to reset@example.com', destination: 'reset@example.com' });
    const mail = await latestMessageTo(fie.stores.outboxDir, 'reset@example.com');
    expect(mail!.text).toMatch(/\/reset_password\/reset%40example\.com\/\d{6}/);
    const code = (await codeIn('reset@example.com'))!;
    const reset = await fie.request('POST', '/api/auth/reset-password', { email: 'reset@example.com', code, password: 'NewPass#2026', confirmPassword: 'NewPass#2026' });
    expect(reset.body).toEqual({ message: 'Password reset successful' });
    expect((await fie.request('POST', '/api/auth/login', { email: 'reset@example.com', password: samplePerson.password })).status).toBe(401);
    expect((await fie.request('POST', '/api/auth/login', { email: 'reset@example.com', password: 'NewPass#2026' })).status).toBe(200);
    const again = await fie.request('POST', '/api/auth/reset-password', { email: 'reset@example.com', code, password: 'Other#20266', confirmPassword: 'Other#20266' });
    expect(again.status).toBe(429); // the code is spent
  });

  test('When the fields are wrong, then the spec messages come back and nothing is written', async () => {
    expect((await fie.request('POST', '/api/auth/forgot-password', { email: '' })).body.errors).toEqual({ email: 'email is required' });
    const res = await fie.request('POST', '/api/auth/reset-password', { email: 'reset@example.com', code: '', password: 'weak', confirmPassword: 'weaker' });
    expect(res.body.errors).toEqual({
      code: 'Required! Confirmation code sent to your email',
      password: 'Password must contain at least 8 characters, one uppercase, one number and one special case',
    });
    const mismatch = await fie.request('POST', '/api/auth/reset-password', { email: 'reset@example.com', code: '123456', password: 'Strong#2026', confirmPassword: 'Strong#2027' });
    expect(mismatch.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  test('When a wrong code is tried, then it answers CodeMismatchException', async () => {
    await fie.signUpAndConfirm({ email: 'reset2@example.com' });
    await fie.request('POST', '/api/auth/forgot-password', { email: 'reset2@example.com' });
    const code = (await codeIn('reset2@example.com'))!;
    const res = await fie.request('POST', '/api/auth/reset-password', { email: 'reset2@example.com', code: code === '000000' ? '111111' : '000000', password: 'NewPass#2026', confirmPassword: 'NewPass#2026' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CodeMismatchException');
  });
});

describe('sign-in throttling', () => {
  test('When five wrong passwords are tried for one account, then even the right one waits, with Retry-After', async () => {
    await fie.signUpAndConfirm({ email: 'throttle@example.com' });
    for (let i = 0; i < 5; i++) expect((await fie.request('POST', '/api/auth/login', { email: 'throttle@example.com', password: 'Wrong#12345' })).status).toBe(401);
    const res = await fie.request('POST', '/api/auth/login', { email: 'throttle@example.com', password: samplePerson.password });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many failed sign-in attempts\. Try again in \d+ minutes?\./);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('signing in at the same moment', () => {
  test('When eight people sign in at once, then each gets an answer, and it is their own session', async () => {
    const people = [];
    for (let i = 0; i < 8; i++) people.push((await fie.signUpAndConfirm({ email: `together${i}@example.com` })).user.id as string);
    const answers = await Promise.all(people.map((_, i) => fie.request('POST', '/api/auth/login', { email: `together${i}@example.com`, password: samplePerson.password })));
    expect(answers.map((a) => a.status)).toEqual(people.map(() => 200));
    expect(answers.map((a) => a.body.user.id)).toEqual(people);
    const whoAmI = await Promise.all(answers.map((a) => fie.request('GET', '/api/auth/user', undefined, a.body.token)));
    expect(whoAmI.map((w) => w.body.id ?? w.body._id)).toEqual(people);
  }, 30_000);
});

describe('profile', () => {
  test('When the profile is updated, then GET /api/auth/user shows it; the email cannot change', async () => {
    const { token } = await fie.signUpAndConfirm({ email: 'profile@example.com' });
    const res = await fie.request('PUT', '/api/auth/update-user', { first_name: 'Akosua', last_name: 'Darko', phone: '0501234567', email: 'profile@example.com' }, token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Update successful');
    expect(res.body.user).toMatchObject({ first_name: 'Akosua', lastName: 'Darko', phone: '+233501234567' });
    const bad = await fie.request('PUT', '/api/auth/update-user', { first_name: 'Akosua', last_name: 'Darko', phone: '0501234567', email: 'other@example.com' }, token);
    expect(bad.body.errors).toEqual({ email: 'Email cannot be changed' });
    const phone = await fie.request('PUT', '/api/auth/update-user', { first_name: 'Akosua', last_name: 'Darko', phone: '' }, token);
    expect(phone.body.errors).toEqual({ phone: 'Phone number is required' });
  });

  test('When the password is changed, then the old one no longer signs in; a wrong old password is refused', async () => {
    const { token } = await fie.signUpAndConfirm({ email: 'change@example.com' });
    const empty = await fie.request('POST', '/api/auth/change-password', {}, token);
    expect(empty.body.errors).toEqual({ oldPassword: 'Old password is required', newPassword: 'New password is required', confirmPassword: 'Confirm password is required' });
    const wrong = await fie.request('POST', '/api/auth/change-password', { oldPassword: 'Nope#12345', newPassword: 'Fresh#2026x', confirmPassword: 'Fresh#2026x' }, token);
    expect(wrong.body.errors).toEqual({ oldPassword: 'Old password is incorrect' });
    const ok = await fie.request('POST', '/api/auth/change-password', { oldPassword: samplePerson.password, newPassword: 'Fresh#2026x', confirmPassword: 'Fresh#2026x' }, token);
    expect(ok.status).toBe(200);
    expect((await fie.request('POST', '/api/auth/login', { email: 'change@example.com', password: 'Fresh#2026x' })).status).toBe(200);
  });
});

describe('owners and documents', () => {
  test('When a visitor registers as an owner with a document, then the confirmed owner sees it and only they can open it', async () => {
    const uploaded = await upload([{ name: 'ghana-card.pdf', bytes: pdf }]);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const reg = await fie.request('POST', '/api/auth/owner-registration', {
      ownerType: 'individual', firstName: 'Kojo', lastName: 'Antwi', email: 'owner@example.com', phone: '0241112223',
      password: samplePerson.password, confirmPassword: samplePerson.password, acknowledge: true, documents: [uploaded.body.filename],
    });
    expect(reg.status).toBe(201);
    expect(reg.body.message).toBe("Registration successful, you'll be redirected to the dashboard shortly.");
    await fie.request('POST', '/api/auth/confirm', { email: 'owner@example.com', code: await fie.latestCode('owner@example.com') });
    const { body: login } = await fie.request('POST', '/api/auth/login', { email: 'owner@example.com', password: samplePerson.password });
    expect(login.user).toMatchObject({ user_type: 'owner', ownerType: 'individual' });
    const me = await fie.request('GET', '/api/auth/user', undefined, login.token);
    expect(me.body.owner_documents).toEqual([expect.objectContaining({ name: 'ghana-card.pdf', filename: uploaded.body.filename, location: `/api/auth/documents/${uploaded.body.filename}` })]);

    const file = await fetch(`${fie.url}${uploaded.body.filelocation}`, { headers: { authorization: `Bearer ${login.token}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await file.arrayBuffer())).toEqual(pdf);
    const stranger = await fie.signUpAndConfirm({ email: 'stranger@example.com' });
    expect((await fetch(`${fie.url}${uploaded.body.filelocation}`, { headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(403);
    expect((await fetch(`${fie.url}${uploaded.body.filelocation}`)).status).toBe(401);
    expect((await fie.request('POST', '/api/auth/delete-file', { filename: uploaded.body.filename }, stranger.token)).status).toBe(403);
    expect((await fie.request('POST', '/api/auth/delete-file', { filename: uploaded.body.filename }, login.token)).body).toEqual({ message: 'File deleted' });
    expect((await fie.request('GET', '/api/auth/user', undefined, login.token)).body.owner_documents).toEqual([]);
  });

  test('When a file is not really an allowed document, then it is refused by its bytes, whatever its name', async () => {
    const fake = await upload([{ name: 'deed.pdf', bytes: Buffer.from('MZ\x90\x00 this is a program') }]);
    expect(fake.status).toBe(400);
    expect(fake.body.errors.files).toMatch(/^This file type is not allowed/);
    const big = await upload([{ name: 'big.pdf', bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) }]);
    expect(big.status).toBe(413);
    expect(big.body.errors.files).toBe('Files must be 10 MB or smaller');
  });

  test('When an owner registration has an organization type, then the organization name is required', async () => {
    const res = await fie.request('POST', '/api/auth/owner-registration', { ownerType: 'organization', firstName: 'Kojo', lastName: 'Antwi', email: 'o2@example.com', phone: '0241112223', password: samplePerson.password, confirmPassword: samplePerson.password, acknowledge: true });
    expect(res.body.errors).toEqual({ organizationName: 'Organization name is required' });
  });

  test('When a seeker upgrades with one button, then they become an owner', async () => {
    const { token } = await fie.signUpAndConfirm({ email: 'upgrade@example.com' });
    const res = await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: 'upgrade@example.com', user_type: 'seeker' }, token);
    expect(res.status).toBe(200);
    expect(res.body.user.user_type).toBe('owner');
    expect((await fie.request('POST', '/api/auth/existing-user-owner-registration', { email: 'upgrade@example.com', user_type: 'seeker' }, token)).status).toBe(409);
  });
});

describe('deleting an account', () => {
  test('When a person deletes their account, then their data is gone from every read model and cannot be read from the event log', async () => {
    const { token, user } = await fie.signUpAndConfirm({ email: 'leaving@example.com', firstName: 'Esinam', lastName: 'Agbeko' });
    const doc = await upload([{ name: 'esinam-tenancy.pdf', bytes: pdf }], token, '/api/auth/personal-documents/upload');
    const res = await fie.request('DELETE', '/api/auth/user', undefined, token);
    expect(res.body).toEqual({ message: 'Your account and personal data have been deleted' });
    // The closed account's sessions end with it.
    expect(await fie.request('GET', '/api/auth/user', undefined, token)).toMatchObject({ status: 401, body: { code: 'SessionEnded' } });
    expect((await fie.request('POST', '/api/auth/login', { email: 'leaving@example.com', password: samplePerson.password })).status).toBe(401);
    expect(await fie.stores.blobs.stat(`documents/${user.id}/${doc.body.filename}`)).toBeNull();

    const raw = JSON.stringify(await fie.stores.events.readAll());
    expect(raw).not.toMatch(/Esinam|Agbeko|leaving@example\.com|esinam-tenancy/);
    for (const collection of ['users', 'documents', 'event_log']) {
      expect(JSON.stringify(await fie.stores.documents.collection(collection).find({}))).not.toMatch(/Esinam|Agbeko|leaving@example\.com/);
    }
    // The email is free again.
    expect((await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'leaving@example.com' })).status).toBe(201);
  });
});

describe('code guessing from one address', () => {
  test('When one connection tries 20 wrong codes across accounts, then it must wait, even for a right code', async () => {
    const emails = ['g1@example.com', 'g2@example.com', 'g3@example.com', 'g4@example.com', 'g5@example.com'];
    for (const email of emails) await fie.request('POST', '/api/auth/signup', { ...samplePerson, email });
    for (let i = 0; i < 20; i++) {
      const email = emails[i % emails.length]!;
      const code = await fie.latestCode(email);
      await fie.request('POST', '/api/auth/confirm', { email, code: code === '000000' ? '111111' : '000000' });
    }
    await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'g6@example.com' });
    const res = await fie.request('POST', '/api/auth/confirm', { email: 'g6@example.com', code: await fie.latestCode('g6@example.com') });
    expect(res.status).toBe(429);
    expect(res.body.message).toMatch(/Too many wrong codes from this connection/);
  });
});
