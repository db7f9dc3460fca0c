import { checkSms, InvalidSmsError, smsSegments } from './port';

describe('smsSegments: what a text is billed as', () => {
  test('one SMS holds 160 GSM-7 characters; longer texts go in parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('a'.repeat(306))).toBe(2);
    expect(smsSegments('a'.repeat(307))).toBe(3);
  });

  test('an extension character such as € counts twice and is not split across parts', () => {
    expect(smsSegments('€'.repeat(80))).toBe(1);
    expect(smsSegments('€'.repeat(81))).toBe(2);
    // 152 septets, then a two-septet € that does not fit in the first part's 153.
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(7)}`)).toBe(2);
    expect(smsSegments(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toBe(3);
  });

  test('one character outside GSM-7 (GH₵, Ɔ, ɛ) makes the text UCS-2: 70 to an SMS, parts of 67', () => {
    expect(smsSegments(`GH₵${'a'.repeat(67)}`)).toBe(1);
    expect(smsSegments(`GH₵${'a'.repeat(68)}`)).toBe(2);
    expect(smsSegments(`ɛ${'a'.repeat(133)}`)).toBe(2);
    expect(smsSegments(`ɛ${'a'.repeat(134)}`)).toBe(3);
  });

  test('an emoji takes two UCS-2 units and is not split across parts', () => {
    expect(smsSegments('🏠'.repeat(35))).toBe(1);
    expect(smsSegments('🏠'.repeat(36))).toBe(2);
    expect(smsSegments(`${'a'.repeat(66)}🏠${'a'.repeat(4)}`)).toBe(2);
  });
});

describe('checkSms', () => {
  test('accepts a Ghanaian E.164 number and answers the segments', () => {
    expect(checkSms({ to: '+233241234567', text: 'Your code is 482913' })).toBe(1);
  });

  test('refuses anything else with an error naming the field, without echoing the number', () => {
    const error = (() => {
      try {
        checkSms({ to: '0241234567', text: 'Hello' });
      } catch (e) {
        return e;
      }
    })() as InvalidSmsError;
    expect(error).toBeInstanceOf(InvalidSmsError);
    expect(error).toMatchObject({ code: 'InvalidSms', field: 'to' });
    expect(error.message).toContain('+233 and nine digits');
    expect(error.message).not.toContain('0241234567');
  });
});
