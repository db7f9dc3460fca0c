import { isGhanaMobile, isGhanaPhone } from './phone';

describe('Ghana phone numbers', () => {
  test.each(['024 412 3456', '+233 20 123 4567', '233591234567', '0551234567'])('%s is a mobile number (WhatsApp is offered)', (phone) => {
    expect(isGhanaMobile(phone)).toBe(true);
  });

  test.each(['030 221 2345', '+233322012345', '0372012345'])('%s is a landline: a Ghana number, but no WhatsApp', (phone) => {
    expect(isGhanaPhone(phone)).toBe(true);
    expect(isGhanaMobile(phone)).toBe(false);
  });

  test.each(['', '12345', '0214412345'])('"%s" is neither', (phone) => {
    expect(isGhanaMobile(phone)).toBe(false);
  });
});
