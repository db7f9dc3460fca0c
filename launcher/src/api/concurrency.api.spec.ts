import { listHouse, signUpOwner } from '../testing/listings';
import { samplePerson, startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

// Many people doing the same thing at the same moment, over HTTP against one marketplace: exactly one wins,
// and everyone else gets a clear answer that changes nothing.
let fie: TestMarketplace;
beforeAll(async () => {
  fie = await startTestMarketplace();
}, 60_000);
afterAll(async () => fie.stop());

const at = (days: number, time: string) => `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}:00.000Z`;

test('50 sign-ups at once with one email make exactly one account; the others are told the email is taken', async () => {
  const email = 'kwesi.race@example.com';
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) => new Promise((r) => setTimeout(r, i * 3)).then(() => fie.request('POST', '/api/auth/signup', { ...samplePerson, email, firstName: `Kwesi${String.fromCharCode(97 + (i % 26))}` }))),
  );
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  const refused = answers.filter((a) => a.status !== 201);
  expect(refused).toHaveLength(49);
  for (const a of refused) expect(a).toMatchObject({ status: 409, body: { code: 'UsernameExistsException', message: expect.stringMatching(/email/i) } });

  // One account in the log, and the one that answered 201 is the one that can confirm and sign in.
  const signUps = (await fie.stores.events.readAll()).filter((e) => e.type === 'UserSignedUp');
  expect(signUps.map((e) => e.streamId)).toEqual([`user-${answers.find((a) => a.status === 201)!.body.userId}`]);
  await fie.request('POST', '/api/auth/confirm', { email, code: await fie.latestCode(email) });
  expect((await fie.request('POST', '/api/auth/login', { email, password: samplePerson.password })).status).toBe(200);
}, 120_000);

test('20 seekers booking one viewing slot at once: exactly one viewing is requested, the others are offered the free slots', async () => {
  const owner = await signUpOwner(fie, { email: 'kwame.race@example.com', firstName: 'Kwame', lastName: 'Boateng' });
  const house = await listHouse(fie, owner.token);
  const seekers = [];
  for (let i = 0; i < 20; i++) seekers.push(await fie.signUpAndConfirm({ email: `seeker${i}.race@example.com`, firstName: 'Efua', lastName: `Race${String.fromCharCode(97 + i)}` }));
  const slot = at(4, '11:00');

  const answers = await Promise.all(seekers.map((s) => fie.request('POST', '/api/properties/book-viewing', { owner_id: owner.user.id, property_id: house.id, date: slot }, s.token)));
  expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
  const refused = answers.filter((a) => a.status !== 201);
  expect(refused.map((a) => a.status)).toEqual(Array(19).fill(409));
  for (const a of refused) expect(a.body.message).toMatch(/taken|booked|another time/i);

  // The owner's calendar has that one viewing, and the slot is no longer free.
  const bookings = await fie.request('GET', `/api/properties/search-bookings?owner_id=${owner.user.id}`, undefined, owner.token);
  expect(bookings.body.result.bookings).toEqual([expect.objectContaining({ date: slot, status: 'pending' })]);
  const viewings = (await fie.stores.events.readAll()).filter((e) => e.type === 'ViewingRequested');
  expect(viewings).toHaveLength(1);
}, 180_000);
