import { projectionNames } from '@fie/read-models';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

let fie: TestMarketplace;
let staffToken: string;
beforeAll(async () => {
  fie = await startTestMarketplace();
  await fie.signUpAndConfirm({ email: 'efua@example.com' });
  staffToken = (await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: fie.admin.password })).body.token;
});
afterAll(async () => fie.stop());

describe('staff sign-in', () => {
  test('When the first start created the administrator, then its one-time password signs in and /me names it', async () => {
    expect(fie.admin.password.length).toBeGreaterThanOrEqual(16);
    const me = await fie.request('GET', '/api/admin/auth/me', undefined, staffToken);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'admin@fie.local', role: 'administrator', name: 'Administrator' });
  });

  test('When the password is wrong, then it answers 401', async () => {
    const res = await fie.request('POST', '/api/admin/auth/login', { email: fie.admin.email, password: 'admin' });
    expect(res.status).toBe(401);
  });

  test('When a marketplace user calls the console API, then it is refused', async () => {
    const { token } = await fie.signUpAndConfirm({ email: 'kobby@example.com' });
    expect((await fie.request('GET', '/api/admin/events', undefined, token)).status).toBe(401);
    expect((await fie.request('GET', '/api/admin/events')).status).toBe(401);
  });
});

describe('GET /api/admin/events (ra-data-simple-rest)', () => {
  test('When listing, then it answers newest first with a Content-Range total and secrets redacted', async () => {
    const res = await fie.request('GET', `/api/admin/events?sort=${encodeURIComponent('["position","DESC"]')}&range=${encodeURIComponent('[0,4]')}`, undefined, staffToken);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    const total = (await fie.stores.events.readAll()).length;
    expect(res.headers.get('content-range')).toBe(`events 0-4/${total}`);
    const positions = res.body.map((e: { position: number }) => e.position);
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
    const signup = (await fie.request('GET', `/api/admin/events?filter=${encodeURIComponent('{"type":"UserSignedUp"}')}`, undefined, staffToken)).body[0];
    // Personal data is sealed under the person's key; the console never sees it in the clear.
    expect(signup.data._sealed).toBe('[sealed personal data]');
    expect(JSON.stringify(res.body) + JSON.stringify(signup)).not.toMatch(/kobby@example\.com|argon2/);
  });

  test('When filtering by stream prefix and type, then only those events come back', async () => {
    const filter = encodeURIComponent(JSON.stringify({ stream: 'user-', type: 'UserConfirmed' }));
    const res = await fie.request('GET', `/api/admin/events?filter=${filter}`, undefined, staffToken);
    expect(res.body).toHaveLength(2);
    expect(res.body.every((e: { type: string; streamId: string }) => e.type === 'UserConfirmed' && e.streamId.startsWith('user-'))).toBe(true);
    const one = await fie.request('GET', `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ stream: res.body[0].streamId }))}`, undefined, staffToken);
    expect(one.body.map((e: { type: string }) => e.type).sort()).toEqual(['ConfirmationCodeIssued', 'UserConfirmed', 'UserSignedIn', 'UserSignedUp']);
  });

  test('When showing one event, then it has its stream, revision, data and metadata', async () => {
    const [first] = (await fie.request('GET', '/api/admin/events?range=[0,0]', undefined, staffToken)).body;
    const res = await fie.request('GET', `/api/admin/events/${first.id}`, undefined, staffToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.id, streamId: first.streamId, revision: first.revision, type: first.type });
    expect((await fie.request('GET', '/api/admin/events/999999', undefined, staffToken)).status).toBe(404);
  });

  test('When the sort field is unknown, then it answers 400', async () => {
    const res = await fie.request('GET', `/api/admin/events?sort=${encodeURIComponent('["data","ASC"]')}`, undefined, staffToken);
    expect(res.status).toBe(400);
  });

  test('event-types counts each type', async () => {
    const res = await fie.request('GET', '/api/admin/event-types', undefined, staffToken);
    expect(res.headers.get('content-range')).toMatch(/^event-types 0-\d+\/\d+$/);
    expect(res.body.find((t: { id: string }) => t.id === 'UserSignedUp')).toEqual({ id: 'UserSignedUp', name: 'UserSignedUp', count: 2 });
  });
});

describe('GET /api/health', () => {
  test('reports each store and each projection with its checkpoint and lag', async () => {
    const res = await fie.request('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
    expect(Object.keys(res.body.stores)).toEqual(['events', 'documents', 'blobs', 'mailer', 'sms', 'search']);
    expect(res.body.stores.events).toMatchObject({ ok: true, adapter: 'sqlite' });
    expect(res.body.stores.mailer).toMatchObject({ ok: true, adapter: 'outbox' });
    expect(res.body.stores.sms).toMatchObject({ ok: true, adapter: 'outbox' });
    // Every projection the projectors run (projectors/src/all-projections.unit.spec.ts holds the two lists equal).
    expect(res.body.projections.map((p: { name: string }) => p.name)).toEqual(projectionNames);
    for (const p of res.body.projections) {
      expect(p.checkpoint).toBe(res.body.head);
      expect(p.lag).toBe(0);
      expect(p.status).toBe('up-to-date');
    }
  });

  test('an unknown API path answers JSON 404, not the site', async () => {
    const res = await fie.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NotFound');
  });
});
