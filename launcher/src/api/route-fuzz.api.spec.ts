import fc from 'fast-check';
import { day, hostileBody, pathSegment, queryString, type HostileBody } from '../testing/hostile-input';
import { callerKinds, signUpCallers, type Caller, type Callers } from '../testing/callers';
import { listHouse, signUpOwner } from '../testing/listings';
import { routeTable, type RouteEntry } from '../testing/route-table';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Hostile input everywhere (issue 12). Every route the routers register (read from them, so a new route is
 * fuzzed without anyone listing it) gets random and malformed path parameters, queries and bodies, from every
 * kind of caller the API tells apart: a visitor, a seeker, an owner, an organization member who lists, a member
 * who manages users, an organization, another organization, and staff in each role. The owner's and the organization's own listings are among the known values, so their
 * handlers get past "not yours" into the rules; so do a short-stay listing (stay requests name it half the time) and,
 * for bodies naming a listing and its lister, pairs that match (half the time), so that bookings reach the date rules.
 * Whatever arrives, the API must:
 *   - never answer 5xx;
 *   - answer every 4xx with the one error shape `{ message, code, errors? }`;
 *   - change nothing on a 4xx: the event log's head stays where it was;
 *   - leave Object.prototype alone (the marketplace runs in this process, so pollution would show here).
 * A 2xx is allowed (a random body may be valid); nothing is asserted after it.
 *
 * FUZZ_RUNS is the number of requests in all (default 3000, each input sent by every caller); `npm run
 * fuzz:routes` sends 50000. Each run draws a new seed, printed at its start and in any failure, so every run tries
 * new inputs; each route's own seed is derived from it. To replay a failure, with the same FUZZ_RUNS:
 * `FUZZ_SEED=<seed> npx jest launcher/src/api/route-fuzz.api.spec.ts -t '<route>'`.
 */
const totalRuns = Number(process.env.FUZZ_RUNS ?? 3000);
const runSeed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const seedFor = (route: RouteEntry) => runSeed ^ hash(`${route.method} ${route.path}`);

/** Who calls: every kind of caller the API tells apart (as the authorization matrix does). */
const fuzzCallers: Caller[] = [...callerKinds];

/**
 * Routes left out, each with its reason. Only what cannot be fuzzed meaningfully belongs here; a route that
 * ends the fuzz callers' own sessions is fuzzed anyway (the caller signs in again, see `keepSignedIn`).
 */
const excluded: Record<string, string> = {};

/** Routes whose own errors take another shape on purpose (a refusal by the shared middleware still has ours). */
const otherErrorShapes: Record<string, (contentType: string, body: unknown) => boolean> = {
  // A mail client opens this link: the person reads a small page (RFC 8058's GET), so its refusal is HTML.
  'GET /api/notifications/unsubscribe': (contentType) => contentType.startsWith('text/html'),
  // The legacy getUser call answers in GraphQL's own shape, `{ errors: [{ message }] }`, which its callers read.
  'POST /api/graphql': (_type, body) => isObject(body) && Array.isArray(body.errors) && body.errors.every((e) => isObject(e) && typeof e.message === 'string'),
};

/** Event types appended on purpose on a 4xx: the failed guess is the fact, counted by the per-account throttles. */
const failedAttempts = new Set(['SignInFailed', 'ConfirmationCodeRejected', 'PasswordResetCodeRejected', 'StaffPasswordChangeRejected']);

const table = routeTable();
// Deletions last (closing the seeker's account among them), so what they remove is there for the other routes first.
const fuzzed = table.filter((r) => !excluded[`${r.method} ${r.path}`]).sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
const runsPerRoute = Math.max(1, Math.ceil(totalRuns / (fuzzed.length * fuzzCallers.length)));
// Time for a route's runs on a busy machine, and for shrinking a failure; past it fast-check stops and reports
// what it has (a route that could not finish its runs fails too, rather than passing on fewer).
const timeoutPerRoute = 30_000 + runsPerRoute * fuzzCallers.length * 250;

let fie: TestMarketplace;
let callers: Callers;
/** Values that exist, so some requests get past "not found" into the rules. The callers' own ids and emails are left out: a fuzzed suspension or wrong-password lockout of the fuzzer would only test the fuzzer. */
const known: string[] = [];
/** Values that only pass together (a listing and its lister's id), for bodies that name both: see hostileBody. */
const together: Record<string, unknown>[] = [];
/**
 * For routes whose path must name something of a kind before their rules run, values of that kind, drawn for the
 * path's parameters (in order) half the time: a stay is asked for on a short-stay listing, and none of the other
 * known ids is one.
 */
const pathValues: Record<string, string[][]> = {};
const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort().join();

/**
 * Sign-in calls: open to everyone, their own answer to a wrong email or password is a 401, so any answer shows
 * the handler ran (a random body is almost never a right password).
 */
const signIns = new Set(['POST /api/auth/login', 'POST /api/login', 'POST /api/organizations/login', 'POST /api/admin/auth/login']);

/**
 * For each route, the callers it answered with something other than 401: who got past authentication. A 403 counts:
 * the caller was known, and the handler judged what they may do (a listing of someone else's is a 403 to its owner's
 * peers, and a random id may well name one).
 */
const reached = new Map<string, Set<Caller>>();

/** What the error handler logged for the request at hand, so a 500 names its cause. */
const serverErrors: string[] = [];

beforeAll(async () => {
  fie = await startTestMarketplace();
  const logError = fie.logger.error.bind(fie.logger);
  fie.logger.error = (message, meta) => {
    serverErrors.push(`${message} ${JSON.stringify(meta)}`);
    logError(message, meta);
  };
  console.info(`route fuzz seed ${runSeed} (FUZZ_SEED=${runSeed} repeats it)`);
  callers = await signUpCallers(fie, { tag: 'fuzz' });
  const owner = await signUpOwner(fie, { email: 'fuzz.lister@example.com' });
  const listing = await listHouse(fie, owner.token);
  const seeker = callers.token('seeker');
  const made = [
    await fie.request('POST', '/api/messages/send-message', { to: owner.user.id, message: 'Is it still available?', property_id: listing.id }, seeker),
    await fie.request('POST', `/api/properties/${listing.id}/offers`, { amount: 4000, currency: 'GHS', advance_months: 6 }, seeker),
    await fie.request('POST', '/api/notes/create-note', { property_id: listing.id, note: 'Ask about water' }, seeker),
  ];
  // A viewing fee paid into the hold (issue 33), so the payment routes get past "not found" into their rules.
  // Viewings are booked within the next six months: fixed dates in 2030 came to be refused (DateTooFar), and with
  // them the payments and the review below, silently, each poll for 'held' then waiting out its ten seconds.
  const feeHouse = await listHouse(fie, owner.token, { viewing_fee: 50 });
  const viewing = await fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.user.id, property_id: feeHouse.id, date: `${day(4)}T10:00:00.000Z` }, seeker);
  made.push(viewing, await fie.request('POST', '/api/payments', { kind: 'viewing_fee', viewing_id: viewing.body.viewing?.id, method: 'momo', phone: '0551234567', network: 'mtn' }, seeker, { 'Idempotency-Key': 'fuzz-payment-0001' }));
  // A second one approved and released on the seeker's word, and reviewed (issue 33): the review routes get past "not found" too.
  const doneHouse = await listHouse(fie, owner.token, { viewing_fee: 40 });
  const doneViewing = await fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.user.id, property_id: doneHouse.id, date: `${day(5)}T10:00:00.000Z` }, seeker);
  const donePaid = await fie.request('POST', '/api/payments', { kind: 'viewing_fee', viewing_id: doneViewing.body.viewing?.id, method: 'momo', phone: '0551234567', network: 'mtn' }, seeker, { 'Idempotency-Key': 'fuzz-payment-0002' });
  const donePayment = donePaid.body.result?.id;
  await fie.request('POST', `/api/payments/simulator/${donePayment}/approve`, { pin: '1234' }, seeker);
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    if ((await fie.request('GET', `/api/payments/${donePayment}`, undefined, seeker)).body.result?.status === 'held') break;
  }
  await fie.request('POST', `/api/payments/${donePayment}/confirm`, {}, seeker);
  const reviewed = await fie.request('POST', '/api/reviews', { payment_id: donePayment, ratings: { accuracy: 5, real_owner: 5, communication: 4, punctuality: 4 }, text: 'As shown' }, seeker);
  failUnlessMade([...made, doneViewing, donePaid, reviewed]);
  made.push(doneViewing, donePaid, reviewed);
  // A short-stay listing, with a stay asked for (issue 12's fuzz reached no stay rule past "not a short stay"):
  // stay requests are fuzzed on it (pathValues), and the stay's own routes find the request.
  const stay = await listHouse(fie, owner.token, {
    type: 'apartment', acquisition: 'short_stay', payment_plan: 'DAILY', price: '650', stay_start_date: day(1), stay_end_date: day(120), stay_payment_instructions: 'MoMo 0551234567',
  });
  const stayAsked = await fie.request('POST', `/api/properties/${stay.id}/stay-requests`, { start: day(30), end: day(32), guests: 2 }, seeker);
  failUnlessMade([stayAsked]);
  made.push(stayAsked);
  pathValues['POST /api/properties/:id/stay-requests'] = [[stay.id]];
  // The lister's listings the seeker has no viewing of yet, each with its lister: a viewing's body names both.
  together.push(...[listing, stay].map((l) => ({ owner_id: owner.user.id, property_id: l.id })));
  // The callers' own listings (not their ids or emails), so an owner's or an organization's handlers find their own.
  const own = [await listHouse(fie, callers.token('owner')!), await listHouse(fie, callers.token('organization')!)];
  known.push(...new Set([owner.user.id, owner.email, listing.id, stay.id, ...own.map((l) => l.id), ...made.flatMap((r) => idsIn(r.body))]));
  // Dates within the rules (a viewing is booked within six months), so a date in a path or a query gets past them;
  // the dates they refuse are hostile-input's own (hostileDates).
  known.push('greater_accra', 'residential', 'house', 'rent', 'seeker', 'owner', 'listings', day(3), `${day(3)}T10:00:00.000Z`);
}, 120_000);
afterAll(async () => fie?.stop());

test('the route table is read from the routers and holds every kind of route', () => {
  const names = table.map((r) => `${r.method} ${r.path}`);
  expect(table.length).toBeGreaterThan(150);
  expect(names).toEqual(expect.arrayContaining(['POST /api/messages/send-message', 'POST /api/auth/login', 'POST /api/properties/search', 'GET /api/properties/search/:id', 'POST /api/properties/:id/stay-requests', 'GET /api/admin/events']));
  expect(table.some((r) => r.side === 'command') && table.some((r) => r.side === 'query')).toBe(true);
  // An exclusion names a route that still exists, so a stale one is noticed.
  for (const name of [...Object.keys(excluded), ...Object.keys(otherErrorShapes), ...signIns]) expect(names).toContain(name);
});

describe(`every route answers hostile input with a 4xx that changes nothing, or a 2xx (seed ${runSeed}, new each run; FUZZ_SEED repeats it)`, () => {
  test.each(fuzzed.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    const input = inputFor(route);
    try {
      await fc.assert(
        fc.asyncProperty(input, async (i) => {
          for (const caller of fuzzCallers) await fuzzOnce(route, caller, i);
        }),
        { numRuns: runsPerRoute, seed: seedFor(route), plugins: [fc.interruptAfterTimeLimit(timeoutPerRoute - 5_000, { failOnInterrupt: true })] },
      );
    } catch (error) {
      const replay = `FUZZ_SEED=${runSeed} FUZZ_RUNS=${totalRuns} npx jest launcher/src/api/route-fuzz.api.spec.ts -t '${route.method} ${route.path}'`;
      throw Object.assign(error as Error, { message: `To replay: ${replay}\n${(error as Error).message}` });
    }
  }, timeoutPerRoute);
});

// Runs after the fuzz above (a file's tests run in order): fuzzing a route only ever refused would test the sign-in check.
test('every route was fuzzed past authentication by at least one kind of caller', () => {
  expect(fuzzed.map((r) => `${r.method} ${r.path}`).filter((name) => !reached.get(name)?.size)).toEqual([]);
});

type Input = { params: string[]; query: string; body: HostileBody; address: number };

/** A route's requests: path parameters, a query and (but for a GET) a body, and the address it comes from. */
function inputFor(route: RouteEntry): fc.Arbitrary<Input> {
  const names = paramNames(route.path);
  const fitting = pathValues[`${route.method} ${route.path}`];
  const params = fc.array(pathSegment(known), { minLength: names.length, maxLength: names.length });
  return fc
    .record({
      params: fitting ? fc.oneof(params, fc.tuple(...names.map((_n, i) => fc.constantFrom(...fitting[i]!).map(encodeURIComponent)))) : params,
      query: queryString(known),
      body: route.method === 'GET' ? fc.constant(undefined) : hostileBody(known, together),
      address: fc.integer({ min: 1, max: 254 }),
    })
    .map((i) => Object.assign(i, { [fc.toStringMethod]: () => abbreviated(i) }));
}

async function fuzzOnce(route: RouteEntry, caller: Caller, i: Input) {
  const path = fillPath(route.path, i.params);
  // The request must reach the route it was meant for: a URL that resolves its path to another is the fuzzer's bug.
  const sent = new URL(`${fie.url}${path}`).pathname;
  if (sent !== path) throw new Error(`the request would leave its route: ${path.slice(0, 200)} is sent as ${sent.slice(0, 200)}`);
  const url = `${path}${i.query ? `?${i.query}` : ''}`;
  const token = callers.token(caller);
  const before = await fie.stores.events.headPosition();
  const headers: Record<string, string> = {
    // Each request from its own documentation-range address, so the throttles (counted by address) refuse some, not all.
    'x-forwarded-for': `203.0.113.${i.address}`,
    ...(i.body?.contentType !== undefined ? { 'content-type': i.body.contentType } : {}),
    ...(i.body?.contentEncoding !== undefined ? { 'content-encoding': i.body.contentEncoding } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
  serverErrors.length = 0;
  const res = await fetch(`${fie.url}${url}`, { method: route.method, headers, body: i.body?.text, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
  const text = await res.text();
  const said = `${caller} ${route.method} ${url.slice(0, 300)} answered ${res.status} ${text.slice(0, 300)}${serverErrors.length ? `; the server logged ${serverErrors.join('; ').slice(0, 1500)}` : ''}`;

  if (res.status >= 500) throw new Error(`a server error: ${said}`);
  if (res.status !== 401 || signIns.has(`${route.method} ${route.path}`)) reached.set(`${route.method} ${route.path}`, (reached.get(`${route.method} ${route.path}`) ?? new Set()).add(caller));
  if (Object.getOwnPropertyNames(Object.prototype).sort().join() !== prototypeNames) throw new Error(`Object.prototype was polluted: ${said}`);

  if (res.status >= 400) {
    const body = parse(text);
    const other = otherErrorShapes[`${route.method} ${route.path}`];
    const shaped =
      (isObject(body) && typeof body.message === 'string' && typeof body.code === 'string' && (body.errors === undefined || isObject(body.errors))) ||
      (other?.(res.headers.get('content-type') ?? '', body) ?? false);
    if (!shaped) throw new Error(`not the error shape { message, code, errors? }: ${said}`);
    const after = await fie.stores.events.headPosition();
    if (after !== before) {
      const appended = (await fie.stores.events.readAll({ after: before })).filter((e) => !failedAttempts.has(e.type));
      if (appended.length > 0) throw new Error(`a ${res.status} appended ${appended.map((e) => `${e.type} to ${e.streamId}`).join(', ')}: ${said}`);
    }
  } else if (res.status < 300 && route.method !== 'GET') {
    await settled();
    // A fuzzed request may have ended a caller's session, closed its account or taken a member out of the
    // organization: signed in (or invited) again, the next requests still reach the handlers behind sign-in.
    await callers.keepSignedIn();
    // Signing callers up or inviting a member again has reactions of its own: let them land before the next request.
    await settled();
  }
}

/** After a change, the reactors may append in turn; wait until the log is still, so their events are not blamed on the next request. */
async function settled() {
  let head = await fie.stores.events.headPosition();
  for (const until = Date.now() + 5000; Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 50));
    const now = await fie.stores.events.headPosition();
    if (now === head) return;
    head = now;
  }
  throw new Error('the event log kept growing for 5 s after a request');
}

/** The known values are only worth what was made: a set-up step refused fails the file, said, not fuzzed around. */
function failUnlessMade(answers: { status: number; body: unknown }[]) {
  const refused = answers.filter((r) => r.status !== 201);
  if (refused.length) throw new Error(`the fuzz's set-up was refused: ${refused.map((r) => `${r.status} ${JSON.stringify(r.body)}`).join('; ')}`);
}

/** The ids in an answer (`id`, `_id`, `conversationId`…), at any depth. */
function idsIn(body: unknown): string[] {
  if (!isObject(body)) return [];
  return Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' && /^(_?id|\w+Id)$/.test(k) ? [v] : idsIn(v)));
}

/** `:name` (and express 5's `*name`) parameters, in order. */
function paramNames(path: string): string[] {
  return [...path.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
}

function fillPath(path: string, values: string[]): string {
  let i = 0;
  return path.replace(/[{}]/g, '').replace(/[:*][A-Za-z0-9_]+/g, () => values[i++]!);
}

/** The failing request as fast-check prints it, its 100k-character strings cut short. */
function abbreviated(i: Input): string {
  return JSON.stringify(i, (_k, v: unknown) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 100)}…(${v.length} characters)` : v));
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A stable number for a route, so each route has its own inputs and keeps them when other routes are added. */
function hash(s: string): number {
  let h = 0;
  for (const c of s) h = (Math.imul(h, 31) + c.charCodeAt(0)) | 0;
  return h;
}
