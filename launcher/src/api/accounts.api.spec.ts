import { readdirSync } from 'node:fs';
import { CATALOGUES } from '@fie/domain';
import { latestSmsTo } from '@fie/stores';
import { startTestMarketplace, samplePerson, type TestMarketplace } from '../testing/test-marketplace';
import { ensureBuilt } from '../testing/ensure-built';

let fie: TestMarketplace;
beforeAll(async () => {
  // The sign-in pages are drawn from the built site (the plain-form tests below read them); built before the
  // marketplace starts, as the build would hold up its event loop.
  ensureBuilt();
  fie = await startTestMarketplace();
}, 300_000);
afterAll(async () => fie.stop());

const eventCount = async () => (await fie.stores.events.readAll()).length;

describe('POST /api/auth/signup', () => {
  test('When the payload is valid, then it answers 201, mails a confirmation code to the outbox and stores the person unconfirmed', async () => {
    const res = await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'kofi@example.com', mobile: '0244123456' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Registration successful. Check your email for a confirmation code', destination: 'kofi@example.com' });
    expect(readdirSync(fie.stores.outboxDir).some((f) => f.endsWith('.eml'))).toBe(true);
    expect(await fie.latestCode('kofi@example.com')).toMatch(/^\d{6}$/);
    const login = await fie.request('POST', '/api/auth/login', { email: 'kofi@example.com', password: samplePerson.password });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ code: 'UserNotConfirmedException', message: 'Please confirm your account. Enter your email and click resend code to get confirmation code code.' });
  });

  test('When fields are missing or wrong, then it answers 400 with each field\'s spec message and writes nothing', async () => {
    const before = await eventCount();
    const res = await fie.request('POST', '/api/auth/signup', { firstName: 'K0fi', lastName: '', email: 'not-an-email', phoneNumber: '123', password: 'weak', confirmPassword: 'weaker' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('ValidationError');
    expect(res.body.errors).toEqual({
      firstName: 'Please enter valid first name',
      lastName: 'Last name is required',
      email: 'Invalid email format',
      phoneNumber: 'Phone number format is not valid',
      password: 'Password must contain at least 8 characters, one uppercase, one number and one special case',
      acknowledge: 'Field must be checked',
    });
    expect(await eventCount()).toBe(before);
  });

  test('When the passwords differ, then it says so under confirmPassword', async () => {
    const res = await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'yaw@example.com', confirmPassword: 'Akwaaba#2027' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  test('When the email already has an account, then it answers 409 UsernameExistsException, whatever its case', async () => {
    await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'esi@example.com' });
    const before = await eventCount();
    const res = await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: ' ESI@example.com' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'UsernameExistsException', errors: { email: 'An account with this email already exists' } });
    expect(await eventCount()).toBe(before);
  });

  test('When two sign-ups for one email race, then exactly one account is created', async () => {
    const results = await Promise.all([1, 2, 3].map(() => fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'race@example.com' })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  test('When the body is not JSON, then it answers 400 and writes nothing', async () => {
    const res = await fie.request('POST', '/api/auth/signup', '{"firstName": ', undefined, { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('MalformedJson');
  });
});

describe('POST /api/auth/confirm and /api/auth/resend-code', () => {
  test('When the code is wrong, then it answers CodeMismatchException; the right code confirms the account', async () => {
    await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'abena@example.com' });
    const code = await fie.latestCode('abena@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await fie.request('POST', '/api/auth/confirm', { email: 'abena@example.com', code: wrong });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('CodeMismatchException');
    const ok = await fie.request('POST', '/api/auth/confirm', { email: 'abena@example.com', code });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Account confirmed' });
  });

  test('When the code is empty, then it answers the spec message', async () => {
    const res = await fie.request('POST', '/api/auth/confirm', { email: 'abena@example.com', code: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ code: 'Confirmation code required' });
  });

  test('When a new code is asked for too soon, then it answers 429 with when to try again', async () => {
    await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'kwesi@example.com' });
    const res = await fie.request('POST', '/api/auth/resend-code', { email: 'kwesi@example.com' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(res.body.message).toMatch(/Please wait \d+ seconds/);
  });

  test('When five wrong codes are tried, then even the right code is refused until a new one is sent', async () => {
    await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'akua@example.com' });
    const code = await fie.latestCode('akua@example.com');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) await fie.request('POST', '/api/auth/confirm', { email: 'akua@example.com', code: wrong });
    const res = await fie.request('POST', '/api/auth/confirm', { email: 'akua@example.com', code });
    expect(res.status).toBe(429);
  });

  test('When the email has no account, then it says so', async () => {
    const res = await fie.request('POST', '/api/auth/resend-code', { email: 'nobody@example.com' });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('UserNotFoundException');
  });
});

describe('POST /api/auth/login and GET /api/auth/user', () => {
  test('When a confirmed person signs in, then the token reads their profile at once (read-your-writes)', async () => {
    const { token, user } = await fie.signUpAndConfirm({ email: 'adwoa@example.com', firstName: 'Adwoa' });
    expect(user).toMatchObject({ email: 'adwoa@example.com', firstName: 'Adwoa', first_name: 'Adwoa', user_type: 'seeker', phone: '+233244123456' });
    const me = await fie.request('GET', '/api/auth/user', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ _id: user.id, email: 'adwoa@example.com', lastName: 'Mensah', last_name: 'Mensah', user_type: 'seeker' });
  });

  test('When the password is wrong, then it answers 401 Incorrect email or password, as for an unknown email', async () => {
    await fie.signUpAndConfirm({ email: 'yaa@example.com' });
    const wrong = await fie.request('POST', '/api/auth/login', { email: 'yaa@example.com', password: 'Wrong#2026' });
    const unknown = await fie.request('POST', '/api/auth/login', { email: 'ghost@example.com', password: 'Wrong#2026' });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: 'NotAuthorizedException', message: 'Incorrect email or password' });
  });

  test('When the fields are empty, then it answers the spec messages', async () => {
    const res = await fie.request('POST', '/api/auth/login', { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
  });

  test('When there is no token or a forged one, then GET /api/auth/user answers 401', async () => {
    expect((await fie.request('GET', '/api/auth/user')).status).toBe(401);
    expect((await fie.request('GET', '/api/auth/user', undefined, 'eyJhbGciOiJIUzI1NiJ9.e30.forged')).status).toBe(401);
  });

  test('When an admin token is used, then the user endpoint refuses it', async () => {
    const staff = await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password });
    expect((await fie.request('GET', '/api/auth/user', undefined, staff.body.token)).status).toBe(401);
  });
});

describe('POST /api/contact', () => {
  test('When the message is valid, then support gets it by mail and it is recorded', async () => {
    const res = await fie.request('POST', '/api/contact', { name: 'Kojo', email: 'kojo@example.com', subject: 'Listing help', message: 'How do I list my shop in Kumasi?' });
    expect(res.status).toBe(201);
    const types = (await fie.stores.events.readAll()).map((e) => e.type);
    expect(types).toContain('ContactMessageReceived');
  });

  test('When the message is too short, then it answers 400 and writes nothing', async () => {
    const before = await eventCount();
    const res = await fie.request('POST', '/api/contact', { name: 'Kojo', email: 'kojo@example.com', message: 'Hi' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ message: 'Please write at least 10 characters' });
    expect(await eventCount()).toBe(before);
  });
});

describe('POST /api/graphql getUser', () => {
  test('When a person asks for themselves, then the fields they asked for come back; others are refused', async () => {
    const { token, user } = await fie.signUpAndConfirm({ email: 'gql@example.com', firstName: 'Nana' });
    const query = 'query getUser($id: ID!) { getUser(id: $id) { id firstName mobile email } }';
    const res = await fie.request('POST', '/api/graphql', { query, variables: { id: user.id } }, token);
    expect(res.body).toEqual({ data: { getUser: { id: user.id, firstName: 'Nana', mobile: '+233244123456', email: 'gql@example.com' } } });
    const other = await fie.signUpAndConfirm({ email: 'gql2@example.com' });
    expect((await fie.request('POST', '/api/graphql', { query, variables: { id: user.id } }, other.token)).status).toBe(403);
    expect((await fie.request('POST', '/api/graphql', { query: '{ getUser(id: "x") { password } }' }, token)).status).toBe(400);
  });
});

/**
 * Issue 32: the sign-in and registration pages work before their code runs and without JavaScript. Their forms post,
 * urlencoded, to these same calls, which answer a browser's form with a redirect: on to the next page (a session in a
 * cookie for the page's code to take), or back to the form with its messages in a cookie the page's render reads once.
 */
describe('a plain form posted to the sign-in and registration calls', () => {
  const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${fie.url}${path}`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: fie.url, ...headers }, body: new URLSearchParams(fields).toString() });
  const cookie = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  const page = async (path: string, formCookie: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${fie.url}${path}`, { headers: { cookie: formCookie.split(';')[0]!, ...headers } });
    return { res, html: await res.text() };
  };

  test('When the sign-in form is posted, then the browser goes on to `next` with a session kept on the device, or for this visit on a shared phone', async () => {
    const { user } = await fie.signUpAndConfirm({ email: 'plain.form@example.com' });
    const kept = await post('/api/auth/login', { _back: '/login?next=%2Fowner-dashboard', next: '/owner-dashboard', email: 'plain.form@example.com', password: samplePerson.password });
    expect(kept.status).toBe(303);
    expect(kept.headers.get('location')).toBe('/owner-dashboard');
    const session = cookie(kept, 'fie_session')!;
    expect(session).toMatch(/^fie_session=r\.[\w-]+\.[\w-]+\.[\w-]+; Path=\/; SameSite=Lax; Max-Age=2592000/);
    const token = /^fie_session=r\.([^;]+)/.exec(session)![1]!;
    expect((await fie.request('GET', '/api/auth/user', undefined, token)).body.id).toBe(user.id);

    const shared = await post('/api/auth/login', { _back: '/login', email: 'plain.form@example.com', password: samplePerson.password, shared: 'on' });
    expect(shared.headers.get('location')).toBe('/');
    expect(cookie(shared, 'fie_session')).toMatch(/^fie_session=s\.[^;]+; Path=\/; SameSite=Lax$/);
    // Another site cannot sign anyone in to an account of its choosing.
    expect((await post('/api/auth/login', { email: 'plain.form@example.com', password: samplePerson.password }, { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  test('When a wrong password is posted, then the page comes back once with the message and the email, never the password, and is not cached', async () => {
    const refused = await post('/api/auth/login', { _back: '/login', email: 'plain.form@example.com', password: 'Wrong#2026' });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/login');
    expect(cookie(refused, 'fie_session')).toBeUndefined();
    const state = cookie(refused, 'fie_form')!;
    expect(state).toMatch(/HttpOnly/);
    const { res, html } = await page('/login', state);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie().some((c) => /^fie_form=; .*Max-Age=0/.test(c))).toBe(true);
    expect(html).toContain('Incorrect email or password');
    expect(html).toContain('value="plain.form@example.com"');
    expect(html).not.toContain('Wrong#2026');
    // Drawn once: the same page without the cookie says nothing of it.
    expect(await (await fetch(`${fie.url}/login`)).text()).not.toContain('Incorrect email or password');
  });

  test('When a registration is posted with bad fields, then nothing is written and the form comes back with each message, in the page’s language', async () => {
    const before = await eventCount();
    const refused = await post('/api/auth/signup', { _back: '/register', firstName: 'K0fi', lastName: '', phoneNumber: '024', email: '', password: 'weak', confirmPassword: 'weak' }, { cookie: 'fie_lang=tw' });
    expect(refused.headers.get('location')).toBe('/register');
    expect(await eventCount()).toBe(before);
    const { html } = await page('/register', cookie(refused, 'fie_form')!, { cookie: `${cookie(refused, 'fie_form')!.split(';')[0]}; fie_lang=tw` });
    expect(html).toContain(CATALOGUES.tw['api.accounts.phone-invalid']!);
    expect(html).toContain(CATALOGUES.tw['api.accounts.acknowledge-required']!);
    expect(html).toContain('value="K0fi"');
  });

  test('When a phone-only registration is posted, then the browser goes on to the confirmation page, which says the code was texted; the code posted there signs the person in', async () => {
    const up = await post('/api/auth/signup', { _back: '/register', firstName: 'Kofi', lastName: 'Boateng', phoneNumber: '024 555 0199', email: '', password: samplePerson.password, confirmPassword: samplePerson.password, acknowledge: 'on' });
    expect(up.status).toBe(303);
    expect(up.headers.get('location')).toBe('/confirm-registration?email=024%20555%200199');
    const { html } = await page('/confirm-registration', cookie(up, 'fie_form')!);
    expect(html).toContain('We have texted a confirmation code to 024 555 0199');
    const code = /^(\d{6}) /.exec((await latestSmsTo(fie.stores.smsOutboxDir, '+233245550199'))!.text)![1]!;
    const confirmed = await post('/api/auth/confirm', { _back: '/confirm-registration', email: '024 555 0199', code: `${code} is your Fie confirmation code`, signIn: 'true' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe('/');
    expect(cookie(confirmed, 'fie_session')).toMatch(/^fie_session=r\./);
  });
});
