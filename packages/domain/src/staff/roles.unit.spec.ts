import {
  assertStaffMay,
  changeStaffRole,
  ConflictError,
  disableStaff,
  enableStaff,
  fieldErrors,
  foldStaff,
  ForbiddenError,
  inviteStaff,
  inviteStaffSchema,
  resetStaffPassword,
  RuleViolation,
  setStaffPassword,
  staffCan,
  UnauthorizedError,
  type StaffEvent,
} from '../index';

const now = new Date('2026-11-23T10:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const given = (...events: StaffEvent[]) => foldStaff(events);
const invited = (role: 'administrator' | 'moderator' | 'support' | 'analyst' = 'moderator') =>
  inviteStaff({ email: 'esi@fie.local', name: 'Esi Owusu', role, reason: 'New moderator' }, { staffId: 's2', by: 's1', now, linkDigest: 'digest' })[0];

describe('what each staff role may do', () => {
  test('An analyst reads the console and changes nothing', () => {
    expect(staffCan('analyst', 'console.read')).toBe(true);
    for (const p of ['staff.manage', 'listings.moderate', 'users.manage', 'organizations.manage', 'verifications.decide', 'settings.manage', 'projections.rebuild'] as const) {
      expect(staffCan('analyst', p)).toBe(false);
    }
  });

  test('A moderator moderates but cannot manage staff or settings; support cannot judge verifications; an administrator may do everything', () => {
    expect(staffCan('moderator', 'listings.moderate')).toBe(true);
    expect(staffCan('moderator', 'verifications.decide')).toBe(true);
    expect(staffCan('moderator', 'staff.manage')).toBe(false);
    expect(staffCan('moderator', 'settings.manage')).toBe(false);
    expect(staffCan('support', 'users.manage')).toBe(true);
    expect(staffCan('support', 'listings.moderate')).toBe(true);
    expect(staffCan('support', 'verifications.decide')).toBe(false);
    expect(staffCan('administrator', 'staff.manage')).toBe(true);
    expect(staffCan('someone-else', 'console.read')).toBe(false);
  });

  test('Given a staff member disabled or gone, then every call is refused as unauthorized; a role short of the permission is forbidden', () => {
    const disabled = given(invited(), ...disableStaff(given(invited()), 'Left the company', { by: 's1', now }));
    expect(() => assertStaffMay(disabled, 'console.read')).toThrow(UnauthorizedError);
    expect(() => assertStaffMay(undefined, 'console.read')).toThrow(UnauthorizedError);
    expect(() => assertStaffMay(given(invited('analyst')), 'listings.moderate')).toThrow(ForbiddenError);
    expect(assertStaffMay(given(invited('moderator')), 'listings.moderate').staffId).toBe('s2');
  });
});

describe('administrators managing staff', () => {
  test('When an administrator invites someone, then the account exists with no password, the role, who invited and a link valid for 7 days', () => {
    expect(invited()).toEqual({
      type: 'StaffMemberInvited',
      data: { staffId: 's2', email: 'esi@fie.local', name: 'Esi Owusu', role: 'moderator', invitedBy: 's1', reason: 'New moderator', invitedAt: now.toISOString(), linkDigest: 'digest', linkExpiresAt: later(7).toISOString() },
    });
    expect(given(invited())).toMatchObject({ passwordHash: '', disabled: false, invitation: { linkDigest: 'digest' } });
  });

  test('When the invited person uses the link, then the password is set and the link stops working', () => {
    const [set] = setStaffPassword(given(invited()), { linkDigest: 'digest', now: later(1), passwordHash: 'hash' });
    expect(set).toEqual({ type: 'StaffPasswordSet', data: { staffId: 's2', passwordHash: 'hash', setAt: later(1).toISOString() } });
    expect(() => setStaffPassword(given(invited(), set), { linkDigest: 'digest', now: later(1), passwordHash: 'again' })).toThrow(RuleViolation);
  });

  test('When the link is wrong or older than 7 days, then it is refused and nothing is set', () => {
    expect(() => setStaffPassword(given(invited()), { linkDigest: 'forged', now, passwordHash: 'h' })).toThrow(/not valid/);
    expect(() => setStaffPassword(given(invited()), { linkDigest: 'digest', now: later(8), passwordHash: 'h' })).toThrow(/expired/);
  });

  test('When an administrator changes a role, then the change carries both roles, who and why; the same role is refused', () => {
    const [changed] = changeStaffRole(given(invited()), { role: 'support', reason: 'Moves to support' }, { by: 's1', now });
    expect(changed.data).toEqual({ staffId: 's2', from: 'moderator', to: 'support', changedBy: 's1', reason: 'Moves to support', changedAt: now.toISOString() });
    expect(given(invited(), changed)!.role).toBe('support');
    expect(() => changeStaffRole(given(invited()), { role: 'moderator', reason: 'x' }, { by: 's1', now })).toThrow(/already has this role/);
  });

  test('When an administrator acts on their own account, then it is refused, so an active administrator always remains', () => {
    expect(() => changeStaffRole(given(invited()), { role: 'analyst', reason: 'x' }, { by: 's2', now })).toThrow(/yourself/);
    expect(() => disableStaff(given(invited()), 'x', { by: 's2', now })).toThrow(/yourself/);
  });

  test('When a staff member is disabled and enabled again, then each is recorded once, with who and why', () => {
    const [disabled] = disableStaff(given(invited()), 'On leave', { by: 's1', now });
    expect(disabled.data).toEqual({ staffId: 's2', disabledBy: 's1', reason: 'On leave', disabledAt: now.toISOString() });
    expect(() => disableStaff(given(invited(), disabled), 'again', { by: 's1', now })).toThrow(ConflictError);
    const [enabled] = enableStaff(given(invited(), disabled), 'Back', { by: 's1', now });
    expect(given(invited(), disabled, enabled)!.disabled).toBe(false);
    expect(() => enableStaff(given(invited()), 'x', { by: 's1', now })).toThrow(ConflictError);
  });

  test('When an operator resets a password from the command line, then it is a one-time password to change, and any invitation link stops working', () => {
    const [reset] = resetStaffPassword(given(invited()), { now, passwordHash: 'one-time' });
    expect(reset.data).toMatchObject({ staffId: 's2', passwordHash: 'one-time', resetBy: 'operator-cli' });
    expect(given(invited(), reset)).toMatchObject({ mustChangePassword: true, invitation: undefined });
  });

  test('When the invitation form is incomplete, then each field says what is missing', () => {
    const result = inviteStaffSchema.safeParse({ email: 'not-an-email' });
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ email: 'Enter a valid email address', name: 'Name is required', role: 'Choose a role' });
  });
});
