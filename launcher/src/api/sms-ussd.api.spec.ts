import { readOutbox, smsSegments } from '@fie/stores';
import { eventually, phoneGateway } from '../testing/phone';
import { listHouse, signUpOwner, uploadPhotos } from '../testing/listings';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/** Issue 23: search by SMS and by USSD, through the gateways' callbacks, read back from the SMS outbox. */
const SECRET = 'gateway-secret-for-tests-0001';
let fie: TestMarketplace;
let owner: { token: string };
const listed: Record<string, { id: string }> = {};
const MADINA = { location: { type: 'Point', coordinates: [-0.166, 5.676] }, location_details: { town: 'Madina', city: 'Accra', region: 'greater_accra' } };

beforeAll(async () => {
  fie = await startTestMarketplace({ GATEWAY_SECRET: SECRET });
  owner = await signUpOwner(fie, { email: 'kojo.sms@example.com', phoneNumber: '0241115555' });
  const images = await uploadPhotos(fie, owner.token);
  const home = (title: string, over: Record<string, unknown>) => listHouse(fie, owner.token, { images, title, ...MADINA, ...over });
  listed.apartment = await home('2 bedroom apartment in Madina', { type: 'apartment', bedrooms: 2, price: '1,500' });
  // GHS 18,000 a year is GHS 1,500 a month: a rent compares by the month.
  listed.yearly = await home('3 bedroom house in Madina', { bedrooms: 3, price: '18,000', payment_plan: 'YEARLY', show_phone: false });
  listed.dear = await home('Big house in Madina', { bedrooms: 4, price: '9,000' });
  listed.third = await home('2 bedroom house in Madina', { bedrooms: 2, price: '1,200' });
  listed.fourth = await home('Another 2 bedroom house in Madina', { bedrooms: 2, price: '1,000' });
}, 60_000);
afterAll(async () => fie.stop());

const { sms, textsTo, lastTextTo, ussd } = phoneGateway(() => fie, SECRET);
const codeOf = (reply: string, words: RegExp) => reply.split('\n').find((line) => words.test(line))?.slice(0, 4) ?? '';

describe('POST /api/sms/inbound', () => {
  test('When a callback comes without the secret or with a wrong one, then it is a 401 and nothing is texted', async () => {
    expect((await fie.request('POST', '/api/sms/inbound', { from: '0241110000', text: 'rent Madina' })).status).toBe(401);
    expect((await sms('0241110000', 'rent Madina', 'not-the-secret-at-all')).status).toBe(401);
    expect(await textsTo('+233241110000')).toEqual([]);
  });

  test('When a seeker texts a search, then three matches come back with codes in GHS a month, MORE gives the next, and a code gives the details and the lister’s number', async () => {
    const seeker = '+233241110001';
    expect((await sms('0241110001', 'rent 2 bed Madna 1600')).status).toBe(200);
    const first = await lastTextTo(seeker);
    expect(first).toMatch(/^Fie: 4 found\.\n/);
    expect(first).toContain('GHS 1,500/mo');
    expect(first).not.toContain('9,000');
    expect(first).toMatch(/MORE for more/);
    expect(smsSegments(first)).toBeLessThanOrEqual(2);
    const lines = first.split('\n').filter((l) => /^[A-Z2-9]{4} /.test(l));
    expect(lines).toHaveLength(3);

    await sms('0241110001', 'MORE');
    const more = await lastTextTo(seeker);
    expect(more.split('\n').filter((l) => /^[A-Z2-9]{4} /.test(l))).toHaveLength(1);

    const apartment = codeOf(`${first}\n${more}`, /Apartment/);
    await sms('0241110001', apartment.toLowerCase());
    const details = await lastTextTo(seeker);
    expect(details).toContain('Apartment, Madina, GHS 1,500/mo');
    expect(details).toContain('Call the lister: 024 111 5555');
  });

  test('When the code is of a listing whose number is hidden, then the seeker is promised a call and the lister gets their number, counted in the lister’s figures', async () => {
    const seeker = '+233241110002';
    await sms('0241110002', 'rent 3 bed house Madina');
    const found = await lastTextTo(seeker);
    const code = codeOf(found, /3-bed House/);
    await sms('0241110002', code);
    const reply = await lastTextTo(seeker);
    expect(reply).toContain('we have passed yours on');
    expect(reply).not.toContain('024 111 5555');
    const mail = await eventually(async () => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes('kojo.sms@example.com') && /by SMS/.test(m.subject)), (m) => m.length > 0);
    expect(mail[0]!.text).toContain('024 111 0002');
    const figures = await eventually(async () => (await fie.request('GET', '/api/dashboard/figures', undefined, owner.token)).body.result.lister.figures as any[], (all) => all.find((f) => f.key === 'smsEnquiries')?.total >= 2);
    // The apartment's details were asked for in the test before, with its number shown: an enquiry all the same.
    expect(figures.find((f) => f.key === 'smsEnquiries')).toMatchObject({ label: 'Enquiries by SMS', total: 2, perListing: { [listed.yearly!.id]: 1, [listed.apartment!.id]: 1 } });
  });

  test('When a seeker sets an ALERT, then a new matching listing is texted to them once; after STOP they get nothing more', async () => {
    const seeker = '+233241110003';
    // Africa's Talking's own callback: form-encoded, with its date and id.
    const form = await fetch(`${fie.url}/api/sms/inbound`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fie-secret': SECRET },
      body: new URLSearchParams({ from: '+233241110003', to: '1234', text: 'chamber and hall Madina', date: '2026-11-27 10:00:00', id: 'ATXid_1' }),
    });
    expect(form.status).toBe(200);
    expect(await lastTextTo(seeker)).toMatch(/nothing listed yet for chamber and hall in Madina/);
    await sms('0241110003', 'ALERT');
    expect(await lastTextTo(seeker)).toMatch(/^Fie: alert set for chamber and hall in Madina/);
    const chamber = await listHouse(fie, owner.token, { title: 'Chamber and hall in Madina', type: 'chamber_and_hall', bedrooms: 1, price: '700', ...MADINA });
    const alerts = await eventually(async () => (await textsTo(seeker)).filter((m) => m.text.startsWith('Fie alert')), (m) => m.length > 0);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.text).toContain('Chamber and hall, Madina, GHS 700/mo');
    // The alert's code works by SMS, though it was not in the last results.
    await sms('0241110003', alerts[0]!.text.slice('Fie alert: new '.length, 'Fie alert: new '.length + 4));
    expect(await lastTextTo(seeker)).toContain('Chamber and hall, Madina');
    expect((await textsTo(seeker)).filter((m) => m.text.includes(chamber.id))).toEqual([]);

    await sms('0241110003', 'STOP');
    expect(await lastTextTo(seeker)).toMatch(/no more texts from Fie/);
    const before = (await textsTo(seeker)).length;
    await sms('0241110003', 'rent Madina');
    await listHouse(fie, owner.token, { title: 'Another chamber and hall', type: 'chamber_and_hall', bedrooms: 1, price: '650', ...MADINA });
    await new Promise((r) => setTimeout(r, 500));
    expect(await textsTo(seeker)).toHaveLength(before);
  });

  test('When a text cannot be read, then one example comes back', async () => {
    await sms('0241110004', 'hello there');
    expect(await lastTextTo('+233241110004')).toMatch(/^Fie: text what you want and where, e.g\. "rent 2 bed Madina 1500"/);
  });

  test('When nothing is listed at the place, then the nearest come back with how far, and ALERT is for the place itself (issue 32)', async () => {
    const seeker = '+233241110011';
    // Dansoman is some 17 km from Kasoa: beyond Kasoa's own 15 km, within the next step, 25 km. Madina is 32 km away.
    const dansoman = await listHouse(fie, owner.token, { title: 'Chamber and hall in Dansoman', type: 'chamber_and_hall', bedrooms: 1, price: '600', location: { type: 'Point', coordinates: [-0.26, 5.55] }, location_details: { town: 'Dansoman', city: 'Accra', region: 'greater_accra' } });
    await sms('0241110011', 'chamber and hall Kasoa');
    const reply = await lastTextTo(seeker);
    expect(reply).toMatch(/^Fie: no chamber and hall in Kasoa yet\. 1 within 25 km:\n[A-Z2-9]{4} 1-bed Chamber and hall, Dansoman, GHS 600\/mo\n/);
    expect(reply).toContain('ALERT to be texted when one is listed there');
    expect(smsSegments(reply)).toBeLessThanOrEqual(2);
    await sms('0241110011', 'ALERT');
    expect(await lastTextTo(seeker)).toMatch(/^Fie: alert set for chamber and hall in Kasoa\./);
    await fie.request('DELETE', `/api/properties/${dansoman.id}`, undefined, owner.token);
  });

  test('A code from yesterday’s text works while its listing is advertised: after another search, and from another phone; once the listing is let it does not', async () => {
    const seeker = '+233241110012';
    await sms('0241110012', 'rent flat Madina');
    const apartment = codeOf(await lastTextTo(seeker), /Apartment/);
    expect(apartment).toMatch(/^[A-Z2-9]{4}$/);
    // A newer search replaces the last results; the code still names the apartment.
    await sms('0241110012', 'buy land Aburi');
    await sms('0241110012', apartment);
    expect(await lastTextTo(seeker)).toContain('Apartment, Madina, GHS 1,500/mo');
    // Whoever asks: a phone that never searched.
    await sms('0241110013', apartment);
    expect(await lastTextTo('+233241110013')).toContain('Apartment, Madina, GHS 1,500/mo');

    const third = codeOf(await (async () => {
      await sms('0241110014', 'rent 2 bed house Madina 1300');
      return lastTextTo('+233241110014');
    })(), /House, Madina, GHS 1,200/);
    expect((await fie.request('POST', `/api/properties/${listed.third!.id}/status`, { status: 'let' }, owner.token)).status).toBe(200);
    await sms('0241110013', third);
    expect(await lastTextTo('+233241110013')).toBe(`Fie: no listing on Fie has the code ${third} now. Text a new search, e.g. "rent 2 bed Madina 1500".`);
    await fie.request('POST', `/api/properties/${listed.third!.id}/status`, { status: 'published' }, owner.token);
  });

  test('When a number sends more than 20 texts in an hour, then the 21st gets one notice and later ones nothing', async () => {
    for (let i = 0; i < 22; i++) expect((await sms('0241110005', 'help')).status).toBe(200);
    const texts = await textsTo('+233241110005');
    expect(texts).toHaveLength(21);
    expect(texts.at(-1)!.text).toMatch(/many texts this hour/);
  });
});

describe('POST /api/ussd', () => {
  // Rent, Greater Accra, Madina, any kind, 2 bedrooms, GHS 1,600 typed.
  const madina = '1*1*4*8*2*1600';
  const nav = '\n0 Back 00 Home';

  test('When the secret is missing, then it is a 401', async () => {
    const res = await fetch(`${fie.url}/api/ussd`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'sessionId=1&phoneNumber=0241110006&text=' });
    expect(res.status).toBe(401);
  });

  test('When a seeker walks Rent, Greater Accra, Madina, any kind, 2 bedrooms, GHS 1,600, then three matches show, with Back and Home, and 1 texts them', async () => {
    expect((await ussd('0241110006', '')).text).toBe('CON Fie property search\n1 Rent\n2 Buy\n3 Short stay\n4 My alerts\n5 Language / Kasa');
    expect((await ussd('0241110006', '1')).text).toMatch(/^CON Region\?\n1 Greater Accra\n[\s\S]*\n99 More\n0 Back 00 Home$/);
    expect((await ussd('0241110006', '1*1')).text).toMatch(/^CON Town in Greater Accra\?\n1 Accra\n2 Tema\n3 Teshie\n4 Madina\n/);
    expect((await ussd('0241110006', '1*1*4')).text).toBe(`CON What kind of place?\n1 Single room\n2 Chamber and hall\n3 Self-contained\n4 Flat\n5 House\n6 Shop\n7 Land\n8 Any${nav}`);
    expect((await ussd('0241110006', '1*1*4*8')).text).toBe(`CON Bedrooms?\n1 One\n2 Two\n3 Three\n4 Four or more\n5 Any${nav}`);
    expect((await ussd('0241110006', '1*1*4*8*2')).text).toMatch(/^CON Highest rent a month\?\n1 Up to GHS 500\n[\s\S]*\n5 Any price\nOr type an amount, e\.g\. 1500\n0 Back 00 Home$/);
    const results = await ussd('0241110006', madina);
    expect(results.text).toMatch(/^CON [A-Z2-9]{4} [\s\S]*GHS 1,500\/mo[\s\S]*\n1 Text me details\n2 Set alert\n0 Back 00 Home$/);
    expect(results.text.length).toBeLessThanOrEqual(186);
    const texted = await ussd('0241110006', `${madina}*1`);
    expect(texted.text).toMatch(/^END We have texted you the details/);
    expect(await lastTextTo('+233241110006')).toMatch(/^Fie: 4 found\./);
  });

  test('A room-type search to the end: a flat in Madina finds the apartment alone, and its code then works by SMS', async () => {
    const results = await ussd('0241110009', '1*1*4*4*2*1600');
    expect(results.text).toMatch(/^CON [A-Z2-9]{4} 2-bed Apartment, Madina, GHS 1,500\/mo\n1 Text me details\n2 Set alert\n0 Back 00 Home$/);
    expect((await ussd('0241110009', '1*1*4*4*2*1600*1')).text).toMatch(/^END We have texted you/);
    const texted = await lastTextTo('+233241110009');
    expect(texted).toMatch(/^Fie: 1 found\.\n[A-Z2-9]{4} 2-bed Apartment, Madina/);
    await sms('0241110009', texted.split('\n')[1]!.slice(0, 4));
    expect(await lastTextTo('+233241110009')).toContain('Call the lister: 024 111 5555');
    // A chamber and hall is not asked its bedrooms.
    expect((await ussd('0241110009', '1*1*4*2')).text).toMatch(/^CON Highest rent a month\?/);
  });

  test('When a key is not on the screen, then the same screen shows again with a short hint, and the session goes on', async () => {
    expect((await ussd('0241110008', '1*1*4*x')).text).toBe(`CON That key is not on the list. Choose again:\nWhat kind of place?\n1 Single room\n2 Chamber and hall\n3 Self-contained\n4 Flat\n5 House\n6 Shop\n7 Land\n8 Any${nav}`);
    expect((await ussd('0241110008', '1*1*4*x*8')).text).toMatch(/^CON Bedrooms\?/);
    expect((await ussd('0241110008', '9')).text).toBe('CON That key is not on the list. Choose again:\nFie property search\n1 Rent\n2 Buy\n3 Short stay\n4 My alerts\n5 Language / Kasa');
    // A session from a number that is not Ghanaian still ends.
    expect((await ussd('12', '1')).text).toMatch(/^END /);
  });

  test('0 goes back one screen and 00 home, from any depth', async () => {
    expect((await ussd('0241110010', '1*1*4*8*0')).text).toBe((await ussd('0241110010', '1*1*4')).text);
    expect((await ussd('0241110010', '1*1*4*8*0*0')).text).toBe((await ussd('0241110010', '1*1')).text);
    expect((await ussd('0241110010', `${madina}*00`)).text).toBe('CON Fie property search\n1 Rent\n2 Buy\n3 Short stay\n4 My alerts\n5 Language / Kasa');
    expect((await ussd('0241110010', `${madina}*00*2*1*4`)).text).toMatch(/^CON What kind of place\?\n1 House\n2 Flat\n3 Land\n4 Shop\n5 Any\n/);
  });

  test('When a seeker sets an alert by USSD, then My alerts lists it on a screen with Back and Home', async () => {
    expect((await ussd('0241110007', `${madina}*2`)).text).toBe('END Alert set for Madina. We will text you new listings. Text STOP to end.');
    const alerts = await eventually(() => ussd('0241110007', '4'), (r) => r.text.includes('Madina'));
    expect(alerts.text).toMatch(/^CON Your alerts:\n1 .*Madina[\s\S]*\nText STOP to end them\.\n0 Back 00 Home$/);
    expect((await ussd('0241110007', '4*0')).text).toMatch(/^CON Fie property search/);
  });
});
