import {
  changePreferences,
  currentPreferences,
  defaultPreferences,
  defaultPreferencesFor,
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
/** A person who proved their email (every account before issue 32), with WhatsApp configured or not. */
const byEmail = { email: true, phone: false };
const ctx = { now, reach: byEmail, whatsapp: false };
const phoneFirst = { email: false, phone: true };
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
  test('start as mail on, texts off (by SMS when on), each message at once, phone hidden', () => {
    expect(given(signedUp())!.preferences).toEqual({ email: all(true), sms: all(false), textBy: 'sms', digest: 'instant', showPhone: false });
    expect(defaultPreferences).toEqual(given(signedUp())!.preferences);
  });

  test('a person who proved a phone and no email is texted of every kind by default; anyone with a confirmed email is mailed', () => {
    expect(defaultPreferencesFor(phoneFirst)).toEqual({ email: all(true), sms: all(true), textBy: 'sms', digest: 'instant', showPhone: false });
    expect(defaultPreferencesFor({ email: true, phone: true })).toEqual(defaultPreferences);
    expect(defaultPreferencesFor(byEmail)).toEqual(defaultPreferences);
    expect(defaultPreferencesFor({ email: false, phone: false })).toEqual(defaultPreferences);
    // Never changed: the defaults of how they can be reached now, and their phone switch.
    expect(currentPreferences({ ...defaultPreferences, showPhone: true }, phoneFirst)).toEqual({ ...defaultPreferencesFor(phoneFirst), showPhone: true });
  });

  test('once a phone-first person changes anything, the whole setting is theirs, whatever they confirm later', () => {
    const events = changePreferences(given(signedUp()), { email: { offers: false } }, { ...ctx, reach: phoneFirst });
    expect(events).toEqual([
      { type: 'NotificationPreferencesChanged', data: { userId: 'u1', email: all(true, { offers: false }), sms: all(true), textBy: 'sms', digest: 'instant', changedAt: now.toISOString() } },
    ]);
    const chose = given(signedUp(), ...events)!;
    expect(currentPreferences(chose.preferences, { email: true, phone: true })).toEqual({ email: all(true, { offers: false }), sms: all(true), textBy: 'sms', digest: 'instant', showPhone: false });
  });

  test('the kinds of mail are one list the form and the unsubscribe link go through', () => {
    expect(notificationKinds).toContain('messages');
    expect(preferenceMessages.unsubscribed('messages')).toBe('You will no longer get emails about new messages. Change this any time in your profile.');
  });
});

describe('the preferences form', () => {
  test('accepts any part of the preferences', () => {
    expect(preferencesSchema.parse({})).toEqual({});
    expect(preferencesSchema.parse({ sms: { messages: true }, digest: 'daily', textBy: 'both' })).toEqual({ sms: { messages: true }, digest: 'daily', textBy: 'both' });
  });

  test('refuses what is not on or off, a digest other than instant or daily, and texts by anything but SMS, WhatsApp or both, field by field', () => {
    expect(errorsOf({ email: { messages: 'yes' }, digest: 'weekly', showPhone: 1, textBy: 'pigeon' })).toEqual({
      'email.messages': 'Choose on or off', digest: 'Choose instant or daily', showPhone: 'Choose on or off', textBy: 'Choose SMS, WhatsApp or both',
    });
  });
});

describe('changing the preferences', () => {
  test('given the defaults, when mail is turned off and a daily digest chosen, then one NotificationPreferencesChanged with the whole setting', () => {
    expect(changePreferences(given(signedUp()), { email: { messages: false }, digest: 'daily' }, ctx)).toEqual([
      { type: 'NotificationPreferencesChanged', data: { userId: 'u1', email: all(true, { messages: false }), sms: all(false), textBy: 'sms', digest: 'daily', changedAt: now.toISOString() } },
    ]);
  });

  test('when the phone is shown, then ContactPreferencesChanged, and the state shows it', () => {
    const events = changePreferences(given(signedUp()), { showPhone: true }, ctx);
    expect(events).toEqual([{ type: 'ContactPreferencesChanged', data: { userId: 'u1', showPhone: true, changedAt: now.toISOString() } }]);
    expect(given(signedUp(), ...events)!.preferences.showPhone).toBe(true);
  });

  test('what is not sent stays; what is sent unchanged records nothing', () => {
    const first = changePreferences(given(signedUp()), { sms: { messages: true } }, ctx);
    const user = given(signedUp(), ...first)!;
    expect(currentPreferences(user.preferences, byEmail)).toEqual({ email: all(true), sms: all(false, { messages: true }), textBy: 'sms', digest: 'instant', showPhone: false });
    expect(changePreferences(user, { sms: { messages: true }, digest: 'instant', showPhone: false, textBy: 'sms' }, ctx)).toEqual([]);
    expect(changePreferences(user, {}, ctx)).toEqual([]);
  });

  test('text messages need a phone number on the account', () => {
    const call = () => changePreferences(given(signedUp('')), { sms: { messages: true } }, ctx);
    expect(call).toThrow(RuleViolation);
    expect(call).toThrow(expect.objectContaining({ code: 'PhoneRequired', errors: { 'sms.messages': 'Add a phone number to your profile to get text messages' } }));
  });

  test('texts go by WhatsApp, or both, only where Fie sends WhatsApp, and to a phone on the account', () => {
    expect(changePreferences(given(signedUp()), { textBy: 'both' }, { ...ctx, whatsapp: true })).toEqual([
      { type: 'NotificationPreferencesChanged', data: { userId: 'u1', email: all(true), sms: all(false), textBy: 'both', digest: 'instant', changedAt: now.toISOString() } },
    ]);
    expect(() => changePreferences(given(signedUp()), { textBy: 'whatsapp' }, ctx)).toThrow(
      expect.objectContaining({ code: 'WhatsAppUnavailable', errors: { textBy: 'Fie does not send WhatsApp messages yet: choose SMS' } }),
    );
    expect(() => changePreferences(given(signedUp('')), { textBy: 'whatsapp' }, { ...ctx, whatsapp: true })).toThrow(expect.objectContaining({ code: 'PhoneRequired' }));
    // Back to SMS is always possible.
    const both = given(signedUp(), ...changePreferences(given(signedUp()), { textBy: 'both' }, { ...ctx, whatsapp: true }))!;
    expect(changePreferences(both, { textBy: 'sms' }, ctx)[0]!.data).toMatchObject({ textBy: 'sms' });
  });

  test('a closed account cannot change anything', () => {
    expect(() => changePreferences(undefined, { showPhone: true }, ctx)).toThrow(UnauthorizedError);
  });
});

describe('unsubscribing from a kind of mail', () => {
  test('given mail about messages is on, when the link is followed, then it is turned off, the rest kept', () => {
    const daily = changePreferences(given(signedUp()), { digest: 'daily', showPhone: true }, ctx);
    const events = unsubscribeFromMail(given(signedUp(), ...daily), 'messages', ctx);
    expect(events).toEqual([{ type: 'NotificationPreferencesChanged', data: { userId: 'u1', email: all(true, { messages: false }), sms: all(false), textBy: 'sms', digest: 'daily', changedAt: now.toISOString() } }]);
    expect(currentPreferences(given(signedUp(), ...daily, ...events)!.preferences, byEmail)).toEqual({ email: all(true, { messages: false }), sms: all(false), textBy: 'sms', digest: 'daily', showPhone: true });
  });

  test('given it is off already, or the account is closed, then nothing is recorded', () => {
    const off = given(signedUp(), ...changePreferences(given(signedUp()), { email: { messages: false } }, ctx));
    expect(unsubscribeFromMail(off, 'messages', ctx)).toEqual([]);
    expect(unsubscribeFromMail(undefined, 'messages', ctx)).toEqual([]);
  });
});
