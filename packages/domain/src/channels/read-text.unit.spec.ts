import { readSmsText } from './read-text';

const search = (text: string) => {
  const read = readSmsText(text);
  if (read.kind !== 'search') throw new Error(`${text} was read as ${read.kind}`);
  return read.words;
};

describe('readSmsText', () => {
  test('When a text names acquisition, bedrooms, place and price, then each is read', () => {
    expect(search('rent 2 bed Madina 1500')).toEqual({ acquisition: 'rent', category: 'residential', bedrooms: 2, place: 'madina', maxPrice: 1500 });
  });

  test('When a type is written in several words, then it is that type and the rest is the place', () => {
    expect(search('chamber and hall Kasoa')).toEqual({ category: 'residential', type: 'chamber_and_hall', place: 'kasoa' });
    expect(search('Self contained East Legon')).toEqual({ category: 'residential', type: 'self_contained', place: 'east legon' });
    expect(search('single room near Adenta GHS 400')).toEqual({ category: 'residential', type: 'single_room', place: 'adenta', maxPrice: 400 });
  });

  test('When land or a shop is asked for, then its category and type are read', () => {
    expect(search('buy land Aburi')).toEqual({ acquisition: 'buy', category: 'farmland', place: 'aburi' });
    expect(search('shop Adum 800')).toEqual({ category: 'commercial', type: 'retail_shop', place: 'adum', maxPrice: 800 });
  });

  test('When bedrooms and prices are written the short ways, then they are read', () => {
    expect(search('3bed house Tema 2.5k')).toMatchObject({ bedrooms: 3, type: 'house', maxPrice: 2500, place: 'tema' });
    expect(search('rent 2-bed apartment Osu 1,800cedis')).toMatchObject({ bedrooms: 2, type: 'apartment', maxPrice: 1800, place: 'osu' });
    expect(search('buy house Kumasi ghs300000')).toMatchObject({ acquisition: 'buy', maxPrice: 300000, place: 'kumasi' });
  });

  test('When the text is in Twi, then dan, hayɛ/hye, tɔ/to and asase are read', () => {
    expect(search('hye dan Madina')).toEqual({ acquisition: 'rent', category: 'residential', place: 'madina' });
    expect(search('hayɛ dan Kasoa 600')).toEqual({ acquisition: 'rent', category: 'residential', place: 'kasoa', maxPrice: 600 });
    expect(search('tɔ asase Aburi')).toEqual({ acquisition: 'buy', category: 'farmland', place: 'aburi' });
    expect(search('to asase Aburi')).toEqual({ acquisition: 'buy', category: 'farmland', place: 'aburi' });
  });

  test('When a keyword or a short code is sent, then it is that command, whatever its case', () => {
    expect(readSmsText('MORE')).toEqual({ kind: 'more' });
    expect(readSmsText(' alert ')).toEqual({ kind: 'alert' });
    expect(readSmsText('Stop')).toEqual({ kind: 'stop' });
    expect(readSmsText('START')).toEqual({ kind: 'start' });
    expect(readSmsText('f7k2')).toEqual({ kind: 'code', code: 'F7K2' });
  });

  test('A word the reader knows is a search, though it is spelt in the code alphabet (RENT, LAND, FLAT, 2BED)', () => {
    expect(readSmsText('RENT')).toEqual({ kind: 'search', words: { acquisition: 'rent' } });
    expect(readSmsText('land')).toEqual({ kind: 'search', words: { category: 'farmland' } });
    expect(readSmsText('Flat')).toEqual({ kind: 'search', words: { category: 'residential', type: 'apartment' } });
    expect(readSmsText('2bed')).toMatchObject({ kind: 'search', words: { bedrooms: 2 } });
  });

  test('When a code is sent with a number, then it picks that one of the listings sharing the code (issue 32)', () => {
    expect(readSmsText('f7k2 2')).toEqual({ kind: 'code', code: 'F7K2', pick: 2 });
    expect(readSmsText('F7K21')).toEqual({ kind: 'code', code: 'F7K2', pick: 1 });
  });

  test('When nothing can be read, then it is help', () => {
    expect(readSmsText('')).toEqual({ kind: 'help' });
    expect(readSmsText('?')).toEqual({ kind: 'help' });
    expect(readSmsText('please ...')).toEqual({ kind: 'help' });
  });
});
