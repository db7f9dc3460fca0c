import { assertNotSuspended, ConflictError, evolveUserStanding, ForbiddenError, fieldErrors, reinstateUser, suspendUser, userStandingSchema, type UserStandingEvent } from '../index';

const now = new Date('2026-11-23T12:00:00Z');
const given = (...events: UserStandingEvent[]) => events.reduce(evolveUserStanding, undefined as ReturnType<typeof evolveUserStanding> | undefined);
const by = { userId: 'u1', staffId: 's1', reason: 'Asked for money before viewings', now };

describe('staff suspending and reinstating a person', () => {
  test('When staff suspend someone, then the event carries the staff member and the reason, and sign-in is refused saying why', () => {
    const [suspended] = suspendUser(undefined, by);
    expect(suspended).toEqual({ type: 'UserSuspended', data: { userId: 'u1', staffId: 's1', reason: 'Asked for money before viewings', suspendedAt: now.toISOString() } });
    expect(() => assertNotSuspended(given(suspended), 'support@fie.local')).toThrow(ForbiddenError);
    expect(() => assertNotSuspended(given(suspended), 'support@fie.local')).toThrow('Your account has been suspended: Asked for money before viewings. To ask about it, write to support@fie.local.');
  });

  test('When someone already suspended is suspended again, or someone in good standing is reinstated, then it is refused', () => {
    const [suspended] = suspendUser(undefined, by);
    expect(() => suspendUser(given(suspended), by)).toThrow(ConflictError);
    expect(() => reinstateUser(given(), by)).toThrow(ConflictError);
  });

  test('When staff reinstate someone, then they can sign in again', () => {
    const [suspended] = suspendUser(undefined, by);
    const [reinstated] = reinstateUser(given(suspended), { ...by, reason: 'Cleared after a call' });
    expect(reinstated.data).toMatchObject({ staffId: 's1', reason: 'Cleared after a call' });
    expect(() => assertNotSuspended(given(suspended, reinstated), 'support@fie.local')).not.toThrow();
  });

  test('When no reason is given, then the form says the person is told it', () => {
    const result = userStandingSchema.safeParse({ reason: '  ' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ reason: 'Give a reason: the person is told it' });
  });
});
