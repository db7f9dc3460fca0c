import {
  callbackReference,
  PaymentProviderRefused,
  PaymentProviderUnavailable,
  signedBy,
  type CollectionStatus,
  type CollectRequest,
  type CollectResult,
  type MomoNetwork,
  type MoneyOut,
  type PaymentProvider,
  type PayoutRequest,
  type RefundRequest,
} from './port';

export type PaystackConfig = {
  /** PAYSTACK_SECRET_KEY: sk_live_… or sk_test_…; it also signs the webhooks. */
  secretKey: string;
  /** PAYSTACK_URL: https://api.paystack.co unless set (a test points it at a fake on loopback). */
  baseUrl?: string;
  timeoutMs?: number;
  /** Where Paystack's card checkout sends the payer afterwards: the site's Payments page (PUBLIC_URL/owner-dashboard?tab=payments); the dashboard's callback URL unless set. */
  cardReturnUrl?: string;
};

/** Paystack's codes for Ghana's networks: in a charge's mobile_money.provider, and as a transfer recipient's bank_code. */
const chargeProvider: Record<MomoNetwork, string> = { mtn: 'mtn', telecel: 'vod', airteltigo: 'atl' };
const recipientBank: Record<MomoNetwork, string> = { mtn: 'MTN', telecel: 'VOD', airteltigo: 'ATL' };

type Answer<T> = { status: boolean; message?: string; data?: T };

/**
 * Paystack (https://paystack.com/docs/api): `POST /charge` with mobile_money, `GET /transaction/verify/:reference`,
 * `POST /refund`, and transfers to mobile-money recipients (`POST /transferrecipient`, `POST /transfer`). Every
 * call's key is Paystack's reference, so a retry meets the first: a charge or transfer whose reference Paystack
 * already has is looked up instead of made again.
 */
export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack';
  private readonly base: string;

  constructor(private readonly config: PaystackConfig) {
    this.base = (config.baseUrl ?? 'https://api.paystack.co').replace(/\/+$/, '');
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ http: number; answer: Answer<T> }> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.config.secretKey}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new PaymentProviderUnavailable(`Paystack did not answer ${method} ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    let answer: Answer<T>;
    try {
      answer = JSON.parse(text) as Answer<T>;
    } catch {
      throw new PaymentProviderUnavailable(`Paystack answered ${method} ${path} with ${response.status} and no JSON`);
    }
    if (response.status >= 500 || response.status === 429 || response.status === 401) throw new PaymentProviderUnavailable(`Paystack answered ${method} ${path} with ${response.status}: ${answer.message ?? ''}`);
    return { http: response.status, answer };
  }

  async collect(request: CollectRequest): Promise<CollectResult> {
    const email = request.email ?? `${request.reference}@pay.fie.invalid`;
    if (request.method === 'card') {
      const { answer } = await this.call<{ authorization_url: string; reference: string }>('POST', '/transaction/initialize', {
        email,
        amount: request.amount,
        currency: request.currency,
        reference: request.reference,
        channels: ['card'],
        ...(this.config.cardReturnUrl ? { callback_url: this.config.cardReturnUrl } : {}),
      });
      if (answer.status && answer.data) return { reference: request.reference, status: 'pending', authorizationUrl: answer.data.authorization_url };
      return this.already(request.reference, answer.message);
    }
    if (!request.phone || !request.network) throw new PaymentProviderRefused('Mobile money needs the paying number and its network');
    const { answer } = await this.call<{ reference: string; status: string; display_text?: string }>('POST', '/charge', {
      email,
      amount: request.amount,
      currency: request.currency,
      reference: request.reference,
      mobile_money: { phone: request.phone.replace(/^\+233/, '0'), provider: chargeProvider[request.network] },
    });
    if (!answer.status || !answer.data) return this.already(request.reference, answer.message);
    const status = answer.data.status === 'success' ? 'success' : answer.data.status === 'failed' ? 'failed' : 'pending';
    return { reference: request.reference, status, ...(answer.data.display_text ? { displayText: answer.data.display_text } : {}) };
  }

  /** A refused charge may be one Paystack already has (a retry): then it is that charge. */
  private async already(reference: string, message?: string): Promise<CollectResult> {
    const known = await this.status(reference);
    if (known.reason === 'not_found') throw new PaymentProviderRefused(message ?? 'Paystack refused the charge');
    return { reference, status: known.status === 'abandoned' ? 'failed' : known.status };
  }

  async status(reference: string): Promise<CollectionStatus> {
    const { http, answer } = await this.call<{ status: string; amount: number; currency: string; gateway_response?: string; reference: string }>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (http === 404 || (http === 400 && !answer.data)) return { reference, status: 'failed', reason: 'not_found' };
    if (!answer.data) throw new PaymentProviderUnavailable(`Paystack could not say how ${reference} stands: ${answer.message ?? ''}`);
    const d = answer.data;
    const status = d.status === 'success' ? 'success' : d.status === 'failed' || d.status === 'reversed' ? 'failed' : d.status === 'abandoned' ? 'abandoned' : 'pending';
    return { reference, status, amount: d.amount, currency: d.currency, ...(status === 'failed' || status === 'abandoned' ? { reason: d.gateway_response ?? d.status } : {}) };
  }

  async payout(request: PayoutRequest): Promise<MoneyOut> {
    const known = await this.transferStatus(request.key);
    if (known) return known;
    const { answer: recipient } = await this.call<{ recipient_code: string }>('POST', '/transferrecipient', {
      type: 'mobile_money',
      name: request.recipient.name ?? 'Fie lister',
      account_number: request.recipient.phone.replace(/^\+233/, '0'),
      bank_code: recipientBank[request.recipient.network],
      currency: 'GHS',
    });
    if (!recipient.status || !recipient.data) throw new PaymentProviderRefused(recipient.message ?? 'Paystack refused the recipient');
    const { answer } = await this.call<{ reference: string; status: string }>('POST', '/transfer', {
      source: 'balance',
      amount: request.amount,
      currency: request.currency,
      recipient: recipient.data.recipient_code,
      reference: request.key,
      reason: request.reason ?? 'Fie payout',
    });
    if (!answer.status || !answer.data) {
      const again = await this.transferStatus(request.key);
      if (again) return again;
      throw new PaymentProviderRefused(answer.message ?? 'Paystack refused the transfer');
    }
    return { reference: request.key, status: answer.data.status === 'success' ? 'success' : 'pending' };
  }

  private async transferStatus(key: string): Promise<MoneyOut | undefined> {
    const { answer } = await this.call<{ status: string }>('GET', `/transfer/verify/${encodeURIComponent(key)}`);
    if (!answer.status || !answer.data) return undefined;
    if (answer.data.status === 'failed' || answer.data.status === 'reversed') return undefined;
    return { reference: key, status: answer.data.status === 'success' ? 'success' : 'pending' };
  }

  async refund(request: RefundRequest): Promise<MoneyOut> {
    // Paystack keeps a transaction's refunds: one already made for it under this key is that refund.
    const { answer: listed } = await this.call<{ id: number; status: string; merchant_note?: string }[]>('GET', `/refund?reference=${encodeURIComponent(request.reference)}`);
    const earlier = (listed.data ?? []).find((r) => r.merchant_note === request.key);
    if (earlier) return { reference: request.key, status: earlier.status === 'processed' ? 'success' : 'pending' };
    const { answer } = await this.call<{ status: string }>('POST', '/refund', { transaction: request.reference, amount: request.amount, merchant_note: request.key });
    if (!answer.status || !answer.data) throw new PaymentProviderRefused(answer.message ?? 'Paystack refused the refund');
    return { reference: request.key, status: answer.data.status === 'processed' ? 'success' : 'pending' };
  }

  /**
   * Paystack's account resolution (`GET /bank/resolve?account_number=&bank_code=`, the network's code as for a
   * transfer recipient): the name registered to the wallet. Paystack answers 422 or `status: false` for a number
   * with no wallet; an error of its own (5xx, no answer) is not an answer, so the check is made again later.
   */
  async resolveAccount(account: { phone: string; network: MomoNetwork }): Promise<{ name: string } | undefined> {
    const query = new URLSearchParams({ account_number: account.phone.replace(/^\+233/, '0'), bank_code: recipientBank[account.network] });
    const { http, answer } = await this.call<{ account_name?: string }>('GET', `/bank/resolve?${query.toString()}`);
    if (http >= 500) throw new PaymentProviderUnavailable(`Paystack could not resolve the account: ${answer.message ?? http}`);
    const name = answer.status ? answer.data?.account_name?.trim() : undefined;
    return name ? { name } : undefined;
  }

  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    if (!signedBy(this.config.secretKey, rawBody, headers)) return undefined;
    const reference = callbackReference(rawBody);
    return reference ? { reference } : undefined;
  }

  async health() {
    return { ok: true, adapter: 'paystack', detail: this.base };
  }

  async close() {}
}
