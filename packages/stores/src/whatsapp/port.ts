import { createHmac, timingSafeEqual } from 'node:crypto';
import { GHANA_E164 } from '../sms/port';

/**
 * The WhatsApp port (issue 32): Fie's notices by WhatsApp, beside SMS, for people who choose it. Off unless
 * WHATSAPP_PHONE_NUMBER_ID is set; then the WhatsApp Business Cloud API when WHATSAPP_TOKEN is set, or one JSON file a
 * message in DATA_DIR/whatsapp-outbox (the request the API would have been sent), so everything is testable here.
 *
 * A business may only start a conversation on WhatsApp with a template Meta approved: each notice is sent as the
 * template `template` in `language`, whose body has one variable, `{{1}}`, which is the notice's text in the
 * person's own language (Meta has no template languages for Twi, Ga or Ewe, so the words travel in the variable).
 */
export type WhatsAppMessage = {
  /** E.164, Ghana only, as for SMS. */
  to: string;
  /** The notice, one paragraph; WhatsApp keeps every letter (ɛ, ɔ, ₵), so it needs no GSM-7. */
  text: string;
};

export interface WhatsAppSender {
  send(message: WhatsAppMessage): Promise<{ id: string }>;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

export type WhatsAppTemplate = { name: string; language: string };
export const DEFAULT_WHATSAPP_TEMPLATE: WhatsAppTemplate = { name: 'fie_notice', language: 'en' };

/** The longest a template's text variable may be (Meta's limit is 1,024 characters for the whole body). */
export const MAX_WHATSAPP_TEXT = 900;

export class InvalidWhatsAppMessageError extends Error {
  readonly code = 'InvalidWhatsAppMessage';
  constructor(readonly field: 'to' | 'text', message: string) {
    super(message);
    this.name = 'InvalidWhatsAppMessageError';
  }
}

/** Checks a message before any adapter sends it; the number is left out of the error (errors reach logs). */
export function checkWhatsApp(message: WhatsAppMessage): void {
  if (typeof message.to !== 'string' || !GHANA_E164.test(message.to)) {
    throw new InvalidWhatsAppMessageError('to', 'A WhatsApp message goes to a Ghanaian number in E.164 form: +233 and nine digits without the leading 0, e.g. +233241234567');
  }
  if (typeof message.text !== 'string' || message.text.trim() === '') throw new InvalidWhatsAppMessageError('text', 'A WhatsApp message needs some text');
}

/**
 * The Cloud API's request body for a message: `POST {api}/{phone-number-id}/messages`, a template with the text as its
 * one body parameter. Meta refuses a parameter with a line break, a tab or more than four spaces in a row, so the
 * text is put on one line; `to` is the number's digits (Meta's wa_id form).
 */
export function templateRequest(message: WhatsAppMessage, template: WhatsAppTemplate) {
  const text = message.text.replace(/\s*[\r\n\t]+\s*/g, ' ').replace(/ {4,}/g, '   ').trim().slice(0, MAX_WHATSAPP_TEXT);
  return {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: { name: template.name, language: { code: template.language }, components: [{ type: 'body', parameters: [{ type: 'text', text }] }] },
  };
}
export type WhatsAppTemplateRequest = ReturnType<typeof templateRequest>;

/**
 * Whether a webhook call came from Meta: `X-Hub-Signature-256` is `sha256=` and the hex HMAC-SHA256 of the raw body
 * with the app secret. Compared in constant time; a missing or malformed header is simply not signed.
 */
export function verifyWhatsAppSignature(appSecret: string, rawBody: Buffer, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  const given = Buffer.from(match[1]!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The signature Meta would send for a body (tests and tools that play Meta). */
export const whatsAppSignature = (appSecret: string, rawBody: Buffer | string) => `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
