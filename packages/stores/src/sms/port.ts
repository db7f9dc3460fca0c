/**
 * The SMS port. The embedded default writes one JSON file per SMS to DATA_DIR/sms-outbox; a Ghanaian SMS
 * gateway over HTTP when SMS_URL is set. Callers pass numbers already in E.164 form; the port refuses
 * anything else rather than guess at a trunk 0 or a missing country code.
 */
export type SmsMessage = {
  /** E.164, Ghana only: +233 and nine digits, e.g. +233241234567. */
  to: string;
  /** Plain text, no markup. See smsSegments for what it costs. */
  text: string;
};

export interface SmsSender {
  send(message: SmsMessage): Promise<{ id: string }>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** The sender id phones show. Alphanumeric sender ids are at most 11 characters on GSM networks. */
export const DEFAULT_SMS_SENDER = 'Fie';
export const MAX_SMS_SENDER_LENGTH = 11;

/** +233, then the nine-digit national number without its trunk 0 (mobiles start 2 or 5, landlines 3). */
export const GHANA_E164 = /^\+233[1-9]\d{8}$/;

/** Bad input to the port: a programming error in the caller, named by the field it concerns. */
export class InvalidSmsError extends Error {
  readonly code = 'InvalidSms';
  constructor(readonly field: 'to' | 'text' | 'sender', message: string) {
    super(message);
    this.name = 'InvalidSmsError';
  }
}

/**
 * Checks a message before any adapter sends it, and answers how many segments it takes. The number itself
 * is left out of the error: it is personal data, and errors end up in logs.
 */
export function checkSms(message: SmsMessage): number {
  if (typeof message.to !== 'string' || !GHANA_E164.test(message.to)) {
    throw new InvalidSmsError('to', 'An SMS goes to a Ghanaian number in E.164 form: +233 and nine digits without the leading 0, e.g. +233241234567');
  }
  if (typeof message.text !== 'string' || message.text.trim() === '') throw new InvalidSmsError('text', 'An SMS needs some text');
  return smsSegments(message.text);
}

/** Checked when an adapter is made, so a bad SMS_SENDER stops start-up rather than the first SMS. */
export function checkSmsSender(sender: string): string {
  if (sender.length === 0 || sender.length > MAX_SMS_SENDER_LENGTH) {
    throw new InvalidSmsError('sender', `The SMS sender id must be 1 to ${MAX_SMS_SENDER_LENGTH} characters (got ${sender.length})`);
  }
  return sender;
}

// GSM 03.38: the 7-bit default alphabet (without ESC) and its extension table, whose characters take two septets.
const GSM7_BASIC = new Set(Array.from('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà'));
const GSM7_EXTENSION = new Set(Array.from('\f^{}\\[~]|€'));

/**
 * How many SMS a text is billed as. One SMS holds 160 GSM-7 characters, or 70 UCS-2 characters as soon as
 * one character is outside GSM-7: GH₵, Ɔ and ɛ all are, so 'GH₵ 2,500' makes the whole text UCS-2 (write
 * 'GHS' to keep 160). A longer text is split into parts of 153 GSM-7 or 67 UCS-2 characters (the rest of
 * each part carries the joining header); an extension character (€ [ ] { } ...) counts twice, and neither it
 * nor an emoji's surrogate pair is split across two parts.
 */
export function smsSegments(text: string): number {
  const characters = Array.from(text);
  const gsm7 = characters.every((c) => GSM7_BASIC.has(c) || GSM7_EXTENSION.has(c));
  const [single, part] = gsm7 ? [160, 153] : [70, 67];
  const units = (c: string) => (gsm7 ? (GSM7_EXTENSION.has(c) ? 2 : 1) : c.length);
  const total = characters.reduce((sum, c) => sum + units(c), 0);
  if (total <= single) return 1;
  let segments = 1;
  let used = 0;
  for (const c of characters) {
    if (used + units(c) > part) {
      segments += 1;
      used = 0;
    }
    used += units(c);
  }
  return segments;
}
