import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse as formatjsParse } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from './languages';
import { argumentsOf } from './message-format';
import { optionMessages } from './option-messages';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { extractMessages, CATALOGUES } = require('../../../../tooling/i18n/extract-messages.js') as {
  extractMessages(): { areas: Record<string, Record<string, string>>; conflicts: string[] };
  CATALOGUES: string;
};

/**
 * The catalogue check (issue 23), run in CI with the rest of the tests: the English catalogue is what the code says,
 * every message is valid ICU MessageFormat (by FormatJS's own parser, what translators' tools use), a translation
 * asks for the same values as its English, a language declared complete lacks nothing, and a language no native
 * speaker has reviewed is marked so in its folder and in the switcher.
 */
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const catalogue = (language: string) => {
  const dir = join(CATALOGUES, language);
  const messages: Record<string, string> = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'review.json')) Object.assign(messages, read(join(dir, file)));
  return messages;
};
const { areas, conflicts } = extractMessages();
const english = Object.assign({}, ...Object.values(areas), optionMessages()) as Record<string, string>;

describe('the message catalogues', () => {
  it('give each id one English text in the code', () => {
    expect(conflicts).toEqual([]);
  });

  it('hold in en/ exactly what the code says (run `node tooling/i18n/extract-messages.js` after changing a text)', () => {
    for (const [area, messages] of Object.entries(areas)) expect({ area, messages: read(join(CATALOGUES, 'en', `${area}.json`)) }).toEqual({ area, messages });
    expect(read(join(CATALOGUES, 'en', 'options.json'))).toEqual(optionMessages());
    expect(catalogue('en')).toEqual(english);
  });

  it.each(LANGUAGES.map((language) => language.code))('%s: every message is valid ICU MessageFormat', (code) => {
    const messages = code === 'en' ? english : catalogue(code);
    const invalid = Object.entries(messages).filter(([, message]) => {
      try {
        formatjsParse(message);
        argumentsOf(message);
        return false;
      } catch {
        return true;
      }
    });
    expect(invalid).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => language.code))('%s: translates only ids the code has, with the same values as the English', (code) => {
    const messages = catalogue(code);
    expect(Object.keys(messages).filter((id) => !(id in english))).toEqual([]);
    const mismatched = Object.entries(messages)
      .filter(([id, message]) => JSON.stringify(argumentsOf(message)) !== JSON.stringify(argumentsOf(english[id]!)))
      .map(([id]) => id);
    expect(mismatched).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language.complete).map((language) => language.code))('%s is declared complete, so it lacks no id', (code) => {
    if (code === 'en') return;
    const messages = catalogue(code);
    expect(Object.keys(english).filter((id) => !(id in messages))).toEqual([]);
  });

  it.each(LANGUAGES.filter((language) => language.code !== 'en').map((language) => [language.code, language.reviewed] as const))('%s: its review mark in the catalogue agrees with the switcher', (code, reviewed) => {
    const file = join(CATALOGUES, code, 'review.json');
    expect(existsSync(file)).toBe(true);
    expect((JSON.parse(readFileSync(file, 'utf8')) as { reviewedByNativeSpeaker: boolean }).reviewedByNativeSpeaker).toBe(reviewed);
  });
});
