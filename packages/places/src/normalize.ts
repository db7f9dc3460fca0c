/**
 * The form names are matched in: no accents, lower case, Twi's ɛ and ɔ as e and o, and words separated by one space
 * whatever stood between them ('Dunkwa-on-Offin' → 'dunkwa on offin'). The build script slugs ids the same way.
 */
export function normalizeName(s: string): string {
  // Plain ASCII (nearly every name) has no accents to take off: NFD, the slow step, is left out.
  return (ASCII.test(s) ? s : s.normalize('NFD'))
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ɛ/g, 'e')
    .replace(/ɔ/g, 'o')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
const ASCII = /^[\x00-\x7f]*$/;
