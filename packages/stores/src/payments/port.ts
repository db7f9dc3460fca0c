import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payment port (issue 33): collect money into the licensed provider's hold, ask its status, pay it out to a
 * lister's mobile-money number, refund it, and check the provider's callbacks. Fie never holds the money: it
 * tells the provider what to do. The embedded default is a simulator with the provider's behaviour (its state
 * under DATA_DIR/payments-simulator); Paystack when PAYSTACK_SECRET_KEY is set.
 *
 * Amounts are pesewas (Paystack's subunit), GHS only. Every call carries a key the provider keeps (the
 * collection's reference, a transfer's reference): asked twice, it does the thing once.
 */
export type MomoNetwork = 'mtn' | 'telecel' | 'airteltigo';

export type CollectRequest = {
  /** The collection's reference: one per payment, so a retried collection is the same one. */
  reference: string;
  /** Fie's payment it collects for (the simulator's card checkout page is named by it). */
  paymentId: string;
  amount: number;
  currency: 'GHS';
  method: 'momo' | 'card';
  /** Mobile money: the paying number, E.164 (+233…), and its network. A card has neither: the payer completes it on the checkout page. */
  phone?: string;
  network?: MomoNetwork;
  /** Paystack wants a customer email; a payer without one is written as <reference>@pay.fie.invalid. */
  email?: string;
};
/** `authorizationUrl`: a card's checkout page, where the payer enters the card and approves it (3-D Secure); the result comes by the callback. */
export type CollectResult = { reference: string; status: 'pending' | 'success' | 'failed'; displayText?: string; authorizationUrl?: string };

/** What the provider says about a collection. An unknown reference is `failed` with reason `not_found`: nothing was taken. */
export type CollectionStatus = { reference: string; status: 'pending' | 'success' | 'failed' | 'abandoned'; amount?: number; currency?: string; reason?: string };

export type PayoutRequest = { key: string; amount: number; currency: 'GHS'; recipient: { phone: string; network: MomoNetwork; name?: string }; reason?: string };
export type RefundRequest = { key: string; reference: string; amount: number };
export type MoneyOut = { reference: string; status: 'success' | 'pending' };

export interface PaymentProvider {
  /** 'simulator' or 'paystack': the `{provider}` of its callback address. */
  readonly name: string;
  collect(request: CollectRequest): Promise<CollectResult>;
  status(reference: string): Promise<CollectionStatus>;
  payout(request: PayoutRequest): Promise<MoneyOut>;
  refund(request: RefundRequest): Promise<MoneyOut>;
  /**
   * The name the network has registered to a mobile-money number (E.164), as the provider looks it up before a
   * payout; undefined when the number has no wallet on that network.
   */
  resolveAccount(account: { phone: string; network: MomoNetwork }): Promise<{ name: string } | undefined>;
  /**
   * A callback's raw body and headers: the reference it is about when it is signed by the provider, otherwise
   * undefined. Nothing in the body is to be believed beyond that: the caller asks `status`.
   */
  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): { reference: string } | undefined;
  health(): Promise<{ ok: boolean; adapter: string; detail?: string }>;
  close(): Promise<void>;
}

/** The provider did not answer, or answered with an error of its own: nothing is known to have happened. */
export class PaymentProviderUnavailable extends Error {
  readonly code = 'PaymentProviderUnavailable';
}
/** The provider refused the request itself (a bad number, a refund above what was paid). */
export class PaymentProviderRefused extends Error {
  readonly code = 'PaymentProviderRefused';
}

/** Paystack's signature: `x-paystack-signature` is the HMAC-SHA512 of the raw body, hex, keyed with the secret. */
export const paystackSignature = (secret: string, rawBody: Buffer | string) => createHmac('sha512', secret).update(rawBody).digest('hex');

export function signedBy(secret: string, rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean {
  const given = headers['x-paystack-signature'];
  if (typeof given !== 'string' || !/^[0-9a-f]{128}$/i.test(given)) return false;
  const expected = Buffer.from(paystackSignature(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The reference a callback's body names (`data.reference`), when it names one. */
export function callbackReference(rawBody: Buffer): string | undefined {
  try {
    const body = JSON.parse(rawBody.toString('utf8')) as { data?: { reference?: unknown } };
    const reference = body?.data?.reference;
    return typeof reference === 'string' && reference.length > 0 && reference.length <= 200 ? reference : undefined;
  } catch {
    return undefined;
  }
}
