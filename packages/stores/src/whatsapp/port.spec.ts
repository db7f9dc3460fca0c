import { templateRequest, verifyWhatsAppSignature, whatsAppSignature } from './port';

const secret = 'app-secret-0123456789abcdef';
const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

describe('verifyWhatsAppSignature: is this webhook call from Meta?', () => {
  test('a body signed with the app secret (sha256= and the hex HMAC-SHA256 of the raw body) is', () => {
    expect(verifyWhatsAppSignature(secret, body, whatsAppSignature(secret, body))).toBe(true);
    expect(verifyWhatsAppSignature(secret, body, whatsAppSignature(secret, body).toUpperCase().replace('SHA256=', 'sha256='))).toBe(true);
  });

  test('no header, another secret, another body or a malformed header is not', () => {
    expect(verifyWhatsAppSignature(secret, body, undefined)).toBe(false);
    expect(verifyWhatsAppSignature(secret, body, whatsAppSignature('another-secret', body))).toBe(false);
    expect(verifyWhatsAppSignature(secret, Buffer.from(`${body.toString()} `), whatsAppSignature(secret, body))).toBe(false);
    expect(verifyWhatsAppSignature(secret, body, whatsAppSignature(secret, body).replace('sha256=', 'sha1='))).toBe(false);
    expect(verifyWhatsAppSignature(secret, body, 'sha256=abc')).toBe(false);
  });
});

test('a template request keeps the text on one line, with no run of more than three spaces', () => {
  const request = templateRequest({ to: '+233241234567', text: 'Fie:\n\tline     two' }, { name: 'fie_notice', language: 'en' });
  expect(request.template.components[0]!.parameters[0]!.text).toBe('Fie: line   two');
  expect(request.to).toBe('233241234567');
});
