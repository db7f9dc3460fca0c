import fc from 'fast-check';

/**
 * What a hostile or broken client sends (issue 12): wrong types, missing fields, huge and deeply nested
 * values, prototype keys, control characters and odd Unicode, and injection strings for SQL, Mongo operators
 * and file paths. Test-only: the route fuzz (launcher/src/api/route-fuzz.api.spec.ts) draws requests from here.
 */

/** Strings that have broken some server somewhere. */
export const injections = [
  "' OR '1'='1",
  "1; DROP TABLE users; --",
  "admin'--",
  '1 UNION SELECT password FROM users',
  '{"$gt":""}',
  '{"$ne":null}',
  '$where',
  '$gt',
  'this.password.match(/.*/)',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://127.0.0.1:1/',
  '__proto__',
  'constructor',
  'prototype',
  'hasOwnProperty',
  'toString',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '%s%s%n',
  '',
  ' ',
  '\u0000',
  '\r\nSet-Cookie: a=b',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  'true',
  '[]',
  '{}',
  '\uFEFF',
  '\u202Eevil',
  'ａｄｍｉｎ',
  '🏠🏠',
  'e\u0301',
  '\uD800',
  'a\uDFFFz',
];

/** Field names the API's schemas use, so a random body reaches the rules for each field, not only "not an object". */
export const fieldNames = [
  'email', 'password', 'confirmPassword', 'oldPassword', 'currentPassword', 'newPassword', 'firstName', 'lastName', 'phoneNumber', 'user_type', 'acknowledge',
  'code', 'key', 'token', 'name', 'url_name', 'address', 'phone', 'permissions', 'role', 'reason', 'note', 'message', 'text', 'receiver', 'subject',
  'type', 'category', 'acquisition', 'payment_plan', 'price', 'currency', 'title', 'description', 'images', 'location', 'location_details', 'coordinates',
  'bedrooms', 'bathrooms', 'start', 'end', 'dates', 'guests', 'amount', 'status', 'property_id', 'propertyId', 'listingId', 'id', 'ids', 'filename',
  'files', 'url', 'source', 'page', 'pageSize', 'sort', 'q', 'filter', 'range', 'bounds', 'region', 'city', 'town', 'kind', 'outcome', 'rate', 'digest',
  'query', 'variables', 'operationName', 'staffId', 'time', 'slot', 'hours', 'preferences', 'listings', 'to', 'party', 'as', 'owner_id', 'date',
  'advance_months', 'move_in_date', 'details', 'scam', 'digital_address',
];

/** The date `n` days from now, as 2026-03-14: read when the fuzz starts, so a believable date never ages out of the rules. */
export const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * Dates the API must refuse, for the date fields and queries: far in the past and yesterday, past the six months
 * a viewing may be booked (and at the end of time), impossible or unparseable dates, and an instant off the
 * half-hour slots or outside the viewing hours. The believable dates below are within the rules, so that a body
 * gets past the date checks to what follows them.
 */
export const hostileDates = [
  '1999-12-31', '1999-12-31T10:00:00.000Z', day(-1), `${day(-1)}T10:00:00.000Z`,
  day(200), `${day(200)}T10:00:00.000Z`, day(800), `${day(800)}T10:00:00.000Z`, '9999-12-31T23:30:00.000Z', '+275760-09-13T00:00:00.000Z',
  '2030-02-30', '2030-13-01', '10/01/2030', '2030-01-10T25:00:00.000Z', 'tomorrow', `${day(3)}T10:17:00.000Z`, `${day(3)}T03:00:00.000Z`,
];
/** The body fields holding a date or an instant (their believable values are in `plausible`). */
const dateFields = new Set(['start', 'end', 'date', 'move_in_date']);

/**
 * Believable values for some fields. A body mixes them with hostile ones, so that one bad field among good
 * ones reaches the rules behind the first check (and sometimes the whole body is valid, and succeeds).
 */
const plausible: Record<string, unknown[]> = {
  email: ['someone.new@example.com'], password: ['Akwaaba#2026', 'Not#ThePassword1'], confirmPassword: ['Akwaaba#2026'], newPassword: ['Akwaaba#2027'],
  firstName: ['Kofi'], lastName: ['Boateng'], phoneNumber: ['0244123456'], phone: ['0302212345'], user_type: ['seeker', 'owner'], acknowledge: [true],
  code: ['123456'], name: ['Osu Homes'], url_name: ['osu-homes'], address: ['12 Oxford Street, Osu, Accra'], permissions: [['list_properties']], role: ['moderator'],
  reason: ['Asked for money before a viewing'], note: ['Call the caretaker first'], message: ['Is it still available?'], text: ['Hello'], subject: ['A question'],
  type: ['house', 'apartment'], category: ['residential'], acquisition: ['rent', 'sale'], payment_plan: ['MONTHLY'], price: ['4,500', 4500], currency: ['GHC', 'USD'],
  title: ['3 bedroom house'], description: ['Three bedrooms and a boys quarters'], start: [day(10)], end: [day(12)], date: [`${day(3)}T10:00:00.000Z`],
  guests: [2], amount: [4000, '4,000'], advance_months: [6], move_in_date: [day(14)], status: ['available', 'rented'], rate: [15.5], outcome: ['upheld', 'dismissed'], scam: [false],
  region: ['greater_accra'], city: ['Accra'], town: ['Osu'], page: [1], pageSize: [20], q: ['Osu'], location: [{ type: 'Point', coordinates: [-0.1617, 5.6353] }],
};
const idFields = new Set(['id', 'ids', 'property_id', 'propertyId', 'listingId', 'owner_id', 'to', 'party', 'as', 'receiver', 'staffId', 'filename', 'key', 'token']);

/** The query parameters the API reads (simple-rest's sort, range and filter among them). */
const queryNames = [
  'sort', 'range', 'filter', 'page', 'pageSize', 'limit', 'q', 'text', 'as', 'at', 'before', 'date', 'from', 'to', 'token', 'email', 'status', 'role', 'region',
  'category', 'propertyCategory', 'property', 'owner_id', 'organization', 'format', 'view', 'geo', 'aggregations', 'reason', 'size', 'id', 'ids',
];

const prototypeKeys = ['__proto__', 'constructor', 'prototype'];

/** Half of a surrogate pair on its own: invalid UTF-16 that JSON.stringify still writes out (as an escape). */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** A hostile string; `known` adds values that exist in the marketplace (an id, an email) to reach deeper. */
export function hostileString(known: string[] = []): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...injections, ...known) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 30 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.oneof(loneSurrogate, fc.constantFrom('a', '\u0000', '\u200B', '\u0301')), maxLength: 8 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.integer({ min: 300, max: 3000 }).map((n) => 'a'.repeat(n)) },
  );
}

/**
 * A path parameter as it appears in the URL. Most are encoded strings; some are raw: encoded NULs, slashes and
 * traversals inside one segment, which the router decodes itself. Never a whole `.` or `..` segment (nor `%2e%2e`):
 * URLs resolve those before they are sent, so the request would land on another route than the one meant. At most
 * 3,000 characters: a whole request line stays under Node's 16 KB header limit, past which Node itself (not the
 * app) answers 431 with no body.
 */
export function pathSegment(known: string[] = []): fc.Arbitrary<string> {
  return fc
    .oneof(
      ...(known.length ? [{ weight: 5, arbitrary: fc.constantFrom(...known).map(encodeURIComponent) }] : []),
      { weight: 5, arbitrary: hostileString(known).map((s) => encodeURIComponent(toWellFormed(s)) || '%20') },
      { weight: 2, arbitrary: fc.constantFrom('%00', '..%2F..%2Fetc%2Fpasswd', '..%5C..%5Cwindows', '%2F', '%5C', '%EF%BF%BF', '__proto__', 'constructor', ';', 'a;b=c', '%3F', '%23') },
      { weight: 1, arbitrary: fc.integer({ min: 1000, max: 3000 }).map((n) => 'x'.repeat(n)) },
      { weight: 1, arbitrary: fc.constantFrom(...brokenEscapes) },
    )
    .filter((segment) => !isDotSegment(segment));
}

/** `.` and `..` as the URL standard reads a segment (`%2e` counts as a dot): the segments URLs resolve away. */
export function isDotSegment(segment: string): boolean {
  return ['.', '..'].includes(segment.replace(/%2e/gi, '.'));
}

/**
 * Input that express itself refuses with an error carrying a 4xx status (the error handler keeps the status, in
 * our shape): path escapes that do not decode (a lone `%`, non-hex digits, a cut-off sequence, overlong UTF-8,
 * an encoded surrogate: the router's URIError, 400), and JSON bodies in a charset or content encoding
 * body-parser does not know (415) or gzip that does not inflate (400). Until the handler learnt this, they were 500s.
 */
export const brokenEscapes = ['%', '%zz', '%E0%A4%A', '%C0%AE%C0%AE', '%FF%FE', '%ED%A0%80'];
export const unreadableBodies: NonNullable<HostileBody>[] = [
  { contentType: 'application/json; charset=klingon', text: '{}' },
  { contentType: 'application/json', contentEncoding: 'x-evil', text: '{}' },
  { contentType: 'application/json', contentEncoding: 'gzip', text: '{}' },
];

/** A query string (without the `?`): repeated keys, bracketed Mongo operators, JSON in values, bad escapes; under 6,000 characters. */
export function queryString(known: string[] = []): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...queryNames) },
    { weight: 1, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 2, arbitrary: fc.constantFrom('filter[$ne]', 'email[$ne]', 'page[$gt]', 'id[$in][]', 'ids[]', 'a[]', '__proto__', 'constructor', '__proto__[polluted]', 'constructor[prototype][polluted]') },
    { weight: 1, arbitrary: hostileString(known) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: hostileString(known) },
    { weight: 2, arbitrary: fc.constantFrom('{"$gt":""}', '["id","ASC"]', '["__proto__","DESC"]', '[0,24]', '[-1,999999999]', '[24,0]', '{"id":["a","b"]}', '{"__proto__":{"polluted":1}}', '{"q":{"$regex":".*"}}', '[', '{', '1e400', '-5', '0', '99999999999999999999') },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...hostileDates) },
  );
  const pair = (k: string, v: string, raw: boolean) => (raw ? `${k}=${v}` : `${encodeURIComponent(toWellFormed(k))}=${encodeURIComponent(toWellFormed(v))}`);
  // A key given several times arrives as an array, where a handler may expect a string.
  const pairs = fc.tuple(key, fc.array(value, { minLength: 1, maxLength: 3 }), fc.boolean()).map(([k, vs, raw]) => vs.map((v) => pair(k, v, raw)).join('&'));
  // Cut at a pair's end under 6,000 characters: with the path, the request line stays under Node's header limit.
  return fc.array(pairs, { maxLength: 5 }).map((all) => all.join('&')).map((q) => (q.length <= 6000 ? q : q.slice(0, Math.max(0, q.lastIndexOf('&', 6000)))));
}

/** An object with exactly these own keys, `__proto__` included (a plain literal would set the prototype instead). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

/** Nested `depth` levels deep, alternating objects and arrays. */
export function nested(depth: number, key: string): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : objectOf([[key, v]]);
  return v;
}

/** A JSON value made to break validation: wrong types everywhere, operator objects, prototype keys. */
export function hostileJson(known: string[] = []): fc.Arbitrary<unknown> {
  const str = hostileString(known);
  const key = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, { weight: 1, arbitrary: fc.constantFrom(...prototypeKeys, '$gt', '$ne', '$where', '$regex', '') }, { weight: 1, arbitrary: str });
  const leaf = fc.oneof(
    { weight: 4, arbitrary: str },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 1, arbitrary: fc.constantFrom(0, -1, 1e308, -1e308, 2 ** 53 + 2, 0.1, 1e-320, 3.5) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>({ $gt: '' }, { $ne: null }, { $regex: '.*' }, { $where: 'sleep(1000)' }, { $in: [] }, { $exists: true }) },
  );
  const { value } = fc.letrec<{ value: unknown; array: unknown[]; object: Record<string, unknown> }>((tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }),
    object: fc.array(fc.tuple(key, tie('value')), { maxLength: 6 }).map(objectOf),
  }));
  return value;
}

/** Believable values for a field: the plausible ones, and what exists for ids and emails. */
function goodFor(name: string, known: string[]): unknown[] {
  return [...(plausible[name] ?? []), ...(idFields.has(name) ? known : []), ...(name === 'email' ? known.filter((k) => k.includes('@')) : [])];
}

/** A request body as sent: its content type and encoding (none when absent) and raw text. */
export type HostileBody = { contentType?: string; contentEncoding?: string; text: string } | undefined;

/**
 * Bodies: hostile JSON objects most often, then wrong top-level types, huge, deep, prototype-polluting, malformed or
 * mislabelled. `together`: believable values that only pass as a set, such as a listing and its lister's id
 * (`{ owner_id, property_id }`); drawn one by one from `known` they almost never match, and a rule about the pair
 * (book-viewing's "not the lister") would stop every body before the rules behind it (the dates).
 */
export function hostileBody(known: string[] = [], together: Record<string, unknown>[] = []): fc.Arbitrary<HostileBody> {
  const json = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value) ?? 'null' });
  const hostile = hostileJson(known);
  // A date field is also given a date the rules refuse (the hostile JSON almost never makes one).
  const spoiler = (name: string) => (dateFields.has(name) ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom<unknown>(...hostileDates) }, { weight: 2, arbitrary: hostile }) : hostile);
  const field = fc.constantFrom(...fieldNames).chain((name) => {
    const good = goodFor(name, known);
    const value = good.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...good) }, { weight: 2, arbitrary: spoiler(name) }) : hostile;
    return fc.tuple(fc.constant(name), value);
  });
  const fields = fc.array(field, { maxLength: 8 }).map(objectOf);
  // Every believable field at once (the schemas ignore fields they do not know), then a few removed or spoiled:
  // a body that is right but for one field is what reaches the rules after the first. A date in it is one the rules
  // refuse a quarter of the time (most bodies are these, and a date is seldom the field spoilt below).
  const believableValue = (k: string, vs: unknown[]) =>
    dateFields.has(k) ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...vs) }, { weight: 1, arbitrary: fc.constantFrom<unknown>(...hostileDates) }) : fc.constantFrom(...vs);
  const eachAlone = fc.record(Object.fromEntries(fieldNames.map((k) => [k, goodFor(k, known)] as const).filter(([, vs]) => vs.length).map(([k, vs]) => [k, believableValue(k, vs)])));
  // Half the time, one set of values that go together in place of the same fields drawn alone.
  const believable = together.length
    ? fc.oneof(eachAlone, fc.tuple(eachAlone, fc.constantFrom(...together)).map(([alone, set]) => objectOf([...Object.entries(alone), ...Object.entries(set)])))
    : eachAlone;
  const spoilt = fc.tuple(believable, fc.array(fc.constantFrom(...fieldNames).chain((k) => fc.tuple(fc.constant(k), fc.option(spoiler(k), { nil: undefined }))), { maxLength: 3 })).map(([base, changes]) => {
    const entries = new Map<string, unknown>(Object.entries(base));
    for (const [k, v] of changes) {
      entries.delete(k);
      if (v !== undefined) entries.set(k, v);
    }
    return objectOf([...entries]);
  });
  return fc.oneof(
    { weight: 4, arbitrary: fields.map(json) },
    { weight: 4, arbitrary: spoilt.map(json) },
    { weight: 2, arbitrary: hostileJson(known).map(json) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.constantFrom(...fieldNames), fc.constantFrom('x', 'é', '\u0000', '🏠')).map(([k, ch]) => json(objectOf([[k, ch.repeat(100_000 / ch.length)]]))),
    },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 150, max: 250 }), fc.constantFrom(...fieldNames)).map(([depth, k]) => json(objectOf([[k, nested(depth, k)]]))) },
    {
      weight: 1,
      arbitrary: fields.map((o) => json(objectOf([...Object.entries(o), ['__proto__', { polluted: 'yes', isAdmin: true, role: 'admin' }], ['constructor', { prototype: { polluted: 'yes' } }]]))),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"email":', '[1,2', 'nul', '{"a":1}}', "{'a':1}", '{"a":NaN}', '{"a":1e999999}', '\uFEFF{}', '1'.repeat(400), '{"a":"\\ud800"}', '{"a":"\\u0000"}', '{"__proto__":{"polluted":"yes"}}', '"just a string"', '').map((text) => ({ contentType: 'application/json', text })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/xml', 'application/json; charset=utf-16', 'image/png', ''),
        fc.constantFrom('{"email":"a@example.com"}', 'email[$ne]=x&__proto__[polluted]=yes', '--x\r\nContent-Disposition: form-data; name="files"; filename="../../a.pdf"\r\n\r\n%PDF\r\n', '--x\r\nbroken', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>', '\u0000\u0001\u0002'),
      ).map(([contentType, text]) => ({ contentType, text })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...unreadableBodies) },
  );
}

/** Lone surrogates cannot be percent-encoded (encodeURIComponent throws); a URL carries their replacement. */
function toWellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}
