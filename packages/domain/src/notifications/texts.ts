import { gsm7 } from '../channels/replies';

/**
 * The rules every text of the notifier keeps (issue 32): at most two SMS each, GSM-7 so a part holds 153 characters
 * rather than 67, its link whole, and a few a day per person at most.
 */
export const MAX_TEXT_SEGMENTS = 2;

/** The extension table of GSM 03.38: these take two septets (an escape and the character). */
const EXTENSION = new Set(Array.from('\f^{}\\[~]|€'));
/** The basic table's characters a plain text can hold (the ASCII ones gsm7() keeps, but for the backtick, which is not GSM at all). */
const GSM7_BASIC = new Set(Array.from('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'));

/**
 * How many SMS a text is billed as: 160 GSM-7 septets in one, else parts of 153; a text with one character outside
 * GSM-7 is UCS-2 (70, else parts of 67). An extension character counts twice and is never split across two parts.
 * (The SMS port counts the same way when it sends: packages/stores/src/sms/port.ts.)
 */
export function textSegments(text: string): number {
  const characters = Array.from(text);
  const isGsm = characters.every((c) => GSM7_BASIC.has(c) || EXTENSION.has(c));
  const [single, part] = isGsm ? [160, 153] : [70, 67];
  const units = (c: string) => (isGsm ? (EXTENSION.has(c) ? 2 : 1) : c.length);
  if (characters.reduce((sum, c) => sum + units(c), 0) <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const c of characters) {
    if (used + units(c) > part) {
      segments += 1;
      used = 0;
    }
    used += units(c);
  }
  return segments;
}

/** A text as an SMS carries it: GSM-7 letters only (ɛ as e, ₵ as GHS, no backtick), on one line. */
export const plainText = (text: string) => gsm7(text.replace(/GH₵\s?/g, 'GHS ')).replace(/`/g, "'").replace(/\s*\n\s*/g, ' ').trim();

const cutAtWord = (text: string, length: number) => {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return (space > length / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '');
};

/**
 * Fits a text into `segments` SMS (two unless told), keeping its link whole: what comes before the link (a
 * property's title, a name, the headline) is cut at a word and marked '...', then, if that is not enough, what comes
 * after it. A text without a link is cut at its end. The text is made plain first (plainText).
 */
export function fitText(text: string, link?: string, segments = MAX_TEXT_SEGMENTS): string {
  const plain = plainText(text);
  if (textSegments(plain) <= segments) return plain;
  const at = link ? plain.indexOf(link) : -1;
  const before = at < 0 ? plain : plain.slice(0, at);
  const after = at < 0 ? '' : plain.slice(at + link!.length);
  const fits = (b: string, a: string) => textSegments(`${b}${at < 0 ? '' : link}${a}`) <= segments;
  // Longest first: cut `before` down until the whole fits, then `after` if the link and `after` alone are too long.
  for (let keep = before.length - 1; keep >= 0; keep--) {
    const shorter = keep > 0 ? `${cutAtWord(before, keep)}... ` : '';
    if (fits(shorter, after)) return `${shorter}${at < 0 ? '' : link}${after}`.trim();
  }
  for (let keep = after.length - 1; keep >= 0; keep--) {
    const shorter = keep > 0 ? ` ${cutAtWord(after.trimStart(), keep)}...` : '';
    if (fits('', shorter)) return `${link}${shorter}`.trim();
  }
  return link ?? '';
}

/**
 * The most texts (SMS and WhatsApp alike; a notice sent both ways counts once) the notifier sends one person in an
 * Accra day: after that, the day's news waits under the bell and in their mail. TEXTS_PER_PERSON_PER_DAY sets it.
 */
export const DEFAULT_TEXTS_PER_DAY = 10;

/** The day a text counts towards: Ghana keeps GMT all year, so Accra's day is the UTC date. */
export const textDay = (now: Date) => now.toISOString().slice(0, 10);

/** Whether one more text may go to a person who had `sentToday` today, under a cap of `perDay`. */
export const mayText = (sentToday: number, perDay: number) => sentToday < perDay;
