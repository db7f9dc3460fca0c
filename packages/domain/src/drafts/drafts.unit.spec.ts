import {
  discardDraft,
  draftMessages,
  DRAFTS_MAX,
  draftTitle,
  evolveDrafts,
  listingDraftSchema,
  NotFoundError,
  parseOrThrow,
  RuleViolation,
  saveDraft,
  startDraft,
  ValidationError,
  type DraftsState,
  type ListingDraftEvent,
} from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const later = new Date('2026-11-22T08:30:00Z');
const ctx = { authorId: 'u1', now };
const given = (...events: ListingDraftEvent[]) => events.reduce<DraftsState | undefined>(evolveDrafts, undefined);
const saved = (draftId = 'd1', values: Record<string, unknown> = { type: 'house' }, at = now): ListingDraftEvent => ({
  type: 'ListingDraftSaved',
  data: { draftId, authorId: 'u1', category: 'residential', values, savedAt: at.toISOString() },
});

describe('starting a draft', () => {
  test('given no drafts, when one is started, then ListingDraftSaved with the form as it was', () => {
    expect(startDraft(given(), { category: 'residential', values: { type: 'house', price: '45' } }, { ...ctx, draftId: 'd1' })).toEqual([
      { type: 'ListingDraftSaved', data: { draftId: 'd1', authorId: 'u1', category: 'residential', values: { type: 'house', price: '45' }, savedAt: now.toISOString() } },
    ]);
  });

  test(`given ${DRAFTS_MAX} drafts, when another is started, then it is refused with the spec-style message`, () => {
    const many = given(...Array.from({ length: DRAFTS_MAX }, (_, i) => saved(`d${i}`)));
    expect(() => startDraft(many, { category: 'farmland', values: {} }, { ...ctx, draftId: 'new' })).toThrow(new RuleViolation('TooManyDrafts', draftMessages.tooMany));
  });

  test('a half-typed form is a valid draft, but a draft needs a category and stays under 100 KB', () => {
    expect(parseOrThrow(listingDraftSchema, { category: 'residential', values: { price: '4,5' } })).toEqual({ category: 'residential', values: { price: '4,5' } });
    expect(() => parseOrThrow(listingDraftSchema, { values: {} })).toThrow(new ValidationError({ category: draftMessages.categoryRequired }));
    expect(() => parseOrThrow(listingDraftSchema, { category: 'residential', values: { description: 'x'.repeat(100_001) } })).toThrow(new ValidationError({ values: draftMessages.tooLarge }));
  });
});

describe('saving a draft again', () => {
  test('given a draft, when it is saved with new values, then ListingDraftSaved replaces them and it keeps when it was started', () => {
    const events = saveDraft(given(saved()), 'd1', { category: 'residential', values: { type: 'bungalow' } }, { ...ctx, now: later });
    expect(events).toEqual([saved('d1', { type: 'bungalow' }, later)]);
    expect(given(saved(), ...events)!.drafts.d1).toEqual({ draftId: 'd1', category: 'residential', values: { type: 'bungalow' }, createdAt: now.toISOString(), savedAt: later.toISOString() });
  });

  test('a draft that is not on the author\'s stream (someone else\'s, or discarded) is not found', () => {
    expect(() => saveDraft(given(), 'd1', { category: 'residential', values: {} }, ctx)).toThrow(new NotFoundError(draftMessages.notFound, 'DraftNotFound'));
  });
});

describe('discarding a draft', () => {
  test('given a draft, when it is discarded, then ListingDraftDiscarded and it leaves the state', () => {
    const events = discardDraft(given(saved(), saved('d2')), 'd1', ctx);
    expect(events).toEqual([{ type: 'ListingDraftDiscarded', data: { draftId: 'd1', authorId: 'u1', reason: 'discarded', discardedAt: now.toISOString() } }]);
    expect(Object.keys(given(saved(), saved('d2'), ...events)!.drafts)).toEqual(['d2']);
  });

  test('given a draft that became a listing, when it is closed, then the reason says so', () => {
    expect(discardDraft(given(saved()), 'd1', { ...ctx, reason: 'listed' })[0].data.reason).toBe('listed');
  });

  test('given it is gone already, when it is discarded again, then it is not found', () => {
    const gone = given(saved(), ...discardDraft(given(saved()), 'd1', ctx));
    expect(() => discardDraft(gone, 'd1', ctx)).toThrow(NotFoundError);
  });
});

describe('what a draft is called in the list', () => {
  test('its own title first, then its type and town, then its category', () => {
    expect(draftTitle('residential', { title: ' Quiet flat near the mall ', type: 'apartment' })).toBe('Quiet flat near the mall');
    expect(draftTitle('residential', { type: 'house', place: { town: 'East Legon' } })).toBe('House in East Legon');
    expect(draftTitle('commercial', { type: 'retail_shop' })).toBe('Shop');
    expect(draftTitle('farmland', {})).toBe('Agric & Farmlands listing');
  });
});
