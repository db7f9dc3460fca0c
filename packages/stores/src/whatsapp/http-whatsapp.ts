import { checkWhatsApp, DEFAULT_WHATSAPP_TEMPLATE, templateRequest, type WhatsAppMessage, type WhatsAppSender, type WhatsAppTemplate } from './port';

export type CloudWhatsAppConfig = {
  /** The Graph API's base with its version (WHATSAPP_API_URL), e.g. https://graph.facebook.com/v21.0. */
  apiUrl: string;
  /** The business phone number's id (WHATSAPP_PHONE_NUMBER_ID), not the number itself. */
  phoneNumberId: string;
  /** A system user's access token (WHATSAPP_TOKEN), sent as a Bearer token. */
  token: string;
  template?: WhatsAppTemplate;
  /** How long to wait for the API's answer; 10 s unless a test needs less. */
  timeoutMs?: number;
};

/**
 * WhatsApp through Meta's WhatsApp Business Cloud API: `POST {apiUrl}/{phoneNumberId}/messages` with a template
 * message (templateRequest) and the token as a Bearer token; the answer's `messages[0].id` (a wamid) is what the
 * delivery webhook reports on later. The token is kept in a private field and never put in an error.
 */
export class CloudWhatsAppSender implements WhatsAppSender {
  readonly #token: string;
  private readonly endpoint: URL;
  private readonly template: WhatsAppTemplate;
  private readonly timeoutMs: number;

  constructor(config: CloudWhatsAppConfig) {
    const base = new URL(config.apiUrl);
    if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new Error('The WhatsApp API URL must be http or https');
    if (!/^\d+$/.test(config.phoneNumberId)) throw new Error('The WhatsApp phone number id is the digits Meta gives the number, not the number itself');
    this.endpoint = new URL(`${base.pathname.replace(/\/+$/, '')}/${config.phoneNumberId}/messages`, base);
    this.#token = config.token;
    this.template = config.template ?? DEFAULT_WHATSAPP_TEMPLATE;
    this.timeoutMs = config.timeoutMs ?? 10_000;
  }

  async send(message: WhatsAppMessage) {
    checkWhatsApp(message);
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${this.#token}` },
        body: JSON.stringify(templateRequest(message, this.template)),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.failure(error);
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) throw new Error(`The WhatsApp API at ${this.endpoint.host} answered ${response.status}${errorOf(body) ? `: ${this.redact(errorOf(body)!)}` : ''}`);
    const id = messageIdOf(body);
    if (!id) throw new Error(`The WhatsApp API at ${this.endpoint.host} answered without a message id`);
    return { id };
  }

  /** Whether the API answers at all (any HTTP status): checking more would mean sending a message. */
  async health() {
    try {
      const response = await fetch(new URL('/', this.endpoint), { method: 'HEAD', signal: AbortSignal.timeout(Math.min(this.timeoutMs, 3000)) });
      return { ok: true, adapter: 'whatsapp-cloud', detail: `${this.endpoint.host} answers (${response.status})` };
    } catch (error) {
      return { ok: false, adapter: 'whatsapp-cloud', detail: this.failure(error).message };
    }
  }

  async close() {}

  private failure(error: unknown): Error {
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') return new Error(`The WhatsApp API at ${this.endpoint.host} did not answer within ${this.timeoutMs / 1000} s`);
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return new Error(`The WhatsApp API at ${this.endpoint.host} could not be reached: ${this.redact(cause)}`);
  }

  private redact(text: string): string {
    return text.split(this.#token).join('[WHATSAPP_TOKEN]');
  }
}

/** `{"messaging_product":"whatsapp","contacts":[…],"messages":[{"id":"wamid…"}]}` */
function messageIdOf(body: string): string | undefined {
  try {
    const id = (JSON.parse(body) as { messages?: { id?: unknown }[] }).messages?.[0]?.id;
    return typeof id === 'string' && id ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Graph API errors: `{"error":{"message":"…","code":131030,…}}`; the message, for the log. */
function errorOf(body: string): string | undefined {
  try {
    const error = (JSON.parse(body) as { error?: { message?: unknown; code?: unknown } }).error;
    return error ? `${String(error.message ?? '')}${error.code !== undefined ? ` (code ${String(error.code)})` : ''}`.slice(0, 300) : undefined;
  } catch {
    return body ? body.slice(0, 200) : undefined;
  }
}
