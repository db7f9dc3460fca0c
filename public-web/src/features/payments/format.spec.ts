import { ENGLISH } from '@fie/domain';
import { nextText } from './format';

describe('what happens next to a payment', () => {
  const disputed = (side: 'payer' | 'lister') => ({ side, kind: 'viewing_fee' as const, method: 'momo' as const, next: { what: 'refunded_unless_answered', at: '2026-12-06T10:00:00.000Z' } });

  test('a seeker’s word that the lister did not come: each side reads when the fee goes back unless the lister answers', () => {
    expect(nextText(ENGLISH.t, 'en', disputed('payer'))).toMatch(/^It comes back to you on Sun,? 6 Dec,? 10:00 unless the lister answers that they came; then staff decide\.$/);
    expect(nextText(ENGLISH.t, 'en', disputed('lister'))).toMatch(/^The seeker says you did not come: it goes back to them on .* unless you answer it on the viewing in your calendar; then staff decide\.$/);
  });

  test('a deposit with a move-in date agreed: each side reads that it goes on the keys, or by itself three days after the move-in date', () => {
    const held = (side: 'payer' | 'lister') => ({ side, kind: 'deposit' as const, method: 'momo' as const, next: { what: 'released_on_keys_or_at', at: '2027-01-07T12:00:00.000Z' } });
    expect(nextText(ENGLISH.t, 'en', held('payer'))).toMatch(/^It goes to the lister when you confirm the keys, or by itself on Thu,? 7 Jan,? 12:00 \(three days after the move-in date\) unless you report a problem before then\.$/);
    expect(nextText(ENGLISH.t, 'en', held('lister'))).toMatch(/^It comes to you when the seeker confirms the keys, or on Thu,? 7 Jan,? 12:00 \(three days after/);
  });
});
