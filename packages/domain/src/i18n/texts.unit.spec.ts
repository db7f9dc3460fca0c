import { apiText, isKnownText, localizeFieldErrors, localizeText } from './texts';
import { translator } from './translator';

const twi = translator('tw', {
  'test.texts.required': 'Ɛsɛ sɛ wokyerɛw wo din',
  'test.texts.wait': 'Twɛn {seconds, plural, one {sikani #} other {sikani #}} ansa',
  'test.texts.taken': 'Obi afa saa bere no dedaw',
  'test.texts.refused': '{why}. {free}',
  'test.texts.day': 'Wobɛtumi aba {day}',
});

describe('the API words said in the reader language', () => {
  const required = apiText('test.texts.required', 'Your name is required');

  it('keeps the English as the text the code carries', () => {
    expect(required).toBe('Your name is required');
    expect(apiText('test.texts.wait', 'Please wait {seconds, plural, one {# second} other {# seconds}}', { seconds: 3 })).toBe('Please wait 3 seconds');
  });

  it('says a text made with an id in the language of the translator', () => {
    expect(localizeText(required, twi)).toBe('Ɛsɛ sɛ wokyerɛw wo din');
  });

  it('says a text made with values with the same values', () => {
    const wait = apiText('test.texts.wait', 'Please wait {seconds, plural, one {# second} other {# seconds}}', { seconds: 12 });
    expect(localizeText(wait, twi)).toBe('Twɛn sikani 12 ansa');
  });

  it('leaves a text nobody gave an id (a name, what a person typed) as it is', () => {
    expect(localizeText('Kwame Mensah', twi)).toBe('Kwame Mensah');
  });

  it('shows the English where the language lacks the id', () => {
    const lacking = apiText('test.texts.lacking', 'Nobody translated this yet');
    expect(localizeText(lacking, twi)).toBe('Nobody translated this yet');
  });

  it('says the texts made here that a text carries as values in the same language (a refusal, then the free times)', () => {
    const taken = apiText('test.texts.taken', 'That time is already booked');
    const refused = apiText('test.texts.refused', '{why}. {free}', { why: taken, free: 'Kwame Mensah' });
    expect(refused).toBe('That time is already booked. Kwame Mensah');
    expect(localizeText(refused, twi)).toBe('Obi afa saa bere no dedaw. Kwame Mensah');
  });

  it('writes a value that differs by language (a day) as the reader language writes it, and as English in English', () => {
    const day = (language: string) => (language === 'en' ? 'Tuesdays' : `day in ${language}`);
    const text = apiText('test.texts.day', 'You can come on {day}', { day });
    expect(text).toBe('You can come on Tuesdays');
    expect(localizeText(text, twi)).toBe('Wobɛtumi aba day in tw');
  });

  it('knows which texts were made here, so a check can find English written without an id', () => {
    expect(isKnownText(required)).toBe(true);
    expect(isKnownText(apiText('test.texts.wait', 'Please wait {seconds, plural, one {# second} other {# seconds}}', { seconds: 7 }))).toBe(true);
    expect(isKnownText('Written without an id')).toBe(false);
  });

  it('says every message of a field-error map', () => {
    expect(localizeFieldErrors({ firstName: required, other: 'typed' }, twi)).toEqual({ firstName: 'Ɛsɛ sɛ wokyerɛw wo din', other: 'typed' });
  });
});
