import { randomUUID } from 'node:crypto';
import { checkSms, checkSmsSender, DEFAULT_SMS_SENDER, type SmsMessage, type SmsSender } from './port';

export type HttpSmsConfig = {
  /** The gateway's send endpoint (SMS_URL). */
  url: string;
  /** Sent as `Authorization: Bearer …` (SMS_API_KEY); some gateways take their key in the URL instead. */
  apiKey?: string;
  /** The sender id phones show (SMS_SENDER), at most 11 characters. */
  sender?: string;
  /** How long to wait for the gateway's answer; 10 s unless a test needs less. */
  timeoutMs?: number;
};

/**
 * Production SMS sender for a Ghanaian SMS gateway over HTTP: `POST {url}` with JSON `{to, from, text}` and
 * the key as a Bearer token; any 2xx answer is success. The key is kept in a private field and never put in
 * an error, so it cannot reach a log. Uses Node's global fetch.
 */
export class HttpSmsSender implements SmsSender {
  readonly #apiKey: string | undefined;
  private readonly url: URL;
  private readonly from: string;
  private readonly timeoutMs: number;

  constructor(config: HttpSmsConfig) {
    this.url = new URL(config.url);
    if (this.url.protocol !== 'http:' && this.url.protocol !== 'https:') throw new Error('The SMS gateway URL must be http or https');
    this.#apiKey = config.apiKey;
    this.from = checkSmsSender(config.sender ?? DEFAULT_SMS_SENDER);
    this.timeoutMs = config.timeoutMs ?? 10_000;
  }

  async send(message: SmsMessage) {
    checkSms(message);
    const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' };
    if (this.#apiKey) headers.authorization = `Bearer ${this.#apiKey}`;
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ to: message.to, from: this.from, text: message.text }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw this.failure(error);
    }
    const body = await response.text().catch(() => '');
    if (!response.ok) {
      throw new Error(`The SMS gateway at ${this.url.host} answered ${response.status} ${response.statusText}${body ? `: ${this.redact(body).slice(0, 200)}` : ''}`);
    }
    return { id: gatewayId(body) ?? randomUUID() };
  }

  /**
   * Whether the gateway answers at all: a HEAD request, where any HTTP status counts (most gateways refuse
   * HEAD with 404 or 405). Checking more would mean sending an SMS.
   */
  async health() {
    try {
      const response = await fetch(this.url, { method: 'HEAD', signal: AbortSignal.timeout(Math.min(this.timeoutMs, 3000)) });
      return { ok: true, adapter: 'http', detail: `${this.url.host} answers (${response.status})` };
    } catch (error) {
      return { ok: false, adapter: 'http', detail: this.failure(error).message };
    }
  }

  async close() {}

  private failure(error: unknown): Error {
    // The timeout arrives as a DOMException, which is not an Error from every realm (jest's, for one): go by its name.
    const name = (error as { name?: unknown } | null)?.name;
    if (name === 'TimeoutError' || name === 'AbortError') {
      return new Error(`The SMS gateway at ${this.url.host} did not answer within ${this.timeoutMs / 1000} s`);
    }
    // fetch reports a refused or reset connection as 'fetch failed' with the reason in `cause`.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
    return new Error(`The SMS gateway at ${this.url.host} could not be reached: ${this.redact(cause)}`);
  }

  private redact(text: string): string {
    return this.#apiKey ? text.split(this.#apiKey).join('[SMS_API_KEY]') : text;
  }
}

/** The gateway's own id for the message when its answer carries one (`id` or `messageId`), for support tickets. */
function gatewayId(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { id?: unknown; messageId?: unknown };
    const id = parsed.id ?? parsed.messageId;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}
