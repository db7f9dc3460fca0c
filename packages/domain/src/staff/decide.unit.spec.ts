import {
  assertStaffPasswordChangeAllowed,
  changeStaffPassword,
  fieldErrors,
  foldStaff,
  RuleViolation,
  staffChangePasswordSchema,
  TooManyRequestsError,
  UnauthorizedError,
  wrongCurrentPassword,
  type StaffEvent,
} from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
const given = (...events: StaffEvent[]) => foldStaff(events);
const added = (addedBy = 'first-start'): StaffEvent => ({
  type: 'StaffMemberAdded',
  data: { staffId: 's1', email: 'admin@fie.local', name: 'Administrator', role: 'administrator', passwordHash: 'one-time-hash', addedAt: now.toISOString(), addedBy },
});
const change = { currentPassword: 'one-time-pass', newPassword: 'Akwaaba#2026' };
const refusal = (act: () => unknown): unknown => {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};
const rejected = (minute: number): StaffEvent => ({ type: 'StaffPasswordChangeRejected', data: { staffId: 's1', rejectedAt: later(minute).toISOString() } });

describe('a staff member changing their own password', () => {
  test('When the current password matches, then the new hash is recorded with the time of the change', () => {
    expect(changeStaffPassword(given(added()), change, { now: later(1), currentPasswordMatches: true, passwordHash: 'new-hash' })).toEqual([
      { type: 'StaffPasswordChanged', data: { staffId: 's1', passwordHash: 'new-hash', changedAt: later(1).toISOString() } },
    ]);
  });

  test('When the current password is wrong, then the attempt is recorded and refused under currentPassword, saying no more', () => {
    const [event] = changeStaffPassword(given(added()), change, { now: later(1), currentPasswordMatches: false, passwordHash: 'new-hash' });
    expect(event).toEqual({ type: 'StaffPasswordChangeRejected', data: { staffId: 's1', rejectedAt: later(1).toISOString() } });
    expect(wrongCurrentPassword()).toMatchObject({ status: 400, message: 'The current password is not right', errors: { currentPassword: 'The current password is not right' } });
  });

  test('When the new password is the current one, then it is refused under newPassword', () => {
    const same = { currentPassword: 'Akwaaba#2026', newPassword: 'Akwaaba#2026' };
    const error = refusal(() => changeStaffPassword(given(added()), same, { now, currentPasswordMatches: true, passwordHash: 'h' }));
    expect(error).toBeInstanceOf(RuleViolation);
    expect(error).toMatchObject({ code: 'PasswordUnchanged', errors: { newPassword: 'Choose a new password that is different from the current one' } });
  });

  test('When the staff member no longer exists, then it is refused as unauthorized', () => {
    expect(() => changeStaffPassword(undefined, change, { now, currentPasswordMatches: false, passwordHash: 'h' })).toThrow(UnauthorizedError);
  });

  test('When five wrong current passwords came within 15 minutes, then further tries are refused until the window passes', () => {
    const state = given(added(), rejected(1), rejected(2), rejected(3), rejected(4), rejected(5));
    expect(() => assertStaffPasswordChangeAllowed(state, later(6))).toThrow(TooManyRequestsError);
    expect(() => assertStaffPasswordChangeAllowed(state, later(6))).toThrow(/Too many wrong passwords. Try again in 10 minutes/);
    expect(() => assertStaffPasswordChangeAllowed(state, later(17))).not.toThrow();
    expect(() => assertStaffPasswordChangeAllowed(given(added(), rejected(1), rejected(2), rejected(3), rejected(4)), later(6))).not.toThrow();
  });
});

describe('the staff state', () => {
  const changed: StaffEvent = { type: 'StaffPasswordChanged', data: { staffId: 's1', passwordHash: 'new-hash', changedAt: later(1).toISOString() } };

  test('Given the first-start administrator, then the password must be changed; any other staff member need not', () => {
    expect(given(added())!.mustChangePassword).toBe(true);
    expect(given(added('s0'))!.mustChangePassword).toBe(false);
  });

  test('Given a change of password, then the new hash is the one to check, the nudge stops and the failures are forgotten', () => {
    expect(given(added(), rejected(0), changed)).toMatchObject({ passwordHash: 'new-hash', mustChangePassword: false, failedPasswordChanges: [] });
  });

  test('Given sign-ins, then nothing about the password changes', () => {
    const signedIn: StaffEvent = { type: 'StaffSignedIn', data: { staffId: 's1', signedInAt: now.toISOString() } };
    expect(given(added(), signedIn)).toEqual(given(added()));
  });
});

describe('the staff change-password schema', () => {
  const errorsFor = (input: unknown) => {
    const result = staffChangePasswordSchema.safeParse(input);
    return result.success ? {} : fieldErrors(result.error);
  };

  test('When fields are missing, then each has its message, in the users\' wording for the new password', () => {
    expect(errorsFor({})).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Confirm password is required',
    });
  });

  test('When the new password is weak or not confirmed, then the users\' password rules answer', () => {
    expect(errorsFor({ currentPassword: 'x', newPassword: 'password', confirmPassword: 'password' })).toEqual({
      newPassword: 'Password must contain at least 8 characters, one uppercase, one number and one special case',
    });
    expect(errorsFor({ currentPassword: 'x', newPassword: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2027' })).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(errorsFor({ currentPassword: 'x', newPassword: 'Akwaaba#2026', confirmPassword: 'Akwaaba#2026' })).toEqual({});
  });
});
