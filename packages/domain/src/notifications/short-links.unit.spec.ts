import { followShortLink, isShortCode, isSitePath, issueShortLink, SHORT_CODE_LENGTH, shortCodeFrom, shortLinkStream } from './short-links';

const now = new Date('2026-11-21T10:00:00Z');
const DAY = 86_400_000;

describe('a short link', () => {
  test('has a code of 8 characters a person can read back (no i, l, o, u), one per random byte', () => {
    const code = shortCodeFrom(Uint8Array.from([0, 1, 31, 32, 200, 17, 9, 255]));
    expect(code).toBe('01z08h9z');
    expect(code).toHaveLength(SHORT_CODE_LENGTH);
    expect(isShortCode(code)).toBe(true);
    expect(isShortCode('abcdefgi')).toBe(false);
    expect(isShortCode('abc')).toBe(false);
    expect(() => shortCodeFrom(new Uint8Array(4))).toThrow();
  });

  test('given a code and a path on Fie, when issued, then it lives 30 days on its own stream, in the reader\'s language', () => {
    expect(issueShortLink('7k2mq9xa', '/owner-dashboard?tab=offers&offer=o1', 'tw', now)).toEqual({
      type: 'ShortLinkIssued',
      data: { code: '7k2mq9xa', target: '/owner-dashboard?tab=offers&offer=o1', language: 'tw', issuedAt: now.toISOString(), expiresAt: new Date(now.getTime() + 30 * DAY).toISOString() },
    });
    expect(shortLinkStream('7k2mq9xa')).toBe('short-link-7k2mq9xa');
  });

  test('never leads off Fie: another site, a scheme-relative address or a backslash is refused', () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'owner-dashboard', '/a b']) {
      expect(isSitePath(target)).toBe(false);
      expect(() => issueShortLink('7k2mq9xa', target, 'en', now)).toThrow('path on Fie');
    }
    expect(isSitePath('/owner-dashboard#messages/m1')).toBe(true);
  });

  test('leads to its place for 30 days, then says it expired; an unknown code is unknown', () => {
    const { data } = issueShortLink('7k2mq9xa', '/property/p1', 'en', now);
    expect(followShortLink(data, new Date(now.getTime() + 29 * DAY))).toEqual({ to: '/property/p1' });
    expect(followShortLink(data, new Date(now.getTime() + 30 * DAY))).toBe('expired');
    expect(followShortLink(undefined, now)).toBe('unknown');
  });
});
