import { CATALOGUES } from '../i18n/catalogues/all';
import { LANGUAGES, type Language } from '../i18n/languages';
import { formatMessage } from '../i18n/message-format';
import { translator } from '../i18n/translator';
import { languageOfSmsText, readSmsText } from './read-text';
import { gsm7, smsRepliesIn, MAX_REPLY_CHARS } from './replies';
import { evolveSmsSession, languageOfPhone, type SmsSessionEvent, type SmsSessionState } from './sms-session';
import { LANGUAGE_ITEM, ussdAlertsScreen, ussdResultsScreen, ussdStep, USSD_SCREEN_CHARS, type UssdCatalogue } from './ussd';
import { GLOSSARY } from './words';

/** Issue 23: texts and USSD screens in the phone's language, and texts read in Twi, Ga, Ewe and Hausa words. */
const ghanaian: Language[] = ['tw', 'gaa', 'ee', 'ha'];
const t = (language: Language) => translator(language, CATALOGUES[language]);
const search = (text: string) => {
  const read = readSmsText(text);
  if (read.kind !== 'search') throw new Error(`${text} was read as ${read.kind}`);
  return read.words;
};

describe('reading a text in a Ghanaian language', () => {
  test('When a text has Twi, Ga, Ewe or Hausa words of the glossary, then it is read as that language, typed with or without their letters', () => {
    expect(languageOfSmsText('hye dan Madina 1500')).toBe('tw');
    expect(languageOfSmsText('Mepa wo kyɛw, me pɛ dan wɔ Kasoa')).toBe('tw');
    expect(languageOfSmsText('hayɔ shia Madina')).toBe('gaa');
    expect(languageOfSmsText('he shikpong Aburi')).toBe('gaa');
    expect(languageOfSmsText('haya xɔ Ho')).toBe('ee');
    expect(languageOfSmsText('fle anyigba Ho')).toBe('ee');
    expect(languageOfSmsText('haya gida Tamale')).toBe('ha');
    expect(languageOfSmsText('daki da falo Tamale')).toBe('ha');
  });

  test('When a text has only English words, words of two languages as much as each other, or none, then it is read as no language', () => {
    expect(languageOfSmsText('rent 2 bed Madina 1500')).toBeUndefined();
    expect(languageOfSmsText('chamber and hall Kasoa')).toBeUndefined();
    expect(languageOfSmsText('haya Tamale')).toBeUndefined(); // Ewe and Hausa both
    expect(languageOfSmsText('MORE')).toBeUndefined();
  });

  test('When the glossary’s words for types and rent or buy are texted, then the search reads them', () => {
    expect(search('daki da falo Tamale')).toEqual({ category: 'residential', type: 'chamber_and_hall', place: 'tamale' });
    expect(search('ɗaki ɗaya Tamale')).toMatchObject({ type: 'single_room' });
    expect(search('xo deka Ho')).toMatchObject({ type: 'single_room', place: 'ho' });
    expect(search('saya fili Aburi')).toEqual({ acquisition: 'buy', category: 'farmland', place: 'aburi' });
    expect(search('he shikpɔŋ Aburi')).toEqual({ acquisition: 'buy', category: 'farmland', place: 'aburi' });
    expect(search('haya shago Kumasi 800')).toEqual({ acquisition: 'rent', category: 'commercial', type: 'retail_shop', place: 'kumasi', maxPrice: 800 });
    expect(search('hayo shia 2 pia Madina')).toEqual({ acquisition: 'rent', category: 'residential', bedrooms: 2, place: 'madina' });
    expect(search('sotoo Adum')).toMatchObject({ type: 'retail_shop', place: 'adum' });
    expect(search('dzra anyigba Ho')).toMatchObject({ acquisition: 'buy', category: 'farmland' });
  });

  test('When a language’s name is texted alone, then it is a choice of language', () => {
    expect(readSmsText('TWI')).toEqual({ kind: 'language', language: 'tw' });
    expect(readSmsText('Ga')).toEqual({ kind: 'language', language: 'gaa' });
    expect(readSmsText('ewe')).toEqual({ kind: 'language', language: 'ee' });
    expect(readSmsText('Hausa')).toEqual({ kind: 'language', language: 'ha' });
    expect(readSmsText('English')).toEqual({ kind: 'language', language: 'en' });
  });

  test('The glossary has every term in every language', () => {
    const terms = ['chamber and hall', 'self-contained', 'single room', 'apartment', 'house', 'land', 'shop', 'rent', 'buy', 'sale', 'short stay', 'advance', 'landlord', 'agent', 'viewing', 'bedroom', 'price', 'month', 'year'];
    expect(GLOSSARY.map((entry) => entry.en)).toEqual(terms);
    for (const entry of GLOSSARY) for (const language of ghanaian) expect(entry[language as 'tw'].trim()).not.toBe('');
  });
});

describe('replies in the phone’s language', () => {
  test.each(ghanaian)('%s: the help text’s examples are in words the reader knows, and read back as that language', (language) => {
    const help = gsm7(smsRepliesIn(t(language)).help);
    const examples = [...help.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
    expect(examples).toHaveLength(3);
    for (const example of [examples[0]!, examples[2]!]) {
      expect(search(example).acquisition).toBeDefined();
      expect(languageOfSmsText(example)).toBe(language);
    }
  });

  test.each(ghanaian)('%s: every reply is GSM-7 once sent and fits two texts', (language) => {
    const replies = smsRepliesIn(t(language));
    const lines = Array.from({ length: 3 }, () => 'ABCD 3-bed Chamber and hall, Community 25, GHS 12,345/mo');
    const texts = [
      replies.help, replies.noMore, replies.noSearch, replies.alertNeedsPlace, replies.stopped, replies.started, replies.limited, replies.languageSet,
      replies.unknownPlace('Abokobi Junction'), replies.results(lines, 30, true), replies.none('chamber and hall to rent in Madina up to GHS 1,500/mo'),
      replies.unknownCode('F7K2'), replies.gone('F7K2'), replies.alertSet('chamber and hall to rent in Madina up to GHS 1,500/mo'), replies.details(lines[0]!, 'House: 3 bed', undefined),
    ];
    for (const text of texts) {
      expect(gsm7(text)).toMatch(/^[\n\x20-\x7e]*$/);
      expect(gsm7(text).length).toBeLessThanOrEqual(MAX_REPLY_CHARS);
    }
  });

  test('Ghanaian letters are written plainly, never dropped', () => {
    expect(gsm7('Eʋegbe: xɔ ɖeka, ŋkɔ, ƒe, ɣleti; ɗaki, ƙasa, ɓera')).toBe('Evegbe: xo deka, ngko, fe, gleti; daki, kasa, bera');
  });
});

describe('the phone’s language', () => {
  const key = 'k1';
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 10, minute)).toISOString();
  const given = (events: SmsSessionEvent[]) => events.reduce<SmsSessionState | undefined>(evolveSmsSession, undefined);
  const text = (minute: number, language?: Language): SmsSessionEvent => ({ type: 'SmsTextReceived', data: { sessionKey: key, phone: '+233241234567', text: 'x', channel: 'sms', receivedAt: at(minute), ...(language ? { language } : {}) } });
  const chosen = (minute: number, language: Language): SmsSessionEvent => ({ type: 'SmsLanguageChosen', data: { sessionKey: key, language, channel: 'ussd', chosenAt: at(minute) } });

  test('Given a text read as Twi, then the phone speaks Twi; a later text with no language leaves it Twi; old events without one leave it English', () => {
    expect(languageOfPhone({ session: given([text(0, 'tw')]) })).toBe('tw');
    expect(languageOfPhone({ session: given([text(0, 'tw'), text(1)]) })).toBe('tw');
    expect(languageOfPhone({ session: given([text(0)]) })).toBe('en');
    expect(languageOfPhone({})).toBe('en');
  });

  test('Given a choice on the USSD menu, then it is the phone’s language, until a text in another language', () => {
    expect(given([text(0, 'tw'), chosen(1, 'ha')])).toMatchObject({ language: 'ha', languageChosenAt: at(1) });
    expect(languageOfPhone({ session: given([chosen(1, 'ha')]) })).toBe('ha');
    expect(languageOfPhone({ session: given([chosen(1, 'ha'), text(2, 'ee')]) })).toBe('ee');
  });

  test('Given the phone’s account chose a language, then it is spoken, unless the phone chose another since', () => {
    const account = { language: 'gaa' as const, languageChosenAt: at(5) };
    expect(languageOfPhone({ account, session: given([text(0, 'tw')]) })).toBe('gaa');
    expect(languageOfPhone({ account, session: given([text(6, 'tw')]) })).toBe('gaa');
    expect(languageOfPhone({ account, session: given([chosen(1, 'ha')]) })).toBe('gaa');
    expect(languageOfPhone({ account, session: given([chosen(7, 'ha')]) })).toBe('ha');
    expect(languageOfPhone({ account: {}, session: given([text(0, 'tw')]) })).toBe('tw');
  });
});

describe('the USSD menu in the phone’s language', () => {
  const regions = ['Greater Accra', 'Ashanti', 'Western', 'Western North', 'Central', 'Eastern', 'Volta', 'Oti', 'Northern', 'Savannah', 'North East', 'Upper East', 'Upper West', 'Bono', 'Bono East', 'Ahafo'].map((name, i) => ({ code: `r${i}`, name }));
  // Towns of 20 characters, a little longer than the gazetteer's longest on a page (its screens are at most 135).
  const catalogue: UssdCatalogue = { regions, towns: () => Array.from({ length: 14 }, (_, i) => ({ id: `t${i}`, name: `Abokobi Junction ${String(i).padStart(3, '0')}` })) };
  const paths = ['', '1', '1*99', '1*99*99', '1*1', '1*1*99', '1*1*99*99', '1*1*1', '1*1*1*4', '1*1*1*4*1', '1*1*1*2', '2*1*1', '2*1*1*1', '3*1*1', '3*1*1*1*1', '5', '9', '1*1*1*x', '1*1*1*4*x'];

  test('When the menu starts, then it offers Language / Kasa in every language, and 5 lists the five by their own names', () => {
    for (const language of LANGUAGES.map((l) => l.code)) expect(ussdStep('', catalogue, t(language))).toEqual({ kind: 'con', text: expect.stringMatching(new RegExp(`\\n5 ${LANGUAGE_ITEM}$`)) });
    expect(ussdStep('5*2', catalogue)).toEqual({ kind: 'language', language: 'tw' });
    expect(ussdStep('5*5', catalogue)).toEqual({ kind: 'language', language: 'ha' });
    expect(ussdStep('5', catalogue)).toEqual({ kind: 'con', text: 'Language / Kasa\n1 English\n2 Twi\n3 Ga\n4 Evegbe\n5 Hausa\n0 Back 00 Home' });
    expect(ussdStep('5*6', catalogue)).toMatchObject({ kind: 'con', text: expect.stringMatching(/^That key is not on the list\. Choose again:\nLanguage \/ Kasa\n/) });
  });

  test('When the phone speaks Twi, then the screens are Twi, in plain letters', () => {
    expect(ussdStep('', catalogue, t('tw'))).toEqual({ kind: 'con', text: 'Fie: hwehwe dan\n1 Haye\n2 To\n3 Short stay\n4 Me alerts\n5 Language / Kasa' });
    expect(ussdStep('1', catalogue, t('tw'))).toEqual({ kind: 'con', text: expect.stringMatching(/^Mantam\?\n1 Greater Accra\n[\s\S]*\n99 Bio\n0 San 00 Fie$/) });
  });

  test.each(LANGUAGES.map((l) => l.code))('%s: every screen fits 182 characters whole (nothing cut), its choices kept', (language) => {
    for (const path of paths) {
      const step = ussdStep(path, catalogue, t(language));
      if (step.kind !== 'con') continue;
      expect({ path, fits: step.text.length <= USSD_SCREEN_CHARS, cut: step.text.endsWith('...') }).toEqual({ path, fits: true, cut: false });
    }
    for (const nearest of [undefined, { count: 12, km: 100 }]) {
      const screen = ussdResultsScreen(Array.from({ length: 3 }, () => 'ABCD 3-bed Chamber and hall, Community 25 Extension, GHS 12,345/mo'), t(language), { hint: true, nearest });
      expect(screen.length).toBeLessThanOrEqual(USSD_SCREEN_CHARS);
      expect(screen).toMatch(/\n1 .+\n2 .+\n0 .+ 00 .+$/);
    }
    const alerts = ussdAlertsScreen(['1 3-bed chamber and hall to rent in Community 25 Extension up to GHS 1,500/mo', '2 land to buy in Aburi', '3 shop to rent in Adum up to GHS 800/mo'], t(language), true);
    expect(alerts.length).toBeLessThanOrEqual(USSD_SCREEN_CHARS);
    expect(alerts).toMatch(/\n0 .+ 00 .+$/);
  });

  test.each(LANGUAGES.map((l) => l.code))('%s: every USSD text in the catalogue fits a screen with long values, in plain letters', (language) => {
    const ids = Object.keys(CATALOGUES.tw).filter((id) => id.startsWith('sms.ussd.'));
    expect(ids.length).toBeGreaterThan(15);
    const values = { region: 'Greater Accra', place: 'Community 25 Extension', lines: ['1 Apartment to rent in East Legon', '2 Land to buy in Aburi'].join('\n'), acquisition: 'short_stay', kind: 'chamber_and_hall', amount: '1,500,000', count: 12, km: 100 };
    for (const id of ids) {
      const shown = gsm7(formatMessage(language === 'en' ? englishOf(id) : CATALOGUES[language][id]!, values, language));
      expect({ id, length: shown.length }).toEqual({ id, length: Math.min(shown.length, USSD_SCREEN_CHARS) });
    }
  });
});

/** The English of an id, from the English catalogue the code's texts are extracted into. */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const englishOf = (id: string): string => (require('../i18n/catalogues/en/sms.json') as Record<string, string>)[id]!;
