import { readOutbox } from '@fie/stores';
import { listHouse, signUpOwner } from '../testing/listings';
import { eventually, phoneGateway } from '../testing/phone';
import { startTestMarketplace, type TestMarketplace } from '../testing/test-marketplace';

/**
 * Issue 23, Ghanaian languages: a person's language is kept on their account (PUT /api/auth/language) and their mails
 * and texts follow it; by SMS and USSD, Fie answers in the language the phone last wrote in or chose.
 */
const SECRET = 'gateway-secret-for-languages-01';
let fie: TestMarketplace;
let ama: { token: string; user: { id: string } };
let kofi: { token: string; user: { id: string } };

beforeAll(async () => {
  fie = await startTestMarketplace({ GATEWAY_SECRET: SECRET });
  ama = await fie.signUpAndConfirm({ email: 'ama.twi@example.com', firstName: 'Ama', phoneNumber: '0244000101' });
  kofi = await fie.signUpAndConfirm({ email: 'kofi.ga@example.com', firstName: 'Kofi', lastName: 'Tetteh', phoneNumber: '0244000102' });
}, 60_000);
afterAll(async () => fie.stop());

const chooseLanguage = (token: string | undefined, body: unknown) => fie.request('PUT', '/api/auth/language', body, token);
const me = async (token: string) => (await fie.request('GET', '/api/auth/user', undefined, token)).body;
const mailsTo = async (email: string) => (await readOutbox(fie.stores.outboxDir)).filter((m) => m.to.includes(email));
const phone = phoneGateway(() => fie, SECRET);
const { sms, lastTextTo } = phone;
const ussd = (phoneNumber: string, text: string) => phone.ussd(phoneNumber, text, 'ATUid_lang').then((r) => r.text);

describe('PUT /api/auth/language', () => {
  test('When a person has never chosen, then their account says English; when they choose Twi, then it is saved and GET of the user shows it', async () => {
    expect((await me(ama.token)).language).toBe('en');
    const res = await chooseLanguage(ama.token, { language: 'tw' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Language saved', user: { id: ama.user.id, language: 'tw' } });
    expect((await me(ama.token)).language).toBe('tw');
    // The same choice again changes nothing and answers the same.
    expect((await chooseLanguage(ama.token, { language: 'tw' })).body).toMatchObject({ message: 'Language saved', user: { language: 'tw' } });
  });

  test('When the language is not one of Fie’s, or missing, then it is a 400 naming `language` and nothing changes; without a session it is a 401', async () => {
    for (const body of [{ language: 'fr' }, {}, { language: 'TWI' }]) {
      const res = await chooseLanguage(ama.token, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ language: 'Choose one of: en, tw, gaa, ee, ha.' });
    }
    expect((await me(ama.token)).language).toBe('tw');
    expect((await chooseLanguage(undefined, { language: 'ha' })).status).toBe(401);
  });
});

describe('mails and texts in the person’s language', () => {
  test('When a person who chose Twi asks for a password reset, then the mail is in Twi', async () => {
    await fie.request('POST', '/api/auth/forgot-password', { email: 'ama.twi@example.com' });
    const mail = (await mailsTo('ama.twi@example.com')).at(-1);
    expect(mail!.subject).toMatch(/^\d{6} ne code a wode bɛsesa wo Fie password$/);
    expect(mail!.text).toContain('Ɛte sɛn, Ama,');
    expect(mail!.text).toContain('Ne bere bɛtwa wɔ simma 30 mu.');
  });

  test('When someone messages a person who chose Ga, then the notifier mails them in Ga; an English reader still gets English', async () => {
    await chooseLanguage(kofi.token, { language: 'gaa' });
    await fie.request('POST', '/api/messages/send-message', { to: kofi.user.id, message: 'Ojekoo, is the room free?' }, ama.token);
    const [toKofi] = await eventually(() => mailsTo('kofi.ga@example.com').then((all) => all.filter((m) => m.subject.startsWith('Ama M.'))), (m) => m.length > 0);
    expect(toKofi!.subject).toBe('Ama M. ŋma bo wolo yɛ Fie nɔ');
    expect(toKofi!.text).toContain('Kane ni oha hetoo: ');
    await chooseLanguage(ama.token, { language: 'en' });
    await fie.request('POST', '/api/messages/send-message', { to: ama.user.id, message: 'Yes, come on Saturday' }, kofi.token);
    const [toAma] = await eventually(() => mailsTo('ama.twi@example.com').then((all) => all.filter((m) => m.subject.startsWith('Kofi T.'))), (m) => m.length > 0);
    expect(toAma!.subject).toBe('Kofi T. sent you a message on Fie');
    await chooseLanguage(ama.token, { language: 'tw' });
  });
});

describe('SMS and USSD in the phone’s language', () => {
  test('When a text is written with Twi words, then the reply is in Twi, and the phone keeps Twi for its next texts', async () => {
    await sms('0244000201', 'hye dan Madina');
    // Twi, its ɛ and ɔ written e and o so the text stays GSM-7.
    expect(await lastTextTo('+233244000201')).toBe('Fie: biribiara nni dwa so mma adan se wobehaye wo Madina seesei. Twere ALERT na se biako ba a yebeka akyere wo, anaa hwehwe kurow a eben ho.');
    await sms('0244000201', 'MORE');
    expect(await lastTextTo('+233244000201')).toMatch(/^Fie: biribi nka bio\. Twere nhwehwemu foforo/);
    // English words do not change it back; the language's name does.
    await sms('0244000201', 'help');
    expect(await lastTextTo('+233244000201')).toMatch(/^Fie: twere nea wope ne baabi, te se "haye dan Madina 1500"/);
    await sms('0244000201', 'ENGLISH');
    expect(await lastTextTo('+233244000201')).toBe('Fie: we will text you in English from now on. Text TWI, GA, EWE or HAUSA to change.');
    await sms('0244000201', 'help');
    expect(await lastTextTo('+233244000201')).toMatch(/^Fie: text what you want and where/);
  });

  test('When the phone belongs to an account that chose a language, then its texts are answered in it', async () => {
    await sms('0244000102', 'rent Madina'); // Kofi's phone; Kofi chose Ga
    expect(await lastTextTo('+233244000102')).toMatch(/^Fie: no ko be keha shiai koni ohayo ye Madina kebashi ngmene\./);
  });

  test('When a caller picks Twi under Language / Kasa, then it is recorded and later screens and texts are in Twi', async () => {
    const phone = '0244000301';
    expect(await ussd(phone, '')).toBe('CON Fie property search\n1 Rent\n2 Buy\n3 Short stay\n4 My alerts\n5 Language / Kasa');
    expect(await ussd(phone, '5')).toBe('CON Language / Kasa\n1 English\n2 Twi\n3 Ga\n4 Evegbe\n5 Hausa\n0 Back 00 Home');
    expect(await ussd(phone, '5*2')).toBe('END Fie bekasa Twi akyere wo afi seesei, ha ne SMS so. Fre bio na hwehwe.');
    expect(await ussd(phone, '')).toBe('CON Fie: hwehwe dan\n1 Haye\n2 To\n3 Short stay\n4 Me alerts\n5 Language / Kasa');
    expect(await ussd(phone, '1')).toMatch(/^CON Mantam\?\n1 Greater Accra\n/);
    await sms(phone, 'help');
    expect(await lastTextTo('+233244000301')).toMatch(/^Fie: twere nea wope ne baabi/);
  });

  test('Every language’s USSD screens fit 182 characters whole', async () => {
    for (const [n, phone] of ['0244000401', '0244000402', '0244000403', '0244000404', '0244000405'].entries()) {
      expect(await ussd(phone, `5*${n + 1}`)).toMatch(/^END /);
      for (const path of ['', '1', '1*1', '1*1*1', '1*1*1*4', '1*1*1*4*2', '1*1*1*4*2*3', '2*2*1*1', '3*1*99', '4', '9', '1*1*1*x']) {
        const screen = await ussd(phone, path);
        const shown = screen.replace(/^(CON|END) /, '');
        expect({ path, fits: shown.length <= 182, cut: shown.endsWith('...'), plain: /^[\n\x20-\x7e]*$/.test(shown) }).toEqual({ path, fits: true, cut: false, plain: true });
      }
    }
  });
});

describe('the API answers in the page language', () => {
  test('When the site sends Twi (X-Fie-Language: tw), then a refused sign-in says why in Twi, field by field, and its code stays the same', async () => {
    const answer = await fie.request('POST', '/api/auth/login', { email: '', password: '' }, undefined, { 'X-Fie-Language': 'tw' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ email: 'Ɛsɛ sɛ wokyerɛw wo email', password: 'Ɛsɛ sɛ wokyerɛw wo password' });
    expect(answer.body.code).toBe('ValidationError');
  });

  test('When a device chose Twi (its fie_lang cookie), then a wrong password is refused in Twi; without a language, in English as the spec words it', async () => {
    const twi = await fie.request('POST', '/api/auth/login', { email: 'ama.twi@example.com', password: 'Wrong#pass1' }, undefined, { cookie: 'fie_lang=tw' });
    expect(twi).toMatchObject({ status: 401, body: { message: 'Email anaa password no nteɛ', code: 'NotAuthorizedException' } });
    const english = await fie.request('POST', '/api/auth/login', { email: 'ama.twi@example.com', password: 'Wrong#pass1' });
    expect(english).toMatchObject({ status: 401, body: { message: 'Incorrect email or password' } });
  });

  test('When a command succeeds for a Twi page, then its message is Twi too', async () => {
    const answer = await fie.request('POST', '/api/auth/login', { email: 'ama.twi@example.com', password: 'Akwaaba#2026' }, undefined, { 'X-Fie-Language': 'tw' });
    expect(answer).toMatchObject({ status: 200, body: { message: 'Woaba mu' } });
  });
});

describe('every feature answers in the page language', () => {
  const TWI = { 'X-Fie-Language': 'tw' };
  let kwame: { token: string; user: { id: string } };
  let house: { id: string };
  beforeAll(async () => {
    kwame = await signUpOwner(fie, { email: 'kwame.twi.owner@example.com', firstName: 'Kwame', lastName: 'Boateng', phoneNumber: '0244000103' });
    house = await listHouse(fie, kwame.token);
  }, 60_000);

  test('When the listing form is sent empty from a Twi page, then every field says what it needs in Twi, the same fields as in English', async () => {
    const twi = await fie.request('POST', '/api/properties/create-residential', {}, kwame.token, TWI);
    const english = await fie.request('POST', '/api/properties/create-residential', {}, kwame.token);
    expect(twi.status).toBe(400);
    expect(Object.keys(twi.body.errors).sort()).toEqual(Object.keys(english.body.errors).sort());
    expect(twi.body.errors).toMatchObject({ description: 'Kyerɛ agyapadeɛ yi ho nsɛm mu yie', price: 'Ɛsɛ sɛ wokyerɛw agyapadeɛ no boɔ', bedrooms: 'Ɛsɛ sɛ wokyerɛw pia dodoɔ' });
    expect(english.body.errors).toMatchObject({ description: 'Please provide a detailed description of this property', price: 'Property price is required', bedrooms: 'Number of bedrooms is required' });
    // No field keeps its English.
    expect(Object.entries(twi.body.errors).filter(([field, message]) => message === english.body.errors[field])).toEqual([]);
    expect(twi.body.message).toBe(twi.body.errors[Object.keys(twi.body.errors)[0]!]);
  });

  test('When an owner offers on his own listing from a Twi page, then the rule is said in Twi, its code unchanged', async () => {
    const answer = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: 4000, currency: 'GHS', advance_months: 3 }, kwame.token, TWI);
    expect(answer).toMatchObject({ status: 400, body: { code: 'OwnListing', message: 'Wontumi nka boɔ wɔ wo ara wo dawurubɔ so' } });
  });

  test('When a seeker makes an offer from a Twi page, then it is sent in Twi, and her offers say where it stands in Twi (English for an English page)', async () => {
    const sent = await fie.request('POST', `/api/properties/${house.id}/offers`, { amount: '4,000', currency: 'GHS', advance_months: 3 }, ama.token, TWI);
    expect(sent).toMatchObject({ status: 201, body: { message: 'Wɔde boɔ no akɔ' } });
    const [mine] = (await fie.request('GET', '/api/offers', undefined, ama.token, TWI)).body.result.offers;
    expect(mine).toMatchObject({ status: 'open', statusText: 'Yɛretwɛn nea ɔde too dwa no' });
    const [english] = (await fie.request('GET', '/api/offers', undefined, ama.token)).body.result.offers;
    expect(english.statusText).toBe('Waiting for the lister');
  });

  test('When what is asked for is not there, then the 404 says so in Twi', async () => {
    expect(await fie.request('GET', '/api/offers/00000000-0000-4000-8000-000000000000', undefined, ama.token, TWI)).toMatchObject({ status: 404, body: { code: 'OfferNotFound', message: 'Yɛanhunu boɔ no' } });
    expect(await fie.request('GET', '/api/offers/00000000-0000-4000-8000-000000000000', undefined, ama.token)).toMatchObject({ status: 404, body: { message: 'Offer not found' } });
  });

  test('When a viewing is asked outside the lister\'s hours from a Twi page, then the refusal, the weekday, the day and its free times are all in Twi', async () => {
    const date = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const answer = await fie.request('POST', '/api/properties/book-viewing', { owner_id: kwame.user.id, property_id: house.id, date: `${date}T07:00:00.000Z` }, ama.token, TWI);
    expect(answer.status).toBe(400);
    const weekday = new Intl.DateTimeFormat('ak-GH', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    const day = new Intl.DateTimeFormat('ak-GH', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    expect(answer.body.message).toBe(`${weekday} biara, kɔhwɛ yɛ 08:00 kosi 18:00. Bere a ɛda hɔ wɔ ${day}: ${answer.body.message.split(': ').at(-1)}`);
    expect(answer.body.message).toMatch(/: 08:00, 08:30, .*17:30$/);
    expect(answer.body.errors.date).toBe(answer.body.message);
  });

  test('When a phone without JavaScript asks for the number from a Twi page, then the page it gets is in Twi', async () => {
    const res = await fetch(`${fie.url}/api/properties/${house.id}/phone-reveals`, { method: 'POST', headers: { accept: 'text/html', cookie: 'fie_lang=tw', 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain('Nea ɔde too dwa no nɔma: <strong>024 400 0103</strong>');
    expect(html).toContain('>Frɛ</a>');
    expect(html).toContain('>San kɔ dawurubɔ no so</a>');
    expect(html).not.toMatch(/The lister|Back to the listing|>Call</);
  });

  test('When a visitor asks for too many phone numbers from a Twi page, then the wait is said in Twi, with its Retry-After', async () => {
    let answer = await fie.request('POST', `/api/properties/${house.id}/phone-reveals`, undefined, undefined, TWI);
    for (let i = 0; i < 40 && answer.status === 200; i++) answer = await fie.request('POST', `/api/properties/${house.id}/phone-reveals`, undefined, undefined, TWI);
    expect(answer.status).toBe(429);
    expect(answer.body.message).toMatch(/^Woabisa fon nɔma pii wɔ dɔnhwere a atwam yi mu\. Twɛn simma \d+ na san sɔ hwɛ, anaa soma nea ɔde too dwa no nkra\.$/);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
