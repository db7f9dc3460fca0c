import { approveVerification, ConflictError, evolveVerifications, fieldErrors, isVerifiedUntil, rejectVerification, submitVerification, submitVerificationSchema, type VerificationEvent } from '../index';

const now = new Date('2026-11-23T12:00:00Z');
const given = (...events: VerificationEvent[]) => events.reduce(evolveVerifications, undefined as ReturnType<typeof evolveVerifications> | undefined);
const submitted = submitVerification(undefined, { userId: 'u1', kind: 'ghana_card', number: 'GHA-123456789-0', document: 'card.jpg', now })[0];
const errorsFor = (input: unknown) => {
  const r = submitVerificationSchema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
};

describe('verified badges', () => {
  test('When a Ghana Card number is not GHA- 9 digits - 1 digit, then it is refused with the format; a licence needs its number as printed', () => {
    expect(errorsFor({ kind: 'ghana_card', number: 'GHA-12345678-0', document: 'd' })).toEqual({ number: 'Enter the Ghana Card number as GHA-123456789-0' });
    expect(errorsFor({ kind: 'ghana_card', number: 'gha-123456789-0', document: 'd' })).toEqual({});
    expect(errorsFor({ kind: 'reac_licence', number: '?', document: '' })).toEqual({ number: 'Enter the licence number as printed on the licence', document: 'Upload a photo or scan of the card or licence' });
  });

  test('When submitted, then it waits for staff; a second submission while it waits is refused', () => {
    expect(given(submitted)).toEqual({ ghana_card: { status: 'pending' } });
    expect(() => submitVerification(given(submitted), { userId: 'u1', kind: 'ghana_card', number: 'GHA-123456789-0', document: 'd', now })).toThrow(ConflictError);
  });

  test('When staff approve with an expiry, then the badge holds until the end of that day and lapses by itself after', () => {
    const [approved] = approveVerification(given(submitted), { userId: 'u1', kind: 'ghana_card', staffId: 's1', reason: 'Card seen', expiresOn: '2027-11-23', now });
    expect(approved.data).toMatchObject({ staffId: 's1', reason: 'Card seen', expiresAt: '2027-11-23T23:59:59.999Z' });
    expect(isVerifiedUntil(approved.data.expiresAt, now)).toBe(true);
    expect(isVerifiedUntil(approved.data.expiresAt, new Date('2027-11-24T00:00:00Z'))).toBe(false);
    expect(() => approveVerification(given(submitted), { userId: 'u1', kind: 'ghana_card', staffId: 's1', reason: 'x', expiresOn: '2026-11-22', now })).toThrow('The expiry date must be in the future');
  });

  test('When staff reject, then nothing is left waiting and it cannot be decided twice', () => {
    const [rejected] = rejectVerification(given(submitted), { userId: 'u1', kind: 'ghana_card', staffId: 's1', reason: 'Photo unreadable', now });
    expect(given(submitted, rejected)).toEqual({ ghana_card: { status: 'rejected' } });
    expect(() => rejectVerification(given(submitted, rejected), { userId: 'u1', kind: 'ghana_card', staffId: 's1', reason: 'x', now })).toThrow(ConflictError);
  });
});
