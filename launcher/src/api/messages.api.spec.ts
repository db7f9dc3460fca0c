import { addMember, createOrganization } from '../testing/organizations';
import { listHouse, signUpOwner } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let seeker: Person;
let other: Person;
let house: { id: string; ownerId: string };

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'kwame.owner@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  seeker = await fie.signUpAndConfirm({ email: 'ama.seeker@example.com', firstName: 'Ama', lastName: 'Mensah' });
  other = await fie.signUpAndConfirm({ email: 'esi.other@example.com', firstName: 'Esi', lastName: 'Owusu' });
  house = await listHouse(fie, owner.token);
}, 90_000);
afterAll(async () => fie.stop());

const send = (token: string, body: unknown) => fie.request('POST', '/api/messages/send-message', body, token);
const inbox = (token: string, query = '') => fie.request('GET', `/api/messages/fetch-messages${query}`, undefined, token);

describe('POST /api/messages/send-message', () => {
  test('When a seeker messages the owner about a house, then it answers 201 with the stored message', async () => {
    const res = await send(seeker.token, { to: owner.user.id, message: '  Is the house still available?  ', property_id: house.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ from: seeker.user.id, to: owner.user.id, message: 'Is the house still available?', property_id: house.id, fromName: 'Ama M.', mine: true });
    expect(res.body._id).toEqual(expect.any(String));
    expect(res.body.createdAt).toBe(res.body.created_at);
  });

  test('When the owner opens their inbox, then the conversation shows the seeker, the house, the last message and one unread', async () => {
    const res = await inbox(owner.token);
    expect(res.status).toBe(200);
    const [conversation] = res.body.result.messages;
    expect(conversation).toMatchObject({
      partner: { id: seeker.user.id, kind: 'user', name: 'Ama M.' },
      as: { id: owner.user.id, kind: 'user' },
      property: { _id: house.id, title: '3 bedroom house in East Legon', status: 'published' },
      lastMessage: { message: 'Is the house still available?', mine: false },
      unread: 1,
    });
    expect(conversation.property.thumbnail).toMatch(/thumb\.webp$/);
    expect(JSON.stringify(res.body)).not.toContain('ama.seeker@example.com');
  });

  test('An email is accepted as the recipient, and the spec\'s GET /api/messages?email= reads the conversation oldest first', async () => {
    const reply = await send(owner.token, { to: 'ama.seeker@example.com', message: 'Yes, come on Saturday' });
    expect(reply.status).toBe(201);
    const res = await fie.request('GET', '/api/messages?email=kwame.owner%40example.com', undefined, seeker.token);
    expect(res.status).toBe(200);
    expect(res.body.messages.map((m: { message: string }) => m.message)).toEqual(['Is the house still available?', 'Yes, come on Saturday']);
    expect(res.body.messages[1]).toMatchObject({ from: owner.user.id, to: seeker.user.id, mine: false });
    expect(res.body.hasMore).toBe(false);
    expect(res.body.conversation.partner.name).toBe('Kwame B.');
  });

  test('Bad input is refused with a field message and changes nothing', async () => {
    const before = await fie.stores.events.headPosition();
    const cases: [unknown, number, Record<string, string> | string][] = [
      [{ to: owner.user.id, message: '   ' }, 400, { message: 'Write a message' }],
      [{ to: owner.user.id, message: 'a'.repeat(4001) }, 400, { message: 'A message can be at most 4,000 characters' }],
      [{ message: 'Hello' }, 400, { to: 'Choose who to message' }],
      [{ to: owner.user.id, message: 42 }, 400, { message: 'Write a message' }],
      [{ to: seeker.user.id, message: 'Hello me' }, 400, 'You cannot message yourself'],
      [{ to: '00000000-0000-4000-8000-000000000000', message: 'Hello' }, 404, { to: 'We could not find the person or organization you are writing to' }],
      [{ to: 'nobody@example.com', message: 'Hello' }, 404, { to: 'We could not find the person or organization you are writing to' }],
      [{ to: owner.user.id, message: 'Hello', property_id: '00000000-0000-4000-8000-000000000000' }, 400, { property_id: 'This property does not exist' }],
    ];
    for (const [body, status, expected] of cases) {
      const res = await send(seeker.token, body);
      expect({ body, status: res.status }).toEqual({ body, status });
      if (typeof expected === 'string') expect(res.body.message).toBe(expected);
      else expect(res.body.errors).toMatchObject(expected);
    }
    expect(await fie.stores.events.headPosition()).toBe(before);
  });

  test('Visitors must sign in', async () => {
    expect((await send('', { to: owner.user.id, message: 'Hi' })).status).toBe(401);
    expect((await inbox('')).status).toBe(401);
  });

  test('Message text is kept as text: markup comes back exactly as written, never interpreted', async () => {
    const res = await send(other.token, { to: owner.user.id, message: '<img src=x onerror=alert(1)> & <b>hi</b>' });
    expect(res.body.message).toBe('<img src=x onerror=alert(1)> & <b>hi</b>');
  });
});

describe('reading', () => {
  test('When the owner marks the conversation read, then its unread count is 0 and the seeker sees the message as read', async () => {
    const [conversation] = (await inbox(owner.token)).body.result.messages.filter((c: { partner: { id: string } }) => c.partner.id === seeker.user.id);
    const res = await fie.request('POST', `/api/messages/${conversation.id}/read`, {}, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Marked as read', unread: 0 });
    const after = (await inbox(owner.token)).body.result.messages.find((c: { id: string }) => c.id === conversation.id);
    expect(after.unread).toBe(0);
    const thread = await fie.request('GET', `/api/messages?conversation=${conversation.id}`, undefined, seeker.token);
    expect(thread.body.messages[0].readAt).toEqual(expect.any(String));
  });

  test('Nobody outside a conversation reads it or marks it: it is not found', async () => {
    const conversation = (await inbox(owner.token)).body.result.messages.find((c: { partner: { id: string } }) => c.partner.id === seeker.user.id);
    expect((await fie.request('GET', `/api/messages?conversation=${conversation.id}`, undefined, other.token)).status).toBe(404);
    expect((await fie.request('POST', `/api/messages/${conversation.id}/read`, {}, other.token)).status).toBe(404);
    expect((await fie.request('GET', `/api/messages?message=${conversation.lastMessage.id}`, undefined, other.token)).status).toBe(404);
  });

  test('A long conversation pages backwards with a before cursor', async () => {
    const a = await fie.signUpAndConfirm({ email: 'pager.a@example.com' });
    const b = await fie.signUpAndConfirm({ email: 'pager.b@example.com' });
    for (let i = 1; i <= 5; i++) expect((await send(a.token, { to: b.user.id, message: `message ${i}` })).status).toBe(201);
    const last = await fie.request('GET', `/api/messages?with=${a.user.id}&limit=2`, undefined, b.token);
    expect(last.body.messages.map((m: { message: string }) => m.message)).toEqual(['message 4', 'message 5']);
    expect(last.body.hasMore).toBe(true);
    const earlier = await fie.request('GET', `/api/messages?with=${a.user.id}&limit=2&before=${last.body.messages[0].id}`, undefined, b.token);
    expect(earlier.body.messages.map((m: { message: string }) => m.message)).toEqual(['message 2', 'message 3']);
  });
});

describe('notifications', () => {
  test('A message received is a notification linking to it, counted until read; the text itself is not in it', async () => {
    const res = await fie.request('GET', '/api/notifications', undefined, seeker.token);
    expect(res.status).toBe(200);
    const latest = res.body.result.notifications[0];
    expect(latest).toMatchObject({ kind: 'message', title: 'New message from Kwame B.', read: false });
    expect(latest.link).toBe(`/owner-dashboard#messages/${latest.messageId}`);
    expect(JSON.stringify(latest)).not.toContain('Saturday');
    expect(res.body.result.unread).toBeGreaterThan(0);
  });

  test('POST /api/notifications/read marks by id, or all; bad input is a 400', async () => {
    const list = (await fie.request('GET', '/api/notifications', undefined, owner.token)).body.result;
    expect(list.unread).toBeGreaterThan(0);
    const one = list.notifications.find((n: { read: boolean }) => !n.read);
    const byId = await fie.request('POST', '/api/notifications/read', { ids: [one.id] }, owner.token);
    expect(byId.status).toBe(200);
    expect(byId.body.result.unread).toBe(list.unread - 1);
    const all = await fie.request('POST', '/api/notifications/read', { all: true }, owner.token);
    expect(all.body.result.unread).toBe(0);
    expect((await fie.request('POST', '/api/notifications/read', { ids: [] }, owner.token)).status).toBe(400);
    expect((await fie.request('POST', '/api/notifications/read', { all: 'yes' }, owner.token)).status).toBe(400);
  });
});

describe('blocking and reporting', () => {
  test('A person who is blocked cannot message the one who blocked them, until unblocked', async () => {
    const blocker = await fie.signUpAndConfirm({ email: 'blocker@example.com' });
    const pest = await fie.signUpAndConfirm({ email: 'pest@example.com' });
    expect((await send(pest.token, { to: blocker.user.id, message: 'Hello?' })).status).toBe(201);
    const blocked = await fie.request('POST', '/api/messages/block', { party: pest.user.id }, blocker.token);
    expect(blocked.body).toMatchObject({ blocked: true });
    const refused = await send(pest.token, { to: blocker.user.id, message: 'Hello again' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'Blocked', message: 'You cannot message this person' });
    expect((await inbox(blocker.token)).body.result.messages[0]).toMatchObject({ blocked: true, lastMessage: { message: 'Hello?' } });
    expect((await fie.request('GET', '/api/messages/blocked', undefined, blocker.token)).body.result.blocked).toEqual([{ id: pest.user.id, kind: 'user', name: 'Ama M.' }]);
    expect((await send(blocker.token, { to: pest.user.id, message: 'Stop' })).body.code).toBe('YouBlocked');
    await fie.request('POST', '/api/messages/unblock', { party: pest.user.id }, blocker.token);
    expect((await send(pest.token, { to: blocker.user.id, message: 'Sorry' })).status).toBe(201);
  });

  test('The recipient reports a message once; the report is kept for moderators; the author cannot report it', async () => {
    const scammer = await fie.signUpAndConfirm({ email: 'scammer@example.com' });
    const sent = await send(scammer.token, { to: other.user.id, message: 'Send 2,000 cedis by MoMo first to book the viewing' });
    const reported = await fie.request('POST', `/api/messages/${sent.body.id}/report`, { reason: 'scam', details: 'Asked for money before a viewing' }, other.token);
    expect(reported.status).toBe(201);
    expect(reported.body).toMatchObject({ message: 'Report received', reportId: expect.any(String) });
    expect((await fie.request('POST', `/api/messages/${sent.body.id}/report`, { reason: 'scam' }, other.token)).status).toBe(409);
    expect((await fie.request('POST', `/api/messages/${sent.body.id}/report`, { reason: 'scam' }, scammer.token)).status).toBe(400);
    expect((await fie.request('POST', `/api/messages/${sent.body.id}/report`, { reason: 'because' }, other.token)).status).toBe(400);
    const stored = await fie.stores.documents.collection('message_reports').get(reported.body.reportId);
    expect(stored).toMatchObject({ messageId: sent.body.id, reason: 'scam', details: 'Asked for money before a viewing', status: 'open' });
  });
});

describe('limits', () => {
  test('The 31st message in a minute is answered 429 with Retry-After', async () => {
    const fast = await fie.signUpAndConfirm({ email: 'fast@example.com' });
    for (let i = 0; i < 30; i++) expect((await send(fast.token, { to: owner.user.id, message: `ping ${i}` })).status).toBe(201);
    const res = await send(fast.token, { to: owner.user.id, message: 'one too many' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('organizations share an inbox', () => {
  test('A seeker messages an organization; its login and its members with List Properties read and answer it; others cannot', async () => {
    const org = await createOrganization(fie, { name: 'Accra Homes', email: 'hello@accrahomes.example.com', url_name: 'accrahomes' });
    const agent = await fie.signUpAndConfirm({ email: 'agent@example.com', firstName: 'Yaw', lastName: 'Darko' });
    const clerk = await fie.signUpAndConfirm({ email: 'clerk@example.com' });
    await addMember(fie, org.token, { ...agent.user, token: agent.token }, ['list_properties']);
    await addMember(fie, org.token, { ...clerk.user, token: clerk.token }, ['manage_users']);
    const listing = await listHouse(fie, agent.token, { title: 'Office space in Osu' });
    expect(listing.organizationId).toBe(org.id);
    expect((await send(seeker.token, { to: org.id, message: 'Is the office free in January?', property_id: listing.id })).status).toBe(201);

    const orgInbox = (await inbox(org.token)).body.result.messages;
    expect(orgInbox[0]).toMatchObject({ as: { kind: 'organization', name: 'Accra Homes' }, partner: { name: 'Ama M.' }, unread: 1 });
    const agentInbox = (await inbox(agent.token, '?as=organization')).body.result.messages;
    expect(agentInbox.map((c: { id: string }) => c.id)).toEqual([orgInbox[0].id]);
    expect((await inbox(clerk.token, '?as=organization')).body.result.messages).toEqual([]);

    const reply = await send(agent.token, { to: seeker.user.id, message: 'Yes, from the 5th', as: org.id });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ from: org.id, fromName: 'Accra Homes', sentBy: 'Yaw D.' });
    expect((await send(clerk.token, { to: seeker.user.id, message: 'Hi', as: org.id })).status).toBe(403);
    const thread = await fie.request('GET', `/api/messages?with=${org.id}`, undefined, seeker.token);
    expect(thread.body.messages.map((m: { fromName: string }) => m.fromName)).toEqual(['Ama M.', 'Accra Homes']);
    const orgNotes = (await fie.request('GET', '/api/notifications', undefined, org.token)).body.result.notifications;
    expect(orgNotes[0].link).toMatch(/^\/organization-dashboard#messages\//);
  });
});

describe('deleting an account (Act 843)', () => {
  test('leaves the other side\'s conversation, saying the message was deleted with its author\'s account, and nothing readable in the log', async () => {
    const leaver = await fie.signUpAndConfirm({ email: 'leaver@example.com', firstName: 'Kojo', lastName: 'Asante', password: 'Akwaaba#2026' });
    await send(leaver.token, { to: owner.user.id, message: 'My secret phone is 0244999888' });
    const del = await fie.request('DELETE', '/api/auth/user', { password: 'Akwaaba#2026' }, leaver.token);
    expect(del.status).toBe(200);
    const thread = await fie.request('GET', `/api/messages?with=${leaver.user.id}`, undefined, owner.token);
    expect(thread.status).toBe(200);
    expect(thread.body.messages[0]).toMatchObject({ message: "This message was deleted with its author's account", erased: true });
    expect(thread.body.conversation.partner.name).toBe('Deleted account');
    const log = await fie.stores.events.readAll();
    expect(JSON.stringify(log)).not.toContain('0244999888');
  });
});
