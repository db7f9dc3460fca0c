import { ConflictError, evolveOrganization, NotFoundError, organizations, RuleViolation, TooManyRequestsError, type OrganizationEvent, type OrganizationState } from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const registered: OrganizationEvent = {
  type: 'OrganizationRegistered',
  data: { orgId: 'o1', name: 'Adjei Homes', email: 'info@adjei.example', phone: '+233302212345', address: 'Osu, Accra', urlName: 'adjei', documents: [], registeredAt: now.toISOString(), completionKeyHash: 'key-1', keyExpiresAt: later(7 * 24 * 60).toISOString() },
};
const completed: OrganizationEvent = { type: 'OrganizationRegistrationCompleted', data: { orgId: 'o1', passwordHash: 'hash-1', completedAt: now.toISOString() } };
const given = (...events: OrganizationEvent[]) => events.reduce<OrganizationState | undefined>(evolveOrganization, undefined);
const asked = (at: Date, codeHash = 'code-1') => organizations.requestPasswordReset(given(registered, completed), { now: at, codeHash })[0];

describe('a fresh completion link', () => {
  test('given an unfinished registration, when it registers again, then a new key replaces the old one and works for 7 days', () => {
    const [event] = organizations.reissueCompletionLink(given(registered), { now: later(60 * 24 * 8), completionKeyHash: 'key-2', by: { kind: 'registration' } });
    expect(event).toEqual({
      type: 'OrganizationCompletionLinkReissued',
      data: { orgId: 'o1', completionKeyHash: 'key-2', keyExpiresAt: later(60 * 24 * 15).toISOString(), reissuedAt: later(60 * 24 * 8).toISOString(), by: 'registration' },
    });
    const state = given(registered, event);
    expect(() => organizations.completeRegistration(state, { now: later(60 * 24 * 9), keyHash: 'key-1', passwordHash: 'h' })).toThrow(RuleViolation);
    expect(organizations.completeRegistration(state, { now: later(60 * 24 * 9), keyHash: 'key-2', passwordHash: 'h' })[0].type).toBe('OrganizationRegistrationCompleted');
  });

  test('given staff resend it, then the event names them and their reason', () => {
    const [event] = organizations.reissueCompletionLink(given(registered), { now, completionKeyHash: 'key-2', by: { kind: 'staff', staffId: 's1', reason: 'Asked by phone' } });
    expect(event.data).toMatchObject({ by: 'staff', staffId: 's1', reason: 'Asked by phone' });
  });

  test('given a finished registration, then registering again is still a conflict, and staff are told it is finished', () => {
    const state = given(registered, completed);
    expect(() => organizations.reissueCompletionLink(state, { now, completionKeyHash: 'k', by: { kind: 'registration' } })).toThrow(expect.objectContaining({ code: 'OrganizationExists' }));
    expect(() => organizations.reissueCompletionLink(state, { now, completionKeyHash: 'k', by: { kind: 'staff', staffId: 's1', reason: 'r' } })).toThrow(ConflictError);
  });
});

describe("an organization's password reset", () => {
  test('when it asks for a code, then a code valid for 30 minutes; another within 30 seconds is refused with the wait', () => {
    const event = asked(now);
    expect(event).toEqual({ type: 'OrganizationPasswordResetRequested', data: { orgId: 'o1', codeHash: 'code-1', issuedAt: now.toISOString(), expiresAt: later(30).toISOString() } });
    const state = given(registered, completed, event);
    expect(() => organizations.requestPasswordReset(state, { now: new Date(now.getTime() + 10_000), codeHash: 'code-2' })).toThrow(TooManyRequestsError);
    expect(organizations.requestPasswordReset(state, { now: later(1), codeHash: 'code-2' })[0].data.codeHash).toBe('code-2');
  });

  test('given no organization with the email, then the same not-found answer as for people', () => {
    expect(() => organizations.requestPasswordReset(undefined, { now, codeHash: 'c' })).toThrow(expect.objectContaining({ code: 'UserNotFoundException' }));
    expect(() => organizations.requestPasswordReset(undefined, { now, codeHash: 'c' })).toThrow(NotFoundError);
  });

  test('when the right code comes, then the password is reset and the code is spent', () => {
    const state = given(registered, completed, asked(now));
    const [event] = organizations.resetPassword(state, { now: later(5), codeHash: 'code-1', passwordHash: 'hash-2' });
    expect(event).toEqual({ type: 'OrganizationPasswordReset', data: { orgId: 'o1', passwordHash: 'hash-2', resetAt: later(5).toISOString() } });
    expect(given(registered, completed, asked(now), event)).toMatchObject({ passwordHash: 'hash-2', pendingReset: undefined });
    expect(() => organizations.resetPassword(given(registered, completed, asked(now), event), { now: later(6), codeHash: 'code-1', passwordHash: 'h' })).toThrow(TooManyRequestsError);
  });

  test('when a wrong or expired code comes, then it is recorded as rejected; after five wrong ones even the right code is refused', () => {
    const state = given(registered, completed, asked(now));
    expect(organizations.resetPassword(state, { now: later(1), codeHash: 'wrong', passwordHash: 'h' })[0]).toMatchObject({ type: 'OrganizationPasswordResetCodeRejected', data: { reason: 'mismatch' } });
    expect(organizations.resetPassword(state, { now: later(31), codeHash: 'code-1', passwordHash: 'h' })[0]).toMatchObject({ type: 'OrganizationPasswordResetCodeRejected', data: { reason: 'expired' } });
    const rejected: OrganizationEvent = { type: 'OrganizationPasswordResetCodeRejected', data: { orgId: 'o1', rejectedAt: now.toISOString(), reason: 'mismatch' } };
    expect(() => organizations.resetPassword(given(registered, completed, asked(now), rejected, rejected, rejected, rejected, rejected), { now: later(2), codeHash: 'code-1', passwordHash: 'h' })).toThrow(TooManyRequestsError);
  });

  test('given a registration never finished, when it resets its password, then it is finished and its old link stops working', () => {
    const request = organizations.requestPasswordReset(given(registered), { now, codeHash: 'code-1' })[0];
    const [reset] = organizations.resetPassword(given(registered, request), { now: later(1), codeHash: 'code-1', passwordHash: 'hash-2' });
    const state = given(registered, request, reset);
    expect(state).toMatchObject({ completed: true, passwordHash: 'hash-2', completionKeyHash: undefined });
    expect(() => organizations.completeRegistration(state, { now: later(2), keyHash: 'key-1', passwordHash: 'h' })).toThrow(RuleViolation);
  });
});

describe("changing an organization's password", () => {
  test('when the current password is right, then OrganizationPasswordChanged; when wrong, the people\'s message under oldPassword', () => {
    const state = given(registered, completed);
    expect(organizations.changePassword(state, { now, oldPasswordMatches: true, passwordHash: 'hash-2' })).toEqual([{ type: 'OrganizationPasswordChanged', data: { orgId: 'o1', passwordHash: 'hash-2', changedAt: now.toISOString() } }]);
    expect(() => organizations.changePassword(state, { now, oldPasswordMatches: false, passwordHash: 'h' })).toThrow(expect.objectContaining({ errors: { oldPassword: 'Old password is incorrect' } }));
  });
});
