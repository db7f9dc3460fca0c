import { readOutbox } from '@fie/stores';
import { samplePerson, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Nobody can use Fie to flood a stranger (issue 12): calls that mail someone are limited per recipient and
 * per client address, an hour. Here the limits are 2 per recipient and 5 per address, so the test is short.
 */
let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace({ OUTBOUND_PER_RECIPIENT_PER_HOUR: '2', OUTBOUND_PER_ADDRESS_PER_HOUR: '5' });
}, 60_000);
afterAll(async () => fie.stop());

const mailsTo = async (email: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email)).length;
const contact = { name: 'Kojo Antwi', email: 'kojo@example.com', subject: 'Hello', message: 'A question about listing my shop in Kumasi' };

test('a third call within the hour that would mail the same person is refused with 429, and nothing is sent or stored', async () => {
  const victim = 'efua.stranger@example.com';
  expect((await fie.request('POST', '/api/organizations/register-organization', { name: 'Not Efua Homes', email: victim, phone: '0302212345', address: '12 Oxford Street, Osu, Accra', url_name: 'not_efua' })).status).toBe(201);
  expect((await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: victim })).status).toBe(201);
  const mailed = await mailsTo(victim);
  const head = await fie.stores.events.headPosition();

  const third = await fie.request('POST', '/api/auth/forgot-password', { email: victim });
  expect(third.status).toBe(429);
  expect(third.body).toEqual({ code: 'TooManyRequestsException', message: expect.stringMatching(/^We have sent several messages to this address in the last hour\. Please wait \d+ minutes? and try again\.$/) });
  expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
  // The same address in other letters is the same person.
  expect((await fie.request('POST', '/api/auth/resend-code', { email: victim.toUpperCase() })).status).toBe(429);
  expect(await fie.stores.events.headPosition()).toBe(head);
  expect(await mailsTo(victim)).toBe(mailed);
});

test('refused calls do not count, and one connection may mail at most five times an hour, the contact form included', async () => {
  // Two calls so far from this address. A sign-up refused for its password sends nothing and does not count.
  expect((await fie.request('POST', '/api/auth/signup', { ...samplePerson, email: 'kwesi@example.com', password: 'short', confirmPassword: 'short' })).status).toBe(400);
  for (let i = 0; i < 3; i++) expect((await fie.request('POST', '/api/contact', contact)).status).toBe(201);
  const head = await fie.stores.events.headPosition();
  const sixth = await fie.request('POST', '/api/contact', contact);
  expect(sixth.status).toBe(429);
  expect(sixth.body.message).toMatch(/^Too many messages have been sent from your connection in the last hour\. Please wait \d+ minutes? and try again\.$/);
  expect(await fie.stores.events.headPosition()).toBe(head);
});
