import {
  changePreferences,
  defaultPreferences,
  fieldErrors,
  foldUser,
  notificationKinds,
  preferenceMessages,
  preferencesSchema,
  RuleViolation,
  UnauthorizedError,
  unsubscribeFromMail,
  type UserEvent,
} from '../index';

const now = new Date('2026-11-21T10:00:00Z');
const signedUp = (phone = '+233244123456'): UserEvent => ({
  type: 'UserSignedUp',
  data: { userId: 'u1', firstName: 'Ama', lastName: 'Mensah', email: 'ama@example.com', phone, userType: 'owner', passwordHash: 'h', signedUpAt: now.toISOString() },
});
const given = (...events: UserEvent[]) => foldUser(events);
const errorsOf = (input: unknown) => {
  const r = preferencesSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};
/** Every kind of mail on or off: each feature adds its kind, and these tests hold for any list. */
const all = (on: boolean, over: Record<string, boolean> = {}) => ({ ...Object.fromEntries(notificationKinds.map((k) => [k, on])), ...over });

describe('the preferences', () => {
  test('start as mail on, texts off, each message at once, phone hidden', () => {
    expect(given(signedUp())!.preferences).toEqual({ email: all(true), sms: all(false), digest: 'instant', showPhone: false });
    expect(defaultPreferences).toEqual(given(signedUp())!.preferences);
  });

  test('the kinds of mail are one list the form and the unsubscribe link go through', () => {
    expect(notificationKinds).toContain('messages');
    expect(preferenceMessages.unsubscribed('messages')).toBe('You will no longer get emails about new messages. Change this any time in your profile.');
  });
});

describe('the preferences form', () => {
  test('accepts any part of the preferences', () => {
    expect(preferencesSchema.parse({})).toEqual({});
    expect(preferencesSchema.parse({ sms: { messages: true }, digest: 'daily' })).toEqual({ sms: { messages: true }, digest: 'daily' });
  });

  test('refuses what is not on or off, and a digest other than instant or daily, field by field', () => {
    expect(errorsOf({ email: { messages: 'yes' }, digest: 'weekly', showPhone: 1 })).toEqual({ 'email.messages': 'Choose on or off', digest: 'Choose instant or daily', showPhone: 'Choose on or off' });
  });
});

describe('changing the preferences', () => {
  test('given the defaults, when mail is turned off and a daily digest chosen, then one NotificationPreferencesChanged with the whole setting', () => {
    expect(changePreferences(given(signedUp()), { email: { messages: false }, digest: 'daily' }, { now })).toEqual([
      { type: 'NotificationPreferencesChanged', data: { userId: 'u1', email: all(true, { messages: false }), sms: all(false), digest: 'daily', changedAt: now.toISOString() } },
    ]);
  });

  test('when the phone is shown, then ContactPreferencesChanged, and the state shows it', () => {
    const events = changePreferences(given(signedUp()), { showPhone: true }, { now });
    expect(events).toEqual([{ type: 'ContactPreferencesChanged', data: { userId: 'u1', showPhone: true, changedAt: now.toISOString() } }]);
    expect(given(signedUp(), ...events)!.preferences.showPhone).toBe(true);
  });

  test('what is not sent stays; what is sent unchanged records nothing', () => {
    const first = changePreferences(given(signedUp()), { sms: { messages: true } }, { now });
    const user = given(signedUp(), ...first)!;
    expect(user.preferences).toEqual({ email: all(true), sms: all(false, { messages: true }), digest: 'instant', showPhone: false });
    expect(changePreferences(user, { sms: { messages: true }, digest: 'instant', showPhone: false }, { now })).toEqual([]);
    expect(changePreferences(user, {}, { now })).toEqual([]);
  });

  test('text messages need a phone number on the account', () => {
    const call = () => changePreferences(given(signedUp('')), { sms: { messages: true } }, { now });
    expect(call).toThrow(RuleViolation);
    expect(call).toThrow(expect.objectContaining({ code: 'PhoneRequired', errors: { 'sms.messages': 'Add a phone number to your profile to get text messages' } }));
  });

  test('a closed account cannot change anything', () => {
    expect(() => changePreferences(undefined, { showPhone: true }, { now })).toThrow(UnauthorizedError);
  });
});

describe('unsubscribing from a kind of mail', () => {
  test('given mail about messages is on, when the link is followed, then it is turned off, the rest kept', () => {
    const daily = changePreferences(given(signedUp()), { digest: 'daily', showPhone: true }, { now });
    const events = unsubscribeFromMail(given(signedUp(), ...daily), 'messages', { now });
    expect(events).toEqual([{ type: 'NotificationPreferencesChanged', data: { userId: 'u1', email: all(true, { messages: false }), sms: all(false), digest: 'daily', changedAt: now.toISOString() } }]);
    expect(given(signedUp(), ...daily, ...events)!.preferences).toEqual({ email: all(true, { messages: false }), sms: all(false), digest: 'daily', showPhone: true });
  });

  test('given it is off already, or the account is closed, then nothing is recorded', () => {
    const off = given(signedUp(), ...changePreferences(given(signedUp()), { email: { messages: false } }, { now }));
    expect(unsubscribeFromMail(off, 'messages', { now })).toEqual([]);
    expect(unsubscribeFromMail(undefined, 'messages', { now })).toEqual([]);
  });
});
