/**
 * Ghana phone numbers (+233, trunk prefix 0, nine national digits). People write them as
 * 024 412 3456, 244123456, +233 24 412 3456 or 233244123456; we store E.164 (+233244123456).
 * Numbers are portable between networks, so we never infer the network from the prefix.
 */
const MOBILE_PREFIXES = ['20', '23', '24', '25', '26', '27', '28', '50', '53', '54', '55', '56', '57', '59'];
const LANDLINE_PREFIXES = ['30', '31', '32', '33', '34', '35', '36', '37', '38', '39'];

export function nationalDigits(input: string): string | undefined {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+233|00233|233|0)?(\d{9})$/.exec(compact);
  return match?.[1];
}

export function isGhanaPhone(input: string): boolean {
  const digits = nationalDigits(input);
  if (!digits) return false;
  const prefix = digits.slice(0, 2);
  return MOBILE_PREFIXES.includes(prefix) || LANDLINE_PREFIXES.includes(prefix);
}

/**
 * A Ghanaian mobile number (024…, 020…, 059…; not a landline such as 030…): WhatsApp is offered only for
 * these, since a landline has no WhatsApp and the link would open a chat with no one.
 */
export function isGhanaMobile(input: string): boolean {
  const digits = nationalDigits(input);
  return digits !== undefined && MOBILE_PREFIXES.includes(digits.slice(0, 2));
}

/** E.164 form of a valid Ghana number; call only after isGhanaPhone. */
export function toE164(input: string): string {
  return `+233${nationalDigits(input)}`;
}

/** How a Ghanaian writes it back: 024 412 3456. */
export function formatGhanaPhone(e164: string): string {
  const digits = nationalDigits(e164);
  if (!digits) return e164;
  return `0${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
}
