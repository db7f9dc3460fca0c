import { signUpCallers, type Caller, type Callers } from '../testing/callers';
import { createListing, houseBody, uploadPhotos } from '../testing/listings';
import { routeTable } from '../testing/route-table';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Who is let in, for every route the routers register (read from them by `routeTable()`), called over HTTP
 * by every kind of caller: a visitor, a seeker, an owner, an organization member who lists, a member who
 * manages users, an organization, another organization, and staff in each role.
 *
 * - A caller the row lets in must get a 2xx, or a 4xx of the handler's own with its code (a validation 400,
 *   a 404 for what is not there or not theirs, a 409 for a state that does not allow it): never a 5xx, never
 *   401 or 403, and never "no such endpoint".
 * - Every other caller must be refused with exactly 401 or 403.
 * - A route with no row fails the file, so a new route cannot slip in unchecked.
 *
 * Where ownership matters the calls act on real things (the owner's house, the organization's shop, a viewing
 * the seeker booked…), with bodies the handler would accept, so that who is calling decides the answer and not
 * a missing field. Each row's refused callers call first: what a let-in caller changes cannot change their answer.
 */
type Who = Caller;
const people: Who[] = ['seeker', 'owner', 'member', 'manager'];
const organizations: Who[] = ['organization', 'otherOrganization'];
/** People and organizations: who may message, offer answers, read their calendars (staff act through the console). */
const parties: Who[] = [...people, ...organizations];
/** Staff roles and what each may do (packages/domain/src/staff/roles.ts), written out so a role given too much shows here. */
const everyStaffRole: Who[] = ['administrator', 'moderator', 'support', 'analyst'];
const administrators: Who[] = ['administrator'];
/** listings.moderate and users.manage. */
const supportAndUp: Who[] = ['administrator', 'moderator', 'support'];
/** organizations.manage and verifications.decide. */
const moderatorsAndUp: Who[] = ['administrator', 'moderator'];
const everyone: Who[] = ['visitor', ...parties, ...everyStaffRole];
/** Who works for the organization, and staff: its private pages. */
const insideTheOrganization: Who[] = ['member', 'manager', 'organization'];
/** Who lists for the organization: the organization and the member with List Properties. */
const organizationListers: Who[] = ['member', 'organization'];

let fie: TestMarketplace;
let callers: Callers;
/** The things the calls act on, made once. */
const w = {} as {
  house: string; houseImages: string[]; stay: string; stayImages: string[]; venue: string; venueImages: string[];
  shop: string; shopImages: string[]; farm: string; farmImages: string[]; doomed: string; spareImage: string;
  /** Photos each lister uploaded and has not used, for the create calls (a lister may only use their own). */
  photosOf: Partial<Record<Who, string[]>>;
  viewing: string; stayRequest: string; offer: string; message: string; conversation: string; note: string; draft: string; request: string;
  document: string; spareDocument: string; organizationDocument: string;
  /** A viewing fee the seeker paid into the hold (issue 33), and its viewing. */
  payment: string;
  feeViewing: string;
  /** A viewing fee paid and released on the seeker's word, so the dealing is completed, and the seeker's review of the owner for it, published with the owner's. */
  releasedPayment: string;
  review: string;
};

const reviewOfLister = { accuracy: 5, real_owner: 5, communication: 4, punctuality: 4 };
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const place = { location: { type: 'Point', coordinates: [-0.1617, 5.6353] }, location_details: { town: 'East Legon', city: 'Accra', region: 'greater_accra' } };
const bodies = {
  residential: (images: string[]) => houseBody(images),
  shortStay: (images: string[]) => ({ ...bodies.residential(images), type: 'apartment', acquisition: 'short_stay', payment_plan: 'DAILY', price: '650', title: 'Apartment by the beach, Labadi', stay_start_date: day(1), stay_end_date: day(120) }),
  commercial: (images: string[]) => ({ type: 'retail_shop', acquisition: 'rent', payment_plan: 'MONTHLY', price: 1500, currency: 'GHS', description: 'A shop on the main road', parking_capacity: 4, images, ...place }),
  farmland: (images: string[]) => ({ type: 'crop_farm', acquisition: 'buy', unit: 'acre', measurement: 20, price: 90000, currency: 'GHS', description: 'Twenty acres of maize', images, ...place }),
  events: (images: string[]) => ({ type: 'event_centre', acquisition: 'rent', payment_plan: 'DAILY', price: 3000, currency: 'GHS', description: 'A hall for 400', seating_capacity: 400, parking_capacity: 60, images, ...place }),
};

async function list(token: string, category: keyof typeof bodies, images: string[]) {
  const path = `/api/properties/create-${category === 'shortStay' ? 'residential' : category}`;
  return (await createListing(fie, token, path, bodies[category](images))).id;
}

async function uploadDocument(token: string | undefined, path = '/api/auth/personal-documents/upload') {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], { type: 'application/pdf' }), 'deed.pdf');
  const res = await fetch(`${fie.url}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`document upload failed: ${JSON.stringify(body)}`);
  return body;
}

beforeAll(async () => {
  fie = await startTestMarketplace({ GATEWAY_SECRET: 'matrix-gateway-secret-0001', WHATSAPP_APP_SECRET: 'matrix-whatsapp-app-secret-0001', WHATSAPP_VERIFY_TOKEN: 'matrix-verify-token' });
  callers = await signUpCallers(fie, { tag: 'matrix' });
  const { seeker, owner, member } = callers.person;
  const { organization } = callers.organization;

  w.houseImages = await uploadPhotos(fie, owner.token);
  w.house = await list(owner.token, 'residential', w.houseImages);
  w.stayImages = await uploadPhotos(fie, owner.token);
  w.stay = await list(owner.token, 'shortStay', w.stayImages);
  w.venueImages = await uploadPhotos(fie, owner.token);
  w.venue = await list(owner.token, 'events', w.venueImages);
  w.shopImages = await uploadPhotos(fie, member.token);
  w.shop = await list(member.token, 'commercial', w.shopImages);
  w.farmImages = await uploadPhotos(fie, organization.token);
  w.farm = await list(organization.token, 'farmland', w.farmImages);
  w.doomed = await list(member.token, 'residential', await uploadPhotos(fie, member.token));
  w.spareImage = (await uploadPhotos(fie, owner.token, 1))[0]!;
  w.photosOf = {};
  for (const who of ['owner', 'member', 'organization', 'otherOrganization'] as const) w.photosOf[who] = await uploadPhotos(fie, callers.token(who)!);

  const booked = await fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.id, property_id: w.house, date: `${day(3)}T10:00:00.000Z` }, seeker.token);
  const asked = await fie.request('POST', `/api/properties/${w.stay}/stay-requests`, { start: day(10), end: day(13), guests: 2 }, seeker.token);
  const offered = await fie.request('POST', `/api/properties/${w.house}/offers`, { amount: 4000, currency: 'GHS', advance_months: 6 }, seeker.token);
  const sent = await fie.request('POST', '/api/messages/send-message', { to: owner.id, message: 'Is it still available?', property_id: w.house }, seeker.token);
  const noted = await fie.request('POST', '/api/notes/create-note', { property_id: w.house, note: 'Ask about water' }, seeker.token);
  const drafted = await fie.request('POST', '/api/listing-drafts', { category: 'residential', values: { title: 'Half done' } }, seeker.token);
  const requested = await fie.request('POST', '/api/requests/create-request', houseRequest, seeker.token);
  for (const [what, res, status] of [['viewing', booked, 201], ['stay', asked, 201], ['offer', offered, 201], ['message', sent, 201], ['note', noted, 201], ['draft', drafted, 201], ['search', requested, 201]] as const) {
    if (res.status !== status) throw new Error(`the ${what} for the matrix failed: ${JSON.stringify(res.body)}`);
  }
  w.viewing = booked.body.viewing.id;
  w.stayRequest = asked.body.stay.id;
  w.offer = offered.body.result.id;
  w.message = sent.body.id;
  w.conversation = sent.body.conversationId;
  w.note = noted.body.result.id;
  w.draft = drafted.body.result.id;
  w.request = requested.body.request.id;
  w.document = (await uploadDocument(owner.token)).filename;
  w.spareDocument = (await uploadDocument(owner.token)).filename;
  w.organizationDocument = (await uploadDocument(organization.token, '/api/organizations/documents')).files[0].filename;

  // A house with a viewing fee, a viewing of it, and its fee paid by the seeker and held (the simulator's phone approves).
  const feeHouse = (await createListing(fie, owner.token, '/api/properties/create-residential', { ...bodies.residential(await uploadPhotos(fie, owner.token)), viewing_fee: 50 })).id;
  const feeViewing = await fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.id, property_id: feeHouse, date: `${day(4)}T11:00:00.000Z` }, seeker.token);
  const paid = await fie.request('POST', '/api/payments', { kind: 'viewing_fee', viewing_id: feeViewing.body.viewing?.id, method: 'momo', phone: '0551234567', network: 'mtn' }, seeker.token, { 'Idempotency-Key': 'matrix-payment-0001' });
  if (paid.status !== 201) throw new Error(`the payment for the matrix failed: ${JSON.stringify(paid.body)}`);
  w.payment = paid.body.result.id;
  w.feeViewing = feeViewing.body.viewing.id;
  await fie.request('POST', `/api/payments/simulator/${w.payment}/approve`, { pin: '1234' }, seeker.token);
  for (const until = Date.now() + 5000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    if ((await fie.request('GET', `/api/payments/${w.payment}`, undefined, seeker.token)).body.result?.status === 'held') break;
  }

  // A completed dealing (a viewing fee paid and released on the seeker's word), reviewed by both sides, so the review routes act on a real one.
  const doneHouse = (await createListing(fie, owner.token, '/api/properties/create-residential', { ...bodies.residential(await uploadPhotos(fie, owner.token)), viewing_fee: 40 })).id;
  const doneViewing = await fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.id, property_id: doneHouse, date: `${day(5)}T11:00:00.000Z` }, seeker.token);
  const donePaid = await fie.request('POST', '/api/payments', { kind: 'viewing_fee', viewing_id: doneViewing.body.viewing?.id, method: 'momo', phone: '0551234567', network: 'mtn' }, seeker.token, { 'Idempotency-Key': 'matrix-payment-0002' });
  w.releasedPayment = donePaid.body.result?.id;
  await fie.request('POST', `/api/payments/simulator/${w.releasedPayment}/approve`, { pin: '1234' }, seeker.token);
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    if ((await fie.request('GET', `/api/payments/${w.releasedPayment}`, undefined, seeker.token)).body.result?.status === 'held') break;
  }
  await fie.request('POST', `/api/payments/${w.releasedPayment}/confirm`, {}, seeker.token);
  const reviewed = await fie.request('POST', '/api/reviews', { payment_id: w.releasedPayment, ratings: reviewOfLister, text: 'As shown' }, seeker.token);
  const answered = await fie.request('POST', '/api/reviews', { payment_id: w.releasedPayment, ratings: { communication: 5, punctuality: 5, house_rules: 5 }, text: 'On time' }, owner.token);
  if (reviewed.status !== 201 || answered.status !== 201) throw new Error(`the reviews for the matrix failed: ${JSON.stringify([reviewed.body, answered.body])}`);
  w.review = reviewed.body.result.id;
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 50))) {
    if ((await fie.request('GET', `/api/reviews?subject=${owner.id}`)).body.result?.reviews?.length) break;
  }
}, 120_000);
afterAll(async () => fie?.stop());

type Row = {
  /** The route as `routeTable()` names it: `POST /api/properties/:id/status`. */
  route: string;
  /** What is asked, when it matters: whose listing, a forged link. */
  on?: string;
  /** The path called; a route without parameters is called as it is. */
  path?: () => string;
  /** The body sent, the same for every caller unless it depends on who sends it (their own photos). */
  body?: (who: Who) => unknown;
  letIn: Who[];
  /** Callers of the right kind for whom the thing is not theirs, and the handler says so by not finding it (404). */
  notFoundFor?: Who[];
  /** The call may end sessions or memberships: its callers are signed in (or invited) again after it. */
  endsSessions?: true;
  /** The call closes accounts: it runs after every other row. */
  last?: true;
  /** The handler's own 4xx is not our JSON problem body on purpose (a page a mail client opens, GraphQL's shape). */
  ownErrorShape?: (contentType: string, body: unknown) => boolean;
};


const person = (who: 'seeker' | 'owner' | 'member' | 'manager') => callers.person[who];
const org = () => callers.organization.organization;
const staffId = (who: 'moderator' | 'support' | 'analyst') => callers.staff[who].id;
const none = () => ({});
const forgedLink = () => ({ token: 'forged', key: 'forged', code: '123456', email: 'nobody@example.com' });
const listing = (category: keyof typeof bodies, images: () => string[]) => () => bodies[category](images());
/** A lister's own photos, or the owner's for a caller who has none (refused before the photos are looked at). */
const ownPhotos = (who: Who) => w.photosOf[who] ?? w.photosOf.owner!;
/** A house to rent in East Legon, as a seeker asks for one. */
const houseRequest = { category: 'residential', acquisition: 'rent', type: 'house', min_price: '4,000', max_price: '5,000', matchType: 'similar', bedrooms: 3, bathrooms: 2, location_details: { place_id: 'greater_accra:east-legon' } };
/** People and organizations with no part in what the seeker and the owner have between them (a viewing, a stay, an offer, messages). */
const strangers: Who[] = ['member', 'manager', 'organization', 'otherOrganization'];

const rows: Row[] = [
  // Accounts: signing up and in, codes and links are for anyone (a body that is not right is a 400); the account's own calls for people.
  { route: 'POST /api/auth/signup', body: none, letIn: everyone },
  { route: 'POST /api/auth/confirm', body: forgedLink, letIn: everyone },
  { route: 'POST /api/auth/resend-code', body: none, letIn: everyone },
  { route: 'POST /api/auth/login', body: none, letIn: everyone },
  { route: 'POST /api/login', body: none, letIn: everyone },
  { route: 'POST /api/auth/refresh', letIn: parties },
  { route: 'POST /api/auth/forgot-password', body: none, letIn: everyone },
  { route: 'POST /api/auth/reset-password', body: forgedLink, letIn: everyone },
  { route: 'POST /api/auth/change-password', body: none, letIn: parties },
  { route: 'POST /api/auth/sign-out-everywhere', letIn: people, endsSessions: true },
  { route: 'PUT /api/auth/update-user', body: none, letIn: people },
  { route: 'PUT /api/auth/language', body: none, letIn: people },
  // An email for an account that has none (issue 32): the person's own account only.
  { route: 'POST /api/auth/add-email', body: none, letIn: people },
  { route: 'POST /api/auth/confirm-email', body: none, letIn: people },
  { route: 'DELETE /api/auth/user', letIn: people, last: true },
  { route: 'POST /api/auth/owner-registration', body: none, letIn: everyone },
  { route: 'POST /api/auth/existing-user-owner-registration', body: none, letIn: people },
  { route: 'GET /api/auth/user', letIn: people },
  { route: 'POST /api/graphql', on: "the seeker's profile", body: () => ({ query: `{ getUser(id: "${person('seeker').id}") { id email } }` }), letIn: ['seeker', ...everyStaffRole], ownErrorShape: (_type, body) => Array.isArray((body as { errors?: unknown })?.errors) },
  // Documents: anyone may upload (an anonymous upload waits for an owner registration to claim it); only their owner and staff open one.
  { route: 'POST /api/auth/personal-documents/upload', on: 'no file', letIn: everyone },
  { route: 'POST /api/auth/upload-document', on: 'no file', letIn: everyone },
  { route: 'GET /api/auth/documents/:filename', on: "the owner's document", path: () => `/api/auth/documents/${w.document}`, letIn: ['owner', ...everyStaffRole] },
  { route: 'POST /api/auth/delete-file', on: "the owner's document", body: () => ({ filename: w.spareDocument }), letIn: ['owner'] },

  // Organizations: registration and sign-in are open; members are managed by the organization and members with Manage Users.
  { route: 'POST /api/organizations/register-organization', body: none, letIn: everyone },
  { route: 'POST /api/auth/register-organization', body: none, letIn: everyone },
  { route: 'POST /api/organizations/complete-organization-registration', body: forgedLink, letIn: everyone },
  { route: 'POST /api/organizations/login', body: none, letIn: everyone },
  { route: 'POST /api/organizations/invite-member/:userId', on: 'no such person', path: () => '/api/organizations/invite-member/no-such-user', body: () => ({ permissions: ['list_properties'] }), letIn: ['manager', ...organizations] },
  { route: 'POST /api/organizations/accept-invitation', body: forgedLink, letIn: people },
  // Another organization acts on its own members, where this person is not one: 404.
  { route: 'PUT /api/organizations/members/:userId', on: 'the member', path: () => `/api/organizations/members/${person('member').id}`, body: () => ({ permissions: ['delete_properties', 'list_properties'] }), letIn: ['manager', ...organizations] },
  { route: 'DELETE /api/organizations/members/:userId', on: 'someone who is not a member', path: () => `/api/organizations/members/${person('seeker').id}`, letIn: ['manager', ...organizations] },
  { route: 'POST /api/organizations/leave', letIn: people, endsSessions: true },
  { route: 'GET /api/organizations/user', letIn: organizations },
  { route: 'GET /api/organizations/single/:idOrUrlName', path: () => `/api/organizations/single/${org().url_name}`, letIn: everyone },
  { route: 'GET /api/organizations/get-user-info', path: () => `/api/organizations/get-user-info?email=${encodeURIComponent(person('seeker').email)}`, letIn: ['manager', ...organizations] },
  { route: 'GET /api/organizations/fetch-members/:urlName', path: () => `/api/organizations/fetch-members/${org().url_name}`, letIn: [...insideTheOrganization, ...everyStaffRole] },
  { route: 'GET /api/organization/fetch-users/:id', path: () => `/api/organization/fetch-users/${org().id}`, letIn: [...insideTheOrganization, ...everyStaffRole] },
  { route: 'PUT /api/organizations/profile', body: none, letIn: ['manager', ...organizations] },
  { route: 'POST /api/organizations/logo', on: 'no file', letIn: ['manager', ...organizations] },
  { route: 'DELETE /api/organizations/logo', letIn: ['manager', ...organizations] },
  { route: 'PUT /api/organizations/featured-listings', body: () => ({ listingIds: [] }), letIn: ['member', ...organizations] },
  { route: 'POST /api/organizations/documents', on: 'no file', letIn: ['manager', ...organizations] },
  { route: 'DELETE /api/organizations/documents/:filename', on: 'none by that name', path: () => '/api/organizations/documents/no-such-file.pdf', letIn: ['manager', ...organizations] },
  { route: 'GET /api/organizations/:idOrUrlName/listings', path: () => `/api/organizations/${org().url_name}/listings`, letIn: everyone },
  { route: 'GET /api/organizations/:idOrUrlName/documents', path: () => `/api/organizations/${org().url_name}/documents`, letIn: [...insideTheOrganization, ...everyStaffRole] },
  { route: 'GET /api/organizations/:idOrUrlName/documents/:filename', on: "the organization's document", path: () => `/api/organizations/${org().url_name}/documents/${w.organizationDocument}`, letIn: [...insideTheOrganization, ...everyStaffRole] },
  { route: 'GET /api/organizations/logos/:file', on: 'none by that name', path: () => '/api/organizations/logos/no-such-logo.webp', letIn: everyone },
  { route: 'GET /api/organizations/properties', letIn: ['member', 'manager', ...organizations], notFoundFor: ['seeker', 'owner'] },

  // Listings: owners, members with List Properties and organizations list; each listing is changed by its own lister only.
  { route: 'POST /api/properties/image-upload', on: 'no file', letIn: parties },
  { route: 'DELETE /api/properties/images/:imageId', on: "the owner's unused photo", path: () => `/api/properties/images/${w.spareImage}`, letIn: ['owner'] },
  { route: 'POST /api/properties/create-residential', body: (who) => bodies.residential(ownPhotos(who)), letIn: ['owner', 'member', ...organizations] },
  { route: 'POST /api/properties/create-commercial', body: (who) => bodies.commercial(ownPhotos(who)), letIn: ['owner', 'member', ...organizations] },
  { route: 'POST /api/properties/create-farmland', body: (who) => bodies.farmland(ownPhotos(who)), letIn: ['owner', 'member', ...organizations] },
  { route: 'POST /api/properties/create-events', body: (who) => bodies.events(ownPhotos(who)), letIn: ['owner', 'member', ...organizations] },
  { route: 'POST /api/properties/update-residential/:id', on: "the owner's house", path: () => `/api/properties/update-residential/${w.house}`, body: listing('residential', () => w.houseImages), letIn: ['owner'] },
  { route: 'POST /api/properties/update-commercial/:id', on: "the organization's shop", path: () => `/api/properties/update-commercial/${w.shop}`, body: listing('commercial', () => w.shopImages), letIn: organizationListers },
  { route: 'POST /api/properties/update-farmland/:id', on: "the organization's farm", path: () => `/api/properties/update-farmland/${w.farm}`, body: listing('farmland', () => w.farmImages), letIn: organizationListers },
  { route: 'POST /api/properties/update-events/:id', on: "the owner's venue", path: () => `/api/properties/update-events/${w.venue}`, body: listing('events', () => w.venueImages), letIn: ['owner'] },
  { route: 'POST /api/properties/:id/booked-dates', on: "the owner's short stay", path: () => `/api/properties/${w.stay}/booked-dates`, body: () => ({ start: day(30), end: day(32) }), letIn: ['owner'] },
  { route: 'POST /api/properties/:id/booked-dates/release', on: "the owner's short stay", path: () => `/api/properties/${w.stay}/booked-dates/release`, body: () => ({ start: day(30), end: day(32) }), letIn: ['owner'] },
  { route: 'POST /api/properties/:id/status', on: "the organization's shop", path: () => `/api/properties/${w.shop}/status`, body: () => ({ status: 'published' }), letIn: organizationListers },
  { route: 'POST /api/properties/:id/confirm', on: "the owner's house", path: () => `/api/properties/${w.house}/confirm`, letIn: ['owner'] },
  { route: 'POST /api/properties/confirm-by-link', body: forgedLink, letIn: everyone },
  // Deleting an organization's listing takes Delete Properties: the member has it, the manager does not.
  { route: 'DELETE /api/properties/:id', on: "the organization's listing", path: () => `/api/properties/${w.doomed}`, letIn: organizationListers },
  { route: 'POST /api/properties/search', body: none, letIn: everyone },
  { route: 'GET /api/properties/search/:id', on: "the owner's house", path: () => `/api/properties/search/${w.house}`, letIn: everyone },
  { route: 'GET /api/properties', letIn: people },
  { route: 'GET /api/properties/images/:imageId/:size', on: "a photo of the owner's house", path: () => `/api/properties/images/${w.houseImages[0]}/thumb.webp`, letIn: everyone },
  { route: 'POST /api/properties/:id/view', on: "the owner's house", path: () => `/api/properties/${w.house}/view`, letIn: everyone },
  { route: 'POST /api/properties/:id/phone-reveals', on: "the owner's house", path: () => `/api/properties/${w.house}/phone-reveals`, letIn: everyone },
  { route: 'GET /api/places', path: () => '/api/places?q=Osu', letIn: everyone },
  { route: 'GET /api/places/regions', letIn: everyone },
  { route: 'GET /api/health', letIn: everyone },
  { route: 'POST /api/contact', body: none, letIn: everyone },
  { route: 'GET /api/settings/exchange-rate', letIn: everyone },
  // The SMS and USSD gateways' callbacks: only the gateway, with GATEWAY_SECRET, is let in; no session helps.
  { route: 'POST /api/sms/inbound', on: 'without the gateway secret', body: () => ({ from: '0241230099', text: 'help' }), letIn: [] },
  { route: 'POST /api/ussd', on: 'without the gateway secret', body: () => ({ sessionId: 'matrix', phoneNumber: '0241230099', text: '' }), letIn: [] },
  // WhatsApp's webhook is Meta's alone: its handshake needs the verify token, its calls the app secret's signature.
  { route: 'GET /api/whatsapp/webhook', on: 'without the verify token', path: () => '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=123', letIn: [] },
  { route: 'POST /api/whatsapp/webhook', on: 'unsigned', body: () => ({ object: 'whatsapp_business_account', entry: [] }), letIn: [] },

  // Staff: the console's own calls, each by the roles whose permission it needs.
  { route: 'POST /api/admin/auth/login', body: none, letIn: everyone },
  { route: 'POST /api/admin/auth/refresh', letIn: everyStaffRole },
  { route: 'POST /api/admin/auth/set-password', body: forgedLink, letIn: everyone },
  { route: 'GET /api/admin/auth/me', letIn: everyStaffRole },
  { route: 'POST /api/admin/staff/change-password', body: none, letIn: everyStaffRole },
  { route: 'GET /api/admin/staff', letIn: administrators },
  { route: 'GET /api/admin/staff/:id', on: 'the moderator', path: () => `/api/admin/staff/${staffId('moderator')}`, letIn: administrators },
  { route: 'POST /api/admin/staff', body: none, letIn: administrators },
  { route: 'POST /api/admin/staff/:id/role', on: 'the analyst, no reason', path: () => `/api/admin/staff/${staffId('analyst')}/role`, body: () => ({ role: 'support' }), letIn: administrators },
  { route: 'POST /api/admin/staff/:id/disable', on: 'the analyst, no reason', path: () => `/api/admin/staff/${staffId('analyst')}/disable`, body: none, letIn: administrators },
  { route: 'POST /api/admin/staff/:id/enable', on: 'the analyst, no reason', path: () => `/api/admin/staff/${staffId('analyst')}/enable`, body: none, letIn: administrators },
  { route: 'PUT /api/admin/settings/exchange-rate', body: () => ({ usdToGhs: 15.5 }), letIn: administrators },
  { route: 'GET /api/admin/settings/exchange-rate', letIn: everyStaffRole },
  { route: 'POST /api/admin/partner-feeds', on: 'no feed', body: none, letIn: administrators },
  { route: 'GET /api/admin/partner-feeds', letIn: everyStaffRole },
  { route: 'GET /api/admin/partner-feeds/:id', on: 'none by that name', path: () => '/api/admin/partner-feeds/none', letIn: everyStaffRole },
  { route: 'GET /api/admin/partner-listings', letIn: everyStaffRole },
  { route: 'GET /api/admin/events', letIn: everyStaffRole },
  { route: 'GET /api/admin/events/:id', path: () => '/api/admin/events/1', letIn: everyStaffRole },
  { route: 'GET /api/admin/event-types', letIn: everyStaffRole },
  { route: 'GET /api/admin/event-types/:id', path: () => '/api/admin/event-types/ListingCreated', letIn: everyStaffRole },
  { route: 'GET /api/admin/events/export', path: () => '/api/admin/events/export?format=csv&filter=%7B%22type%22%3A%22None%22%7D', letIn: everyStaffRole },
  { route: 'GET /api/admin/daily-counts', letIn: everyStaffRole },
  { route: 'GET /api/admin/user-history/:id', on: 'the seeker', path: () => `/api/admin/user-history/${person('seeker').id}`, letIn: everyStaffRole },
  { route: 'GET /api/admin/organization-history/:id', on: 'the organization', path: () => `/api/admin/organization-history/${org().id}`, letIn: everyStaffRole },
  { route: 'GET /api/admin/listing-history/:id', on: "the owner's house", path: () => `/api/admin/listing-history/${w.house}`, letIn: everyStaffRole },
  { route: 'GET /api/admin/projections', letIn: everyStaffRole },
  { route: 'GET /api/admin/projections/:name', path: () => '/api/admin/projections/users', letIn: everyStaffRole },
  { route: 'POST /api/admin/projections/:name/rebuild', on: 'no reason', path: () => '/api/admin/projections/users/rebuild', body: none, letIn: administrators },

  // Moderation: staff who moderate decide on listings and reports (every decision, on a real listing, without
  // the reason it needs); people report listings; a lister asks for a review.
  { route: 'POST /api/admin/listings/:id/approve', on: "the owner's house", path: () => `/api/admin/listings/${w.house}/approve`, body: none, letIn: supportAndUp },
  { route: 'POST /api/admin/listings/:id/hide', on: "the owner's house, no reason", path: () => `/api/admin/listings/${w.house}/hide`, body: none, letIn: supportAndUp },
  { route: 'POST /api/admin/listings/:id/restore', on: "the owner's house, no reason", path: () => `/api/admin/listings/${w.house}/restore`, body: none, letIn: supportAndUp },
  { route: 'POST /api/admin/listings/:id/remove', on: "the owner's house, no reason", path: () => `/api/admin/listings/${w.house}/remove`, body: none, letIn: supportAndUp },
  { route: 'POST /api/admin/listing-reports/:id/resolve', on: 'no such report', path: () => '/api/admin/listing-reports/no-such-report/resolve', body: none, letIn: supportAndUp },
  { route: 'POST /api/admin/message-reports/:id/resolve', on: 'no such report', path: () => '/api/admin/message-reports/no-such-report/resolve', body: none, letIn: supportAndUp },
  { route: 'POST /api/properties/:id/report', on: "the owner's house, no reason", path: () => `/api/properties/${w.house}/report`, body: none, letIn: people },
  { route: 'POST /api/properties/:id/request-review', on: "the owner's house", path: () => `/api/properties/${w.house}/request-review`, body: none, letIn: ['owner'] },
  { route: 'GET /api/admin/listings', letIn: everyStaffRole },
  { route: 'GET /api/admin/listings/:id', on: "the owner's house", path: () => `/api/admin/listings/${w.house}`, letIn: everyStaffRole },
  { route: 'GET /api/admin/listing-timelines/:id', on: "the owner's house", path: () => `/api/admin/listing-timelines/${w.house}`, letIn: everyStaffRole },
  { route: 'GET /api/admin/listing-reports', letIn: everyStaffRole },
  { route: 'GET /api/admin/listing-reports/:id', on: 'no such report', path: () => '/api/admin/listing-reports/no-such-report', letIn: everyStaffRole },
  { route: 'GET /api/admin/message-reports', letIn: everyStaffRole },
  { route: 'GET /api/admin/listing-report-figures/current', letIn: everyStaffRole },
  { route: 'GET /api/admin/listing-freshness-figures/current', letIn: everyStaffRole },

  // People and organizations as staff see them: reads for every role, changes for the roles that manage them.
  { route: 'GET /api/admin/users', letIn: everyStaffRole },
  { route: 'GET /api/admin/users/:id', on: 'the seeker', path: () => `/api/admin/users/${person('seeker').id}`, letIn: everyStaffRole },
  { route: 'POST /api/admin/users/:id/suspend', on: 'the seeker, no reason', path: () => `/api/admin/users/${person('seeker').id}/suspend`, body: none, letIn: supportAndUp },
  { route: 'POST /api/admin/users/:id/reinstate', on: 'the seeker, no reason', path: () => `/api/admin/users/${person('seeker').id}/reinstate`, body: none, letIn: supportAndUp },
  { route: 'POST /api/admin/users/:id/resend-code', on: 'the seeker, no reason', path: () => `/api/admin/users/${person('seeker').id}/resend-code`, body: none, letIn: supportAndUp },
  { route: 'GET /api/admin/organizations', letIn: everyStaffRole },
  { route: 'GET /api/admin/organizations/:id', on: 'the organization', path: () => `/api/admin/organizations/${org().id}`, letIn: everyStaffRole },
  { route: 'POST /api/admin/organizations/:id/verify', on: 'the organization, no reason', path: () => `/api/admin/organizations/${org().id}/verify`, body: none, letIn: moderatorsAndUp },
  { route: 'POST /api/admin/organizations/:id/suspend', on: 'the organization, no reason', path: () => `/api/admin/organizations/${org().id}/suspend`, body: none, letIn: moderatorsAndUp },
  { route: 'POST /api/admin/organizations/:id/reinstate', on: 'the organization, no reason', path: () => `/api/admin/organizations/${org().id}/reinstate`, body: none, letIn: moderatorsAndUp },
  { route: 'POST /api/admin/organizations/:id/resend-completion-link', on: 'the organization, no reason', path: () => `/api/admin/organizations/${org().id}/resend-completion-link`, body: none, letIn: moderatorsAndUp },
  { route: 'POST /api/verifications', body: none, letIn: people },
  { route: 'GET /api/verifications', letIn: people },
  { route: 'GET /api/admin/verifications', letIn: everyStaffRole },
  { route: 'GET /api/admin/verifications/:id', on: 'no such verification', path: () => '/api/admin/verifications/no-such.ghana_card', letIn: everyStaffRole },
  { route: 'POST /api/admin/verifications/:id/approve', on: 'no such verification', path: () => '/api/admin/verifications/no-such.ghana_card/approve', body: none, letIn: moderatorsAndUp },
  { route: 'POST /api/admin/verifications/:id/reject', on: 'no such verification', path: () => '/api/admin/verifications/no-such.ghana_card/reject', body: none, letIn: moderatorsAndUp },

  // Messages and notifications: people and organizations (staff act through the console, visitors sign in first).
  { route: 'POST /api/messages/send-message', body: none, letIn: parties },
  { route: 'POST /api/messages/block', body: none, letIn: parties },
  { route: 'POST /api/messages/unblock', body: none, letIn: parties },
  { route: 'POST /api/messages/:messageId/report', on: "the seeker's message to the owner, no reason", path: () => `/api/messages/${w.message}/report`, body: none, letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'POST /api/messages/:conversationId/read', on: "the seeker's conversation with the owner", path: () => `/api/messages/${w.conversation}/read`, body: none, letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'GET /api/messages/fetch-messages', letIn: parties },
  { route: 'GET /api/messages/blocked', letIn: parties },
  { route: 'GET /api/messages', path: () => `/api/messages?email=${encodeURIComponent(person('owner').email)}`, letIn: parties },
  { route: 'GET /api/notifications', letIn: parties },
  { route: 'POST /api/notifications/read', body: () => ({ all: true }), letIn: parties },
  { route: 'GET /api/notifications/preferences', letIn: people },
  { route: 'PUT /api/notifications/preferences', body: none, letIn: people },
  { route: 'GET /api/notifications/unsubscribe', on: 'a forged link', path: () => '/api/notifications/unsubscribe?token=forged', letIn: everyone, ownErrorShape: (type) => type.startsWith('text/html') },
  { route: 'POST /api/notifications/unsubscribe', on: 'a forged link', path: () => '/api/notifications/unsubscribe?token=forged', letIn: everyone },
  { route: 'GET /api/dashboard/figures', letIn: parties },

  // A person's own things: notes, saves, drafts (organizations keep drafts too), requests.
  { route: 'POST /api/notes/create-note', body: none, letIn: people },
  { route: 'GET /api/notes/fetch-property-notes/:propertyId', on: "the owner's house", path: () => `/api/notes/fetch-property-notes/${w.house}`, letIn: people },
  { route: 'PUT /api/notes/:noteId', on: "the seeker's note", path: () => `/api/notes/${w.note}`, body: () => ({ note: 'Ask about water and light' }), letIn: ['seeker'], notFoundFor: ['owner', 'member', 'manager'] },
  { route: 'DELETE /api/notes/:noteId', on: "the seeker's note", path: () => `/api/notes/${w.note}`, letIn: ['seeker'], notFoundFor: ['owner', 'member', 'manager'] },
  { route: 'POST /api/properties/:id/save', on: "the owner's house", path: () => `/api/properties/${w.house}/save`, letIn: people },
  { route: 'DELETE /api/properties/:id/save', on: "the owner's house", path: () => `/api/properties/${w.house}/save`, letIn: people },
  { route: 'GET /api/saved-properties', letIn: people },
  { route: 'GET /api/saved-properties/ids', letIn: people },
  { route: 'GET /api/listing-drafts', letIn: parties },
  { route: 'GET /api/listing-drafts/:draftId', on: "the seeker's draft", path: () => `/api/listing-drafts/${w.draft}`, letIn: ['seeker'], notFoundFor: ['owner', ...strangers] },
  { route: 'POST /api/listing-drafts', body: none, letIn: parties },
  { route: 'PUT /api/listing-drafts/:draftId', on: "the seeker's draft", path: () => `/api/listing-drafts/${w.draft}`, body: () => ({ category: 'residential', values: { title: 'Nearly done' } }), letIn: ['seeker'], notFoundFor: ['owner', ...strangers] },
  { route: 'DELETE /api/listing-drafts/:draftId', on: "the seeker's draft", path: () => `/api/listing-drafts/${w.draft}`, letIn: ['seeker'], notFoundFor: ['owner', ...strangers] },
  { route: 'POST /api/requests/create-request', body: none, letIn: people },
  { route: 'POST /api/requests/save-search', body: none, letIn: people },
  { route: 'PUT /api/requests/:id', on: "the seeker's request", path: () => `/api/requests/${w.request}`, body: () => houseRequest, letIn: ['seeker'], notFoundFor: ['owner', 'member', 'manager'] },
  { route: 'POST /api/requests/:id/pause', on: "the seeker's request", path: () => `/api/requests/${w.request}/pause`, letIn: ['seeker'], notFoundFor: ['owner', 'member', 'manager'] },
  { route: 'POST /api/requests/:id/resume', on: "the seeker's request", path: () => `/api/requests/${w.request}/resume`, letIn: ['seeker'], notFoundFor: ['owner', 'member', 'manager'] },
  { route: 'POST /api/requests/:id/renew', on: "the seeker's request", path: () => `/api/requests/${w.request}/renew`, letIn: ['seeker'], notFoundFor: ['owner', 'member', 'manager'] },
  { route: 'POST /api/requests/:id/close', on: "the seeker's request", path: () => `/api/requests/${w.request}/close`, letIn: ['seeker'], notFoundFor: ['owner', 'member', 'manager'] },
  { route: 'GET /api/requests/fetch-requests', letIn: parties },

  // Offers: people make them; both sides of an offer answer it (someone else's offer is not found for them).
  { route: 'POST /api/properties/:id/offers', on: "the owner's house, no amount", path: () => `/api/properties/${w.house}/offers`, body: none, letIn: people },
  { route: 'GET /api/offers', letIn: parties },
  { route: 'GET /api/offers/:id', on: "the seeker's offer on the house", path: () => `/api/offers/${w.offer}`, letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'POST /api/offers/:id/counter', on: "the seeker's offer on the house", path: () => `/api/offers/${w.offer}/counter`, body: () => ({ amount: 4200, currency: 'GHS', advance_months: 6 }), letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'POST /api/offers/:id/decline', on: "the seeker's offer on the house", path: () => `/api/offers/${w.offer}/decline`, body: none, letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'POST /api/offers/:id/accept', on: "the seeker's offer on the house", path: () => `/api/offers/${w.offer}/accept`, body: none, letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'POST /api/offers/:id/withdraw', on: "the seeker's offer on the house", path: () => `/api/offers/${w.offer}/withdraw`, body: none, letIn: ['seeker', 'owner'], notFoundFor: strangers },

  // Payments (issue 33): the seeker pays for their own dealing; its payer and its lister see and dispute it; only the
  // payer confirms and answers the simulator's phone; the provider's callback is signed or refused; staff who decide
  // decide, every role reads the list. Someone else's payment is, to them, not there.
  { route: 'POST /api/payments', on: "the seeker's viewing of the house, which asks no fee", body: () => ({ kind: 'viewing_fee', viewing_id: w.viewing, method: 'momo', phone: '0551234567', network: 'mtn' }), letIn: ['seeker'] },
  { route: 'GET /api/payments', letIn: parties },
  { route: 'GET /api/payments/payout-account', letIn: parties },
  { route: 'POST /api/payments/payout-account/check', letIn: parties },
  // What paying would cost: only the payer of the dealing is answered (anyone else: 403, as paying is).
  { route: 'GET /api/payments/quote', on: "the seeker's viewing of the house with a fee", path: () => `/api/payments/quote?kind=viewing_fee&viewing_id=${w.feeViewing}`, letIn: ['seeker'] },
  { route: 'GET /api/payments/:id', on: "the seeker's held viewing fee", path: () => `/api/payments/${w.payment}`, letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'POST /api/payments/simulator/:id/approve', on: "the seeker's held viewing fee", path: () => `/api/payments/simulator/${w.payment}/approve`, body: () => ({ pin: '1234' }), letIn: ['seeker'], notFoundFor: ['owner', ...strangers] },
  { route: 'POST /api/payments/simulator/:id/decline', on: "the seeker's held viewing fee", path: () => `/api/payments/simulator/${w.payment}/decline`, letIn: ['seeker'], notFoundFor: ['owner', ...strangers] },
  { route: 'POST /api/payments/callback/:provider', on: 'unsigned', path: () => '/api/payments/callback/simulator', body: () => ({ event: 'charge.success', data: { reference: `fie-${w.payment}` } }), letIn: [] },
  { route: 'POST /api/payments/:id/dispute', on: "the seeker's held viewing fee", path: () => `/api/payments/${w.payment}/dispute`, body: () => ({ reason: 'The lister did not come' }), letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'POST /api/admin/payments/:id/decide', on: 'the disputed viewing fee, no reason', path: () => `/api/admin/payments/${w.payment}/decide`, body: none, letIn: moderatorsAndUp },
  { route: 'POST /api/payments/:id/confirm', on: "the seeker's viewing fee", path: () => `/api/payments/${w.payment}/confirm`, letIn: ['seeker'], notFoundFor: strangers },
  { route: 'GET /api/admin/payments', letIn: everyStaffRole },
  { route: 'POST /api/reviews', on: "the seeker's completed viewing with the owner", body: () => ({ payment_id: w.releasedPayment, ratings: reviewOfLister, text: 'Again' }), letIn: ['seeker', 'owner'] },
  { route: 'GET /api/reviews', on: "the owner's", path: () => `/api/reviews?subject=${callers.person.owner.id}`, letIn: everyone },
  { route: 'POST /api/reviews/:id/reply', on: "the seeker's review of the owner", path: () => `/api/reviews/${w.review}/reply`, body: () => ({ text: 'Thank you' }), letIn: ['owner'] },
  { route: 'POST /api/admin/reviews/:id/remove', on: "the seeker's review of the owner, no reason", path: () => `/api/admin/reviews/${w.review}/remove`, body: none, letIn: supportAndUp },
  { route: 'GET /api/admin/reviews', letIn: everyStaffRole },
  { route: 'GET /api/admin/reviews/:id', on: "the seeker's review of the owner", path: () => `/api/admin/reviews/${w.review}`, letIn: everyStaffRole },
  { route: 'GET /api/admin/payments/:id', on: "the seeker's viewing fee", path: () => `/api/admin/payments/${w.payment}`, letIn: everyStaffRole },

  // Viewings and stays: people book and ask; the lister sets hours and answers; both sides cancel.
  { route: 'POST /api/properties/book-viewing', body: none, letIn: people },
  { route: 'GET /api/properties/:id/viewing-slots', on: "the owner's house", path: () => `/api/properties/${w.house}/viewing-slots?date=${day(5)}`, letIn: everyone },
  { route: 'GET /api/properties/:id/viewing-hours', on: "the owner's house", path: () => `/api/properties/${w.house}/viewing-hours`, letIn: everyone },
  { route: 'PUT /api/properties/:id/viewing-hours', on: "the owner's house", path: () => `/api/properties/${w.house}/viewing-hours`, body: none, letIn: ['owner'] },
  { route: 'POST /api/viewings/:id/propose', on: 'the viewing the seeker booked at the house', path: () => `/api/viewings/${w.viewing}/propose`, body: () => ({ date: `${day(4)}T14:00:00.000Z` }), letIn: ['owner'], notFoundFor: strangers },
  { route: 'POST /api/viewings/:id/accept', on: 'the viewing the seeker booked at the house', path: () => `/api/viewings/${w.viewing}/accept`, letIn: ['seeker'], notFoundFor: strangers },
  { route: 'POST /api/viewings/:id/confirm', on: 'the viewing the seeker booked at the house', path: () => `/api/viewings/${w.viewing}/confirm`, letIn: ['owner'], notFoundFor: strangers },
  { route: 'POST /api/viewings/:id/decline', on: 'the viewing the seeker booked at the house', path: () => `/api/viewings/${w.viewing}/decline`, body: none, letIn: ['owner'], notFoundFor: strangers },
  { route: 'POST /api/viewings/:id/cancel', on: 'the viewing the seeker booked at the house', path: () => `/api/viewings/${w.viewing}/cancel`, body: none, letIn: ['seeker', 'owner'], notFoundFor: strangers },
  // No-shows (issue 33): either side of the viewing records one after its slot, and answers the one about them.
  { route: 'POST /api/viewings/:id/no-show', on: 'the viewing the seeker booked at the house, not yet begun', path: () => `/api/viewings/${w.viewing}/no-show`, letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'POST /api/viewings/:id/no-show/answer', on: 'the viewing the seeker booked at the house, nothing recorded', path: () => `/api/viewings/${w.viewing}/no-show/answer`, body: () => ({ text: 'I was there' }), letIn: ['seeker', 'owner'], notFoundFor: strangers },
  { route: 'GET /api/viewings', letIn: parties },
  { route: 'GET /api/properties/search-bookings', on: "the organization's", path: () => `/api/properties/search-bookings?owner_id=${org().id}`, letIn: [...insideTheOrganization, ...everyStaffRole] },
  { route: 'GET /api/calendar/feed', letIn: parties },
  { route: 'POST /api/calendar/feed/reset', letIn: parties },
  { route: 'GET /api/calendar/:file', on: 'a forged feed', path: () => '/api/calendar/forged.token.ics', letIn: everyone },
  { route: 'POST /api/properties/:id/stay-requests', on: "the owner's short stay, no dates", path: () => `/api/properties/${w.stay}/stay-requests`, body: none, letIn: people },
  { route: 'GET /api/stay-requests', letIn: parties },
  { route: 'POST /api/stay-requests/:id/accept', on: "the seeker's stay at the owner's", path: () => `/api/stay-requests/${w.stayRequest}/accept`, letIn: ['owner'], notFoundFor: strangers },
  { route: 'POST /api/stay-requests/:id/decline', on: "the seeker's stay at the owner's", path: () => `/api/stay-requests/${w.stayRequest}/decline`, body: none, letIn: ['owner'], notFoundFor: strangers },
  { route: 'POST /api/stay-requests/:id/cancel', on: "the seeker's stay at the owner's", path: () => `/api/stay-requests/${w.stayRequest}/cancel`, body: none, letIn: ['seeker', 'owner'], notFoundFor: strangers },
];

/** What a caller must get: a let-in caller a 2xx or the handler's own 4xx; a refused one 401 or 403, and 403 for a staff role short of the permission. */
type Expected = 'let in' | 'not found' | 'refused' | 'refused by role';
function expected(row: Row, who: Who): Expected {
  if (row.letIn.includes(who)) return 'let in';
  if (row.notFoundFor?.includes(who)) return 'not found';
  if (everyStaffRole.includes(who) && row.letIn.some((w) => everyStaffRole.includes(w))) return 'refused by role';
  return 'refused';
}

/** The answer as the matrix reads it: what was expected when it is that, or else what it was. */
function verdict(row: Row, want: Expected, res: { status: number; body: unknown; headers: Headers }): string {
  const body = res.body as { message?: unknown; code?: unknown } | undefined;
  const named = typeof body === 'object' && body !== null && typeof body.message === 'string' && typeof body.code === 'string' && !body.message.startsWith('No such endpoint');
  const own = res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 403 && (named || (row.ownErrorShape?.(res.headers.get('content-type') ?? '', res.body) ?? false));
  const is: Record<Expected, boolean> = {
    'let in': (res.status >= 200 && res.status < 300) || own,
    'not found': res.status === 404 && own,
    refused: res.status === 401 || res.status === 403,
    'refused by role': res.status === 403,
  };
  return is[want] ? want : `${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
}

const ordered = [...rows.filter((r) => !r.last), ...rows.filter((r) => r.last)];
const table = routeTable().map((r) => `${r.method} ${r.path}`);

describe('the matrix covers the route table', () => {
  test('Every route the routers register has a row, so a new route cannot slip in unchecked', () => {
    const covered = new Set(rows.map((r) => r.route));
    expect(table.filter((route) => !covered.has(route))).toEqual([]);
  });

  test('Every row names a route that still exists, once, and fills in its parameters', () => {
    expect(rows.map((r) => r.route).filter((route) => !table.includes(route))).toEqual([]);
    expect(rows.map((r) => r.route).filter((route, i, all) => all.indexOf(route) !== i)).toEqual([]);
    expect(rows.filter((r) => r.route.includes(':') && !r.path).map((r) => r.route)).toEqual([]);
  });
});

const described = (who: Who[]) => (who.length === everyone.length ? 'everyone' : who.join(', '));
describe.each(ordered.map((row) => [`${row.route}${row.on ? ` (${row.on})` : ''}`, row] as const))('%s', (_title, row) => {
  const title = `lets in ${described(row.letIn)}${row.notFoundFor ? `; ${row.notFoundFor.join(', ')} find nothing there (404)` : ''}; refuses everyone else with 401 or 403`;
  test(title, async () => {
    const [method, route] = row.route.split(' ') as [string, string];
    const path = row.path?.() ?? route;
    // Refused callers first: what a caller who is let in changes cannot change their answer.
    const order = [...callers.kinds.filter((w) => !row.letIn.includes(w)), ...callers.kinds.filter((w) => row.letIn.includes(w))];
    const answers: Partial<Record<Who, string>> = {};
    const wanted: Partial<Record<Who, string>> = {};
    for (const who of order) {
      wanted[who] = expected(row, who);
      answers[who] = verdict(row, wanted[who] as Expected, await fie.request(method, path, row.body?.(who), callers.token(who)));
    }
    if (row.endsSessions) await callers.keepSignedIn();
    expect(answers).toEqual(wanted);
  });
});
