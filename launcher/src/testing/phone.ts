import { readSmsOutbox } from '@fie/stores';
import type { TestMarketplace } from './test-marketplace';

/**
 * A phone talking to Fie through the gateways' callbacks, as the SMS and USSD API tests play it: a text in, the
 * USSD session's screens, and the texts Fie sent back, read from the SMS outbox. `market` is read at each call, so
 * a test file can make these before its marketplace has started.
 */
export function phoneGateway(market: () => TestMarketplace, secret: string) {
  const textsTo = async (e164: string) => (await readSmsOutbox(market().stores.smsOutboxDir)).filter((m) => m.to === e164);
  return {
    sms: (from: string, text: string, key = secret) => market().request('POST', `/api/sms/inbound?secret=${encodeURIComponent(key)}`, { from, to: '1234', text }),
    textsTo,
    lastTextTo: async (e164: string) => (await textsTo(e164)).at(-1)?.text ?? '',
    ussd: (phoneNumber: string, text: string, sessionId = 'ATUid_1') =>
      fetch(`${market().url}/api/ussd`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-fie-secret': secret },
        body: new URLSearchParams({ sessionId, serviceCode: '*920*55#', phoneNumber, text }),
      }).then(async (r) => ({ status: r.status, text: await r.text() })),
  };
}

/** Reads until `ok` holds (what a reactor writes arrives a moment after the answer), or the time is up. */
export async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
