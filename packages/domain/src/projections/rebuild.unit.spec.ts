import { ConflictError, NotFoundError, requestProjectionRebuild, ValidationError } from '../index';

const now = new Date('2026-11-25T10:00:00Z');
const ctx = { projection: 'listings', known: ['users', 'listings'], rebuilding: false, by: 's1', now };

describe('asking for a projection to be rebuilt', () => {
  test('given a known projection not being rebuilt, when an administrator asks with a reason, then ProjectionRebuildRequested names them, the reason and when', () => {
    expect(requestProjectionRebuild({ reason: '  Prices showed the old rate  ' }, ctx)).toEqual([
      { type: 'ProjectionRebuildRequested', data: { projection: 'listings', requestedBy: 's1', reason: 'Prices showed the old rate', requestedAt: now.toISOString() } },
    ]);
  });

  test('when the reason is missing, blank or over 1,000 characters, then a ValidationError under reason', () => {
    expect(() => requestProjectionRebuild({}, ctx)).toThrow(new ValidationError({ reason: 'Give a reason: it is kept with the rebuild' }));
    expect(() => requestProjectionRebuild({ reason: '   ' }, ctx)).toThrow(new ValidationError({ reason: 'Give a reason: it is kept with the rebuild' }));
    expect(() => requestProjectionRebuild({ reason: 'x'.repeat(1001) }, ctx)).toThrow(new ValidationError({ reason: 'Keep the reason under 1,000 characters' }));
  });

  test('when the projection does not exist, then NotFound, whatever the reason', () => {
    expect(() => requestProjectionRebuild({}, { ...ctx, projection: 'listingz' })).toThrow(new NotFoundError('There is no projection called listingz'));
  });

  test('given a rebuild under way, when another is asked for, then a Conflict', () => {
    expect(() => requestProjectionRebuild({ reason: 'again' }, { ...ctx, rebuilding: true })).toThrow(ConflictError);
    expect(() => requestProjectionRebuild({ reason: 'again' }, { ...ctx, rebuilding: true })).toThrow('This projection is already being rebuilt: wait for it to switch');
  });
});
