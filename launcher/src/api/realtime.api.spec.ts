import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signToken } from '@fie/platform';
import { latestSmsTo, readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { openSocket } from '../testing/sockets';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';
import { waitFor } from '../testing/wait';

type Person = { token: string; user: { id: string }; email: string };
let fie: TestMarketplace;
let owner: Person;
let seeker: Person;
let house: { id: string };

beforeAll(async () => {
  fie = await startTestMarketplace();
  owner = await signUpOwner(fie, { email: 'kwame.live@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244123456' });
  seeker = await fie.signUpAndConfirm({ email: 'ama.live@example.com', firstName: 'Ama', lastName: 'Mensah', phoneNumber: '0201234567' });
  house = await listHouse(fie, owner.token);
}, 90_000);
afterAll(async () => fie.stop());

const send = (token: string, body: unknown) => fie.request('POST', '/api/messages/send-message', body, token);
// Mails about messages only (sign-up mailed a confirmation code too).
const mailsTo = async (email: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email) && m.subject.includes('sent you a message'));

describe('joining /api/ws', () => {
  test('A socket joins with its session token in the first frame and is told which inboxes it hears', async () => {
    const client = await openSocket(fie.url, owner.token);
    expect(client.frames[0]).toEqual({ type: 'joined', parties: [`user:${owner.user.id}`] });
    client.socket.send(JSON.stringify({ type: 'ping' }));
    await client.next('pong');
    client.close();
  });

  test('A first frame that is not a join closes with 4400; a bad token with 4401', async () => {
    const noJoin = await openSocket(fie.url);
    noJoin.socket.send(JSON.stringify({ type: 'join', username: 'ama' }));
    expect((await noJoin.closed).code).toBe(4400);
    const badToken = await openSocket(fie.url);
    badToken.socket.send(JSON.stringify({ type: 'join', token: 'not-a-token' }));
    expect((await badToken.closed).code).toBe(4401);
  });

  test('A socket closes with 4401 when its session expires', async () => {
    const { jwtSecret } = JSON.parse(readFileSync(join(fie.dataDir, 'secrets.json'), 'utf8'));
    const shortLived = signToken({ kind: 'user', id: seeker.user.id }, jwtSecret, 1);
    const client = await openSocket(fie.url, shortLived);
    expect((await client.closed).code).toBe(4401);
  });
});

describe('pushes', () => {
  test('A message reaches both sides\' open sockets, and the recipient a notification with its unread count; reading it tells the sender', async () => {
    const ownerSocket = await openSocket(fie.url, owner.token);
    const seekerSocket = await openSocket(fie.url, seeker.token);
    const sent = await send(seeker.token, { to: owner.user.id, message: 'Can I see it on Saturday?', property_id: house.id });
    expect(sent.status).toBe(201);

    const received = await ownerSocket.next('new-message', (f) => f.message.id === sent.body.id);
    expect(received.message).toMatchObject({ message: 'Can I see it on Saturday?', from: seeker.user.id, fromName: 'Ama M.', mine: false });
    expect(received.conversation).toMatchObject({ partner: { id: seeker.user.id }, unread: 1, property: { _id: house.id } });
    const notification = await ownerSocket.next('notification');
    expect(notification.notification).toMatchObject({ title: 'New message from Ama M.', link: `/owner-dashboard#messages/${sent.body.id}` });
    expect(notification.unread).toBe(1);
    expect((await seekerSocket.next('new-message')).message).toMatchObject({ id: sent.body.id, mine: true });

    await fie.request('POST', `/api/messages/${sent.body.conversationId}/read`, {}, owner.token);
    expect(await seekerSocket.next('message-read')).toMatchObject({ conversationId: sent.body.conversationId, reader: owner.user.id });
    ownerSocket.close();
    seekerSocket.close();
    await Promise.all([ownerSocket.closed, seekerSocket.closed]);
    await new Promise((r) => setTimeout(r, 50)); // the server hears the close a moment later
    await fie.realtime.presence.flush();
  });
});

describe('notifications of every feature', () => {
  test('An offer on a listing reaches the lister\'s open socket as a notification, like a message does', async () => {
    const ownerSocket = await openSocket(fie.url, owner.token);
    const offered = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 4000, currency: 'GHS', advance_months: 6, message: 'Would you take 4,000?' }, seeker.token);
    expect(offered.status).toBe(201);
    const frame = await ownerSocket.next('notification', (f) => f.notification.kind !== 'message');
    // The kind tells the site which list to ask again (the dashboard's Offers tab), and it already shows the offer.
    expect(frame.notification).toMatchObject({ kind: 'offer', title: expect.stringContaining('Ama M.') });
    expect(frame.unread).toBeGreaterThan(0);
    const received = await fie.request('GET', '/api/offers?role=received', undefined, owner.token);
    expect(received.body.result.offers.map((o: { id: string }) => o.id)).toContain(offered.body.result.id);
    ownerSocket.close();
    await ownerSocket.closed;
    await new Promise((r) => setTimeout(r, 50));
    await fie.realtime.presence.flush();
  });
});

describe('offline recipients', () => {
  test('are mailed once per conversation per 15 minutes, with a link back and an unsubscribe link, and never the sender\'s email or phone', async () => {
    const writer = await fie.signUpAndConfirm({ email: 'writer@example.com', firstName: 'Kojo', lastName: 'Asante', phoneNumber: '0209998888' });
    await send(writer.token, { to: owner.user.id, message: 'Hello, is the price negotiable?', property_id: house.id });
    await send(writer.token, { to: owner.user.id, message: 'And is there water every day?' });
    await waitFor(async () => (await mailsTo('kwame.live@example.com')).length > 0);
    await new Promise((r) => setTimeout(r, 300));
    const mails = (await mailsTo('kwame.live@example.com')).filter((m) => m.subject.includes('Kojo A.'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Kojo A. sent you a message on Fie about 3 bedroom house in East Legon');
    expect(mails[0]!.text).toContain('Hello, is the price negotiable?');
    expect(mails[0]!.text).toMatch(/Read and reply: http:\/\/localhost:\d+\/owner-dashboard#messages\//);
    expect(mails[0]!.text).toMatch(/\/api\/notifications\/unsubscribe\?token=/);
    expect(mails[0]!.text).not.toContain('writer@example.com');
    expect(mails[0]!.text).not.toContain('0209998888');
    expect(mails[0]!.text).not.toContain('209998888');
  });

  test('are not mailed while their socket is open', async () => {
    const online = await fie.signUpAndConfirm({ email: 'online@example.com' });
    const socket = await openSocket(fie.url, online.token);
    await fie.realtime.presence.flush();
    await send(seeker.token, { to: online.user.id, message: 'You are online' });
    await socket.next('new-message');
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo('online@example.com')).toEqual([]);
    socket.close();
  });

  test('who opted in to SMS get a text too; the unsubscribe link turns the mails off', async () => {
    const texter = await fie.signUpAndConfirm({ email: 'texter@example.com', phoneNumber: '0551234567' });
    const opted = await fie.request('PUT', '/api/notifications/preferences', { sms: { messages: true } }, texter.token);
    expect(opted.status).toBe(200);
    await send(seeker.token, { to: texter.user.id, message: 'Text me back' });
    await waitFor(async () => Boolean(await latestSmsTo(fie.stores.smsOutboxDir, '+233551234567')));
    const sms = await latestSmsTo(fie.stores.smsOutboxDir, '+233551234567');
    expect(sms!.text).toMatch(/^Fie: Ama M\. sent you a message\. Reply at http/);

    const mail = (await mailsTo('texter@example.com'))[0]!;
    const link = /unsubscribe\?token=(\S+)/.exec(mail.text)![1]!;
    const off = await fetch(`${fie.url}/api/notifications/unsubscribe?token=${link}`, { method: 'POST' });
    expect(off.status).toBe(200);
    const before = (await mailsTo('texter@example.com')).length;
    const another = await fie.signUpAndConfirm({ email: 'another@example.com' });
    await send(another.token, { to: texter.user.id, message: 'New conversation' });
    await new Promise((r) => setTimeout(r, 500));
    expect((await mailsTo('texter@example.com')).length).toBe(before);
  });
});

describe('the daily digest', () => {
  test('A person on the digest gets no mail per message, but one mail after 07:00 Accra time listing what is unread, once a day', async () => {
    const digester = await fie.signUpAndConfirm({ email: 'digest@example.com', firstName: 'Efua', lastName: 'Quaye' });
    expect((await fie.request('PUT', '/api/notifications/preferences', { digest: 'daily' }, digester.token)).status).toBe(200);
    await send(seeker.token, { to: digester.user.id, message: 'Morning news' });
    await new Promise((r) => setTimeout(r, 400));
    expect(await mailsTo('digest@example.com')).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    const digests = async () => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes('digest@example.com') && m.subject.includes('unread message'));
    await fie.notifier.sendDigests(new Date(`${today}T06:30:00Z`));
    expect(await digests()).toEqual([]);
    await fie.notifier.sendDigests(new Date(`${today}T07:05:00Z`));
    await fie.notifier.sendDigests(new Date(`${today}T09:00:00Z`));
    const sent = await digests();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('You have 1 unread message on Fie');
    expect(sent[0]!.text).toContain('Ama M.: 1 unread');
  });
});

