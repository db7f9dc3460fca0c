import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { paystackSignature } from './port';

type Charge = { reference: string; amount: number; currency: string; phone: string; provider: string; status: 'pending' | 'success' | 'failed'; gateway_response?: string; refunds: { amount: number; merchant_note?: string; status: string }[] };
type Transfer = { reference: string; amount: number; recipient: string; status: 'success' };
type Recipient = { code: string; account_number: string; bank_code: string; name: string };

/**
 * A loopback stand-in for Paystack's HTTP API, as much of it as Fie calls: `POST /charge` (mobile_money),
 * `POST /transaction/initialize`, `GET /transaction/verify/:reference`, `POST /refund`, `GET /refund`,
 * `POST /transferrecipient`, `POST /transfer`, `GET /transfer/verify/:reference`. Answers in Paystack's shape
 * (`{status, message, data}`), wants the secret key as a Bearer token, and sends webhooks signed as Paystack
 * does when the "payer" approves or declines (`approve`, `decline`). For the contract suite and API tests only.
 */
export class FakePaystack {
  readonly charges = new Map<string, Charge>();
  readonly transfers = new Map<string, Transfer>();
  readonly recipients: Recipient[] = [];
  /** Mobile-money wallets by local number (024…): the name each is registered to. A number not here has none. */
  readonly wallets = new Map<string, string>([['0244123456', 'KWAME BOATENG']]);
  readonly requests: { method: string; path: string; body: unknown; authorization?: string }[] = [];
  webhookUrl: string | undefined;
  private server: Server | undefined;
  url = '';

  constructor(readonly secretKey = 'sk_test_fake_0123456789') {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The payer approves the prompt on their phone: the charge succeeds and the webhook is sent. */
  async approve(reference: string, amount?: number) {
    const charge = this.charges.get(reference)!;
    charge.status = 'success';
    if (amount !== undefined) charge.amount = amount;
    await this.webhook('charge.success', charge);
  }

  async decline(reference: string) {
    const charge = this.charges.get(reference)!;
    charge.status = 'failed';
    charge.gateway_response = 'Declined by user';
    await this.webhook('charge.failed', charge);
  }

  readonly webhooks: { body: string; signature: string }[] = [];
  private async webhook(event: string, charge: Charge) {
    const body = JSON.stringify({ event, data: { reference: charge.reference, status: charge.status, amount: charge.amount, currency: charge.currency, channel: 'mobile_money' } });
    const signature = paystackSignature(this.secretKey, body);
    this.webhooks.push({ body, signature });
    if (this.webhookUrl) await fetch(this.webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, body }).then((r) => r.body?.cancel(), () => undefined);
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const body = raw ? (JSON.parse(raw) as Record<string, any>) : {};
    const url = new URL(req.url ?? '/', 'http://x');
    this.requests.push({ method: req.method ?? '', path: url.pathname, body, authorization: req.headers.authorization });
    const send = (status: number, answer: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    if (req.headers.authorization !== `Bearer ${this.secretKey}`) return send(401, { status: false, message: 'Invalid key' });
    const route = `${req.method} ${url.pathname}`;
    if (route === 'POST /charge' || route === 'POST /transaction/initialize') {
      if (this.charges.has(body.reference)) return send(400, { status: false, message: 'Duplicate Transaction Reference' });
      const charge: Charge = { reference: body.reference, amount: body.amount, currency: body.currency, phone: body.mobile_money?.phone ?? '', provider: body.mobile_money?.provider ?? 'card', status: 'pending', refunds: [] };
      this.charges.set(charge.reference, charge);
      if (route === 'POST /transaction/initialize') return send(200, { status: true, message: 'Authorization URL created', data: { authorization_url: `${this.url}/pay/${charge.reference}`, reference: charge.reference } });
      return send(200, { status: true, message: 'Charge attempted', data: { reference: charge.reference, status: 'pay_offline', display_text: 'Please complete authorization process on your mobile phone' } });
    }
    const verify = url.pathname.match(/^\/transaction\/verify\/(.+)$/);
    if (req.method === 'GET' && verify) {
      const charge = this.charges.get(decodeURIComponent(verify[1] ?? ""));
      if (!charge) return send(400, { status: false, message: 'Transaction reference not found' });
      const status = charge.refunds.length && charge.refunds.reduce((s, r) => s + r.amount, 0) >= charge.amount ? 'reversed' : charge.status === 'pending' ? 'ongoing' : charge.status;
      return send(200, { status: true, message: 'Verification successful', data: { reference: charge.reference, status, amount: charge.amount, currency: charge.currency, gateway_response: charge.gateway_response ?? 'Approved' } });
    }
    if (route === 'GET /refund') {
      const charge = this.charges.get(url.searchParams.get('reference') ?? '');
      return send(200, { status: true, message: 'Refunds retrieved', data: (charge?.refunds ?? []).map((r, id) => ({ id, ...r })) });
    }
    if (route === 'POST /refund') {
      const charge = this.charges.get(body.transaction);
      if (!charge || charge.status !== 'success') return send(400, { status: false, message: 'Transaction not found or not successful' });
      const refunded = charge.refunds.reduce((s, r) => s + r.amount, 0);
      const amount = body.amount ?? charge.amount - refunded;
      if (refunded + amount > charge.amount) return send(400, { status: false, message: 'Refund amount cannot be more than the transaction amount' });
      const refund = { amount, merchant_note: body.merchant_note, status: 'processed' };
      charge.refunds.push(refund);
      return send(200, { status: true, message: 'Refund has been queued for processing', data: { transaction: { reference: charge.reference }, amount, status: 'processed' } });
    }
    if (route === 'POST /transferrecipient') {
      if (body.type !== 'mobile_money' || !['MTN', 'VOD', 'ATL'].includes(body.bank_code)) return send(400, { status: false, message: 'Invalid bank code' });
      const code = `RCP_${this.recipients.length + 1}`;
      this.recipients.push({ code, account_number: body.account_number, bank_code: body.bank_code, name: body.name });
      return send(201, { status: true, message: 'Transfer recipient created successfully', data: { recipient_code: code, details: { account_name: body.name } } });
    }
    if (route === 'POST /transfer') {
      if (this.transfers.has(body.reference)) return send(400, { status: false, message: 'Duplicate Transfer Reference' });
      this.transfers.set(body.reference, { reference: body.reference, amount: body.amount, recipient: body.recipient, status: 'success' });
      return send(200, { status: true, message: 'Transfer has been queued', data: { reference: body.reference, status: 'success' } });
    }
    if (route === 'GET /bank/resolve') {
      const number = url.searchParams.get('account_number') ?? '';
      if (!['MTN', 'VOD', 'ATL'].includes(url.searchParams.get('bank_code') ?? '')) return send(400, { status: false, message: 'Invalid bank code' });
      const name = this.wallets.get(number);
      if (!name) return send(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
      return send(200, { status: true, message: 'Account number resolved', data: { account_number: number, account_name: name } });
    }
    const transfer = url.pathname.match(/^\/transfer\/verify\/(.+)$/);
    if (req.method === 'GET' && transfer) {
      const t = this.transfers.get(decodeURIComponent(transfer[1] ?? ""));
      if (!t) return send(400, { status: false, message: 'Transfer not found' });
      return send(200, { status: true, message: 'Transfer retrieved', data: { reference: t.reference, status: t.status, amount: t.amount } });
    }
    return send(404, { status: false, message: 'Not found' });
  }
}
