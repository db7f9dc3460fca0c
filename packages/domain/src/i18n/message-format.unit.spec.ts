import { formatMessage, argumentsOf } from './message-format';
import { translator } from './translator';
import { languageLabel, negotiateLanguage, pickLanguage } from './languages';

describe('formatMessage: the ICU MessageFormat the catalogues use', () => {
  it('puts values in, and numbers in Ghana’s way', () => {
    expect(formatMessage('Hello {name}', { name: 'Ama' })).toBe('Hello Ama');
    expect(formatMessage('{count, number} listings', { count: 12500 })).toBe('12,500 listings');
  });

  it('chooses plural and select branches, with # as the number', () => {
    const rooms = '{count, plural, =0 {No rooms} one {# room} other {# rooms}}';
    expect([0, 1, 3].map((count) => formatMessage(rooms, { count }))).toEqual(['No rooms', '1 room', '3 rooms']);
    expect(formatMessage('{kind, select, rent {For rent} other {For sale}}', { kind: 'rent' })).toBe('For rent');
    expect(formatMessage('{kind, select, rent {For rent} other {For sale}}', { kind: 'buy' })).toBe('For sale');
  });

  it("reads apostrophes as ICU does: '' is one, '{' quotes a brace", () => {
    expect(formatMessage("Ama''s house, '{'not a value'}'", {})).toBe("Ama's house, {not a value}");
    expect(formatMessage("Don't worry", {})).toBe("Don't worry");
  });

  it('refuses a malformed message, and names the values a message needs', () => {
    expect(() => formatMessage('{count, plural, one {# room}}', { count: 1 })).toThrow(/other/);
    expect(() => formatMessage('Hello {name', {})).toThrow();
    expect(argumentsOf('{n, plural, one {# room in {town}} other {# rooms in {town}}} for {price}')).toEqual(['n', 'price', 'town']);
  });
});

describe('translator: a language’s words, English where it has none', () => {
  it('uses the catalogue’s message, and the English when the id is missing', () => {
    const t = translator('tw', { 'home.search': 'Hwehwɛ' });
    expect(t('home.search', 'Search')).toBe('Hwehwɛ');
    expect(t('home.missing', 'List Property')).toBe('List Property');
  });
});

describe('the request’s language', () => {
  it('follows Accept-Language by its weights, knowing Akan as Twi', () => {
    expect(negotiateLanguage('ak-GH,en;q=0.8')).toBe('tw');
    expect(negotiateLanguage('fr-FR, ee;q=0.5, en;q=0.4')).toBe('ee');
    expect(negotiateLanguage('fr-FR')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
  });

  it('puts ?lang= before the device’s cookie, and the cookie before the browser', () => {
    expect(pickLanguage({ query: 'ha', cookie: 'tw', acceptLanguage: 'ee' })).toBe('ha');
    expect(pickLanguage({ query: 'xx', cookie: 'tw', acceptLanguage: 'ee' })).toBe('tw');
    expect(pickLanguage({ cookie: 'nonsense', acceptLanguage: 'gaa' })).toBe('gaa');
  });

  it('says (beta) for a language no native speaker has reviewed', () => {
    expect(languageLabel('en')).toBe('English');
    expect(languageLabel('tw')).toBe('Twi (beta)');
  });
});
