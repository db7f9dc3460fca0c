import * as domain from '../index';
import { freshnessMessages } from '../listings/freshness';
import { isKnownText } from './texts';

/**
 * Every message module's words are made with apiText (issue 32), so the API and the forms can say them in the
 * reader's language: a text written as plain English here would reach a Twi page in English. Found by name, so a
 * new module is checked without being listed: every `…Messages` the domain exports, and every `…Rules.messages`.
 */
// The staff console stays English (its people read English), so these need no id.
const STAFF_ONLY = ['staffMessages', 'projectionMessages', 'exchangeRateMessages', 'partnerMessages'];
// Option words (a type, an amenity) are translated by value (optionLabel), not as the API's words.
const BY_VALUE = ['optionMessages'];

/** Sample values for the messages that are functions: any will do, the text must be one made with an id. */
const SAMPLES: Record<string, unknown[][]> = {
  'viewingMessages.freeTimes': [
    ['2026-11-24', ['10:00', '10:30']],
    ['2026-11-24', []],
  ],
  'viewingMessages.closed': [['mon']],
  'viewingMessages.outsideHours': [['sat', '08:00', '12:00']],
  'offerMessages.closed': [['accepted'], ['withdrawn']],
};

const modules: [string, unknown][] = [
  ...Object.entries(domain).filter(([name]) => name.endsWith('Messages')),
  ...Object.entries(domain)
    .filter(([name, value]) => name.endsWith('Rules') && value && typeof value === 'object' && 'messages' in value)
    .map(([name, value]) => [`${name}.messages`, (value as { messages: unknown }).messages] as [string, unknown]),
  ['freshnessMessages', freshnessMessages],
];

/** Every text of a module: its strings, and what its functions say with sample values. */
function textsOf(path: string, value: unknown): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const samples = SAMPLES[path] ?? [Array.from({ length: value.length }, (_, i) => (i === 0 ? 2 : `value ${i}`))];
    return samples.map((args, i) => [`${path}(${i})`, (value as (...a: unknown[]) => string)(...args)]);
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => textsOf(`${path}.${key}`, inner));
  return [];
}

describe('the words of the domain message modules', () => {
  test('are found: the modules people read are all here', () => {
    const names = modules.map(([name]) => name);
    for (const name of ['listingMessages', 'offerMessages', 'viewingMessages', 'stayMessages', 'requestMessages', 'conversationMessages', 'moderationMessages', 'noteMessages', 'organizationMessages', 'errorMessages', 'imageRules.messages', 'uploadRules.messages'])
      expect(names).toContain(name);
  });

  test('are each made with an id (apiText), so every answer can be said in the reader language', () => {
    const unknown = modules
      .filter(([name]) => !STAFF_ONLY.includes(name) && !BY_VALUE.includes(name))
      .flatMap(([name, value]) => textsOf(name, value))
      .filter(([, text]) => !isKnownText(text));
    expect(unknown).toEqual([]);
  });

  test('a module written in plain English would be caught', () => {
    const plain = { saved: 'Saved just now', tooMany: (n: number) => `At most ${n}` };
    expect(textsOf('plain', plain).filter(([, text]) => !isKnownText(text))).toEqual([
      ['plain.saved', 'Saved just now'],
      ['plain.tooMany(0)', 'At most 2'],
    ]);
  });
});
