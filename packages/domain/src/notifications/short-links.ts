import type { Language } from '../i18n/languages';

/**
 * Short links (issue 32): a text carries `/s/{code}` instead of a long address, so it keeps to two SMS, and the link
 * leads to the exact place (a dashboard tab, a conversation, an offer, a listing) for 30 days. Each is an event on its
 * own stream (`short-link-{code}`), appended by the notifier as it sends the text, so links survive a rebuild or a
 * move to other engines like everything else; the query side serves them from their read model.
 */
export type ShortLinkIssued = {
  type: 'ShortLinkIssued';
  /** `target` is a path on Fie (never another site); `language` is the reader's, for the page an expired link shows. */
  data: { code: string; target: string; language: Language; issuedAt: string; expiresAt: string };
};

export const shortLinkStream = (code: string) => `short-link-${code}`;
export const SHORT_LINK_DAYS = 30;
const DAY_MS = 86_400_000;

/** Crockford's 32 (digits and lower-case letters without i, l, o, u): a person can read one back off a phone's screen. */
export const SHORT_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 8 characters of 32: 2⁴⁰ codes, so guessing one among a million live links takes a million tries on average per hit. */
export const SHORT_CODE_LENGTH = 8;
export const isShortCode = (code: string) => code.length === SHORT_CODE_LENGTH && Array.from(code).every((c) => SHORT_CODE_ALPHABET.includes(c));

/** A code from random bytes (at least SHORT_CODE_LENGTH of them, from a secure source): each byte gives one letter. */
export function shortCodeFrom(random: Uint8Array): string {
  if (random.length < SHORT_CODE_LENGTH) throw new Error(`A short code needs ${SHORT_CODE_LENGTH} random bytes`);
  return Array.from(random.slice(0, SHORT_CODE_LENGTH), (byte) => SHORT_CODE_ALPHABET[byte & 31]).join('');
}

/** A path on this site: one slash, then no second one (`//evil.example` would leave it), no scheme, no backslash. */
export const isSitePath = (target: string) => /^\/(?![/\\])[^\s\\]*$/.test(target);

/** The link, valid for SHORT_LINK_DAYS from `now`. Refuses a target that is not a path on Fie: a short link never sends anyone elsewhere. */
export function issueShortLink(code: string, target: string, language: Language, now: Date): ShortLinkIssued {
  if (!isShortCode(code)) throw new Error('Not a short code');
  if (!isSitePath(target)) throw new Error('A short link leads to a path on Fie');
  return { type: 'ShortLinkIssued', data: { code, target, language, issuedAt: now.toISOString(), expiresAt: new Date(now.getTime() + SHORT_LINK_DAYS * DAY_MS).toISOString() } };
}

/** Where a link leads at `now`: its place, or that it expired (the page says so and offers sign-in). */
export function followShortLink(link: { target: string; expiresAt: string } | undefined, now: Date): { to: string } | 'expired' | 'unknown' {
  if (!link) return 'unknown';
  return now.getTime() < Date.parse(link.expiresAt) ? { to: link.target } : 'expired';
}
