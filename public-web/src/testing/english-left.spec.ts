import { englishLeft, englishOf, literalPieces } from './english-left';

describe('finding English left on a translated screen', () => {
  test('a message\'s literal words are the text around its values and inside each plural or select branch', () => {
    expect(literalPieces('Welcome {name}')).toEqual(['Welcome']);
    expect(literalPieces('{count, plural, =0 {You have not uploaded any documents yet.} one {You have uploaded # document.} other {You have uploaded # documents.}}')).toEqual([
      'You have not uploaded any documents yet.',
      'You have uploaded',
      'document.',
      'You have uploaded',
      'documents.',
    ]);
    expect(literalPieces('{what} in {place}')).toEqual([]);
    expect(literalPieces("Let''s go")).toEqual(["Let's go"]);
  });

  test('an English piece shown as words of its own is found; inside another word, or kept by the translation, it is not', () => {
    const english = { 'a.retry': 'Retry', 'a.tab': 'Dashboard', 'a.save': 'Save', 'a.welcome': 'Welcome {name}' };
    const twi = { 'a.retry': 'San sɔ hwɛ', 'a.tab': 'Dashboard', 'a.save': 'Kora', 'a.welcome': 'Akwaaba {name}' };
    expect(englishLeft(['Retry', 'Dashboard', 'Saved properties', 'Akwaaba Ama'], english, twi)).toEqual([{ id: 'a.retry', english: 'Retry', shown: 'Retry' }]);
    expect(englishLeft(['Welcome Ama'], english, {})).toEqual([{ id: 'a.welcome', english: 'Welcome', shown: 'Welcome Ama' }]);
  });

  test('a piece inside a hyphened or underscored word, or inside words the language itself keeps, is not English left', () => {
    const english = { 'a.open': 'Open', 'a.email': 'Email', 'a.request': 'request' };
    const twi = { 'a.open': 'Abue', 'a.email': 'Email', 'a.request': 'ahwehwɛdeɛ', 'b.email-optional': 'Email (ɛnhia)', 'b.footer': 'Open-source software a wɔayɛ ama Ghana' };
    expect(englishLeft(['Open-source software a wɔayɛ ama Ghana', '/add_request'], english, twi)).toEqual([]);
    // "Email" is Twi's own word in "Email (ɛnhia)": not English there, but "Open" on its own still is.
    expect(englishLeft(['Email (ɛnhia)', 'Open'], { 'a.open': 'Open', 'c.email': 'Email' }, { ...twi, 'c.email': 'Email wɔ he' })).toEqual([{ id: 'a.open', english: 'Open', shown: 'Open' }]);
    expect(englishLeft(['Email now'], { 'c.email': 'Email' }, { 'c.email': 'Krataa', 'b.email-optional': 'Email (ɛnhia)' })).toEqual([{ id: 'c.email', english: 'Email', shown: 'Email now' }]);
  });

  test('one English word counts in a short text (a label, a button), not in a long one a person wrote; several words count anywhere', () => {
    const english = { 'v.from': 'from', 'v.offers': 'Offers', 'v.zoom': 'Zoom in' };
    const twi = { 'v.from': 'fi', 'v.offers': 'Boɔ a wɔaka', 'v.zoom': 'Ma ɛnyɛ kɛseɛ' };
    expect(englishLeft(['Chamber and hall with its own porch, five minutes from Kasoa junction'], english, twi)).toEqual([]);
    expect(englishLeft(['Offers (3)', 'Dan yi yɛ fɛ, ɛwɔ Zoom in mu'], english, twi)).toEqual([
      { id: 'v.offers', english: 'Offers', shown: 'Offers (3)' },
      { id: 'v.zoom', english: 'Zoom in', shown: 'Dan yi yɛ fɛ, ɛwɔ Zoom in mu' },
    ]);
  });

  test('an area\'s English is read from its catalogue, or the part of it under a prefix', () => {
    expect(englishOf(['ui'])['ui.retry']).toBe('Retry');
    const figures = englishOf(['api.dashboard']);
    expect(figures['api.dashboard.listings']).toBe('Listings');
    expect(Object.keys(figures).every((id) => id.startsWith('api.dashboard.'))).toBe(true);
  });
});
