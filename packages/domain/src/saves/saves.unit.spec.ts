import { evolveSaves, NotFoundError, saveProperty, unsaveProperty, type SaveEvent, type SavesState } from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const given = (...events: SaveEvent[]) => events.reduce<SavesState | undefined>(evolveSaves, undefined);
const saved = (listingId = 'l1'): SaveEvent => ({ type: 'PropertySaved', data: { userId: 'u1', listingId, savedAt: now.toISOString() } });
const unsaved = (listingId = 'l1'): SaveEvent => ({ type: 'PropertyUnsaved', data: { userId: 'u1', listingId, unsavedAt: now.toISOString() } });

describe('saving a property', () => {
  test('given nothing saved, when a published listing is saved, then PropertySaved', () => {
    expect(saveProperty(given(), 'l1', { userId: 'u1', now, listingPublished: true })).toEqual([saved()]);
  });

  test('given it is saved already, when it is saved again, then nothing is recorded', () => {
    expect(saveProperty(given(saved()), 'l1', { userId: 'u1', now, listingPublished: true })).toEqual([]);
  });

  test('given it was saved and removed, when it is saved again, then PropertySaved', () => {
    expect(saveProperty(given(saved(), unsaved()), 'l1', { userId: 'u1', now, listingPublished: true })).toEqual([saved()]);
  });

  test('a listing that is not published (hidden, let, sold, deleted or unknown) cannot be saved: 404 as the property page', () => {
    expect(() => saveProperty(given(), 'l1', { userId: 'u1', now, listingPublished: false })).toThrow(new NotFoundError('Could not get property!'));
  });
});

describe('removing a saved property', () => {
  test('given it is saved, when it is removed, then PropertyUnsaved, and it leaves the state', () => {
    expect(unsaveProperty(given(saved(), saved('l2')), 'l1', { userId: 'u1', now })).toEqual([unsaved()]);
    expect(given(saved(), saved('l2'), unsaved())!.saved).toEqual({ l2: now.toISOString() });
  });

  test('given it is not saved, when it is removed, then nothing is recorded', () => {
    expect(unsaveProperty(given(), 'l1', { userId: 'u1', now })).toEqual([]);
    expect(unsaveProperty(given(saved(), unsaved()), 'l1', { userId: 'u1', now })).toEqual([]);
  });
});
