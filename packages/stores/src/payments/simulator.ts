import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomically } from '../atomic-file';
import {
  callbackReference,
  paystackSignature,
  PaymentProviderRefused,
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

/** What the payer's phone asks the simulator to do with the callback its answer sends (issue 33: to test every path). */
export type CallbackMode = { mode?: 'send' | 'drop' | 'duplicate' | 'delay'; delayMs?: number };

/** One collection as the simulator keeps it (DATA_DIR/payments-simulator/collections/<reference>.json). */
export type SimulatedCollection = {
  reference: string;
  amount: number;
  currency: string;
  method: string;
  /** Mobile money: the number and network prompted. A card: the checkout page, and the card's last four digits once entered. */
  phone?: string;
  network?: string;
  checkoutUrl?: string;
  cardEnding?: string;
  status: 'pending' | 'success' | 'failed';
  reason?: string;
  createdAt: string;
  answeredAt?: string;
  /** Each back to where the money came from: the card, or the mobile-money number. */
  refunds: { key: string; amount: number; at: string; to?: 'card' | 'mobile_money' }[];
};
export type SimulatedTransfer = { key: string; amount: number; currency: string; phone: string; network: string; name?: string; at: string };

export class WrongPin extends Error {
  readonly code = 'WrongPin';
}
export class NotAwaitingApproval extends Error {
  readonly code = 'NotAwaitingApproval';
}
/** A PIN for a card payment, or a card for a mobile-money one: the simulated payer answered the wrong prompt. */
export class WrongMethod extends Error {
  readonly code = 'WrongMethod';
}

/**
 * The simulator's test cards, as Paystack's test mode has its own: this one's bank declines every payment; any
 * other number that passes the Luhn check is approved once the payer confirms (3-D Secure).
 */
export const DECLINED_TEST_CARD = '4000000000000002';
export const APPROVED_TEST_CARD = '4084084084084081';

/** The simulator's card checkout page, served by the app (public-web), for a payment. */
export const simulatorCheckoutPath = (paymentId: string) => `/simulator/card/${encodeURIComponent(paymentId)}`;

const safeName = (reference: string) => {
  if (!/^[A-Za-z0-9._-]{1,200}$/.test(reference)) throw new PaymentProviderRefused('A reference is 1 to 200 letters, digits, dots, dashes or underscores');
  return reference;
};

const FIRST_NAMES = ['Akosua', 'Kwabena', 'Adjoa', 'Yaw', 'Efua', 'Kojo', 'Abena', 'Kwaku', 'Ama', 'Fiifi'];
const SURNAMES = ['Owusu', 'Quaye', 'Agbeko', 'Addo', 'Tetteh', 'Ansah', 'Amoah', 'Dogbe', 'Sulemana', 'Boakye'];
/** The holder the simulator makes up for a number nobody gave Fie: from its last two digits, so always the same. */
const strangerOf = (phone: string) => `${FIRST_NAMES[Number(phone.at(-1))]} ${SURNAMES[Number(phone.at(-2))]}`;

/**
 * The embedded provider: it behaves as Paystack does for mobile money and cards. A collection is pending until the
 * payer approves it on their "phone" with the PIN (PAYMENTS_SIMULATOR_PIN, 1234 unless set), or with a test card on
 * its checkout page (simulatorCheckoutPath, the card's authorization_url), or declines it; then it
 * sends the callback, signed as Paystack signs (x-paystack-signature), to the callback address the marketplace
 * gave it, unless asked to drop, duplicate or delay it. Its state is files, so it survives a restart.
 */
export class PaymentSimulator implements PaymentProvider {
  readonly name = 'simulator';
  private readonly collections: string;
  private readonly transfers: string;
  private readonly secret: string;
  private callbackUrl: string | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    dir: string,
    private readonly options: { pin?: string; callbackUrl?: string } = {},
  ) {
    this.collections = join(dir, 'collections');
    this.transfers = join(dir, 'transfers');
    mkdirSync(this.collections, { recursive: true });
    mkdirSync(this.transfers, { recursive: true });
    const secretFile = join(dir, 'secret');
    let secret: string;
    try {
      secret = readFileSync(secretFile, 'utf8').trim();
    } catch {
      secret = randomBytes(32).toString('hex');
      writeFileSync(secretFile, secret, { mode: 0o600 });
    }
    this.secret = secret;
    this.callbackUrl = options.callbackUrl;
  }

  /** Where callbacks go: the marketplace's /api/payments/callback/simulator, known once it listens. */
  setCallbackUrl(url: string) {
    this.callbackUrl = url;
  }

  /**
   * The networks' register of who holds each number, as the simulator consults it to answer `resolveAccount`: the
   * marketplace hands it the name of the person or organization that gave Fie the number (what the network would
   * hold for a lister's own SIM).
   */
  setRegister(lookup: (phone: string) => Promise<string | undefined>) {
    this.register = lookup;
  }
  private register: ((phone: string) => Promise<string | undefined>) | undefined;

  /**
   * Names as networks print them (capitals). A number with no wallet, to try that path: one whose last four digits
   * are 0000 (as a provider's test mode keeps numbers that always fail). A number nobody in the register holds has a
   * wallet in someone else's name, the same for that number each time: what a lister sees who typed a wrong digit.
   */
  async resolveAccount(account: { phone: string; network: MomoNetwork }): Promise<{ name: string } | undefined> {
    if (!/^\+233\d{9}$/.test(account.phone) || account.phone.endsWith('0000')) return undefined;
    const name = (await this.register?.(account.phone))?.trim();
    return { name: (name || strangerOf(account.phone)).toUpperCase() };
  }

  /** Signs a body as the simulator's callbacks are signed (for tests that send one by hand). */
  sign(rawBody: string | Buffer) {
    return paystackSignature(this.secret, rawBody);
  }

  private file(reference: string) {
    return join(this.collections, `${safeName(reference)}.json`);
  }

  async find(reference: string): Promise<SimulatedCollection | undefined> {
    try {
      return JSON.parse(await readFile(this.file(reference), 'utf8')) as SimulatedCollection;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof PaymentProviderRefused) return undefined;
      throw error;
    }
  }

  private async save(collection: SimulatedCollection) {
    await writeFileAtomically(this.file(collection.reference), `${JSON.stringify(collection, null, 2)}\n`);
  }

  async collect(request: CollectRequest): Promise<CollectResult> {
    const known = await this.find(request.reference);
    if (known) return this.answer(known);
    if (!Number.isInteger(request.amount) || request.amount <= 0) throw new PaymentProviderRefused('The amount is a positive whole number of pesewas');
    if (request.currency !== 'GHS') throw new PaymentProviderRefused('Only GHS is collected');
    const collection: SimulatedCollection = {
      reference: request.reference,
      amount: request.amount,
      currency: request.currency,
      method: request.method,
      ...(request.method === 'card' ? { checkoutUrl: simulatorCheckoutPath(request.paymentId) } : { phone: request.phone, network: request.network }),
      status: 'pending',
      createdAt: new Date().toISOString(),
      refunds: [],
    };
    if (request.method === 'momo' && !(request.phone && request.network)) throw new PaymentProviderRefused('Mobile money needs the paying number and its network');
    await this.save(collection);
    return this.answer(collection);
  }

  /** As Paystack answers: a card's checkout page (its authorization_url), or the prompt sent to the phone. */
  private answer(c: SimulatedCollection): CollectResult {
    if (c.method === 'card') return { reference: c.reference, status: c.status, ...(c.checkoutUrl ? { authorizationUrl: c.checkoutUrl } : {}) };
    return { reference: c.reference, status: c.status, displayText: 'Approve the payment on your phone' };
  }

  async status(reference: string): Promise<CollectionStatus> {
    const c = await this.find(reference);
    if (!c) return { reference, status: 'failed', reason: 'not_found' };
    return { reference, status: c.status, amount: c.amount, currency: c.currency, ...(c.reason ? { reason: c.reason } : {}) };
  }

  /** The collections waiting for their payer (what `npm run phone` shows). */
  async pending(): Promise<SimulatedCollection[]> {
    const names = (await readdir(this.collections)).filter((n) => n.endsWith('.json'));
    const all = await Promise.all(names.map((n) => this.find(n.slice(0, -5))));
    return all.filter((c): c is SimulatedCollection => !!c && c.status === 'pending');
  }

  /** The payer approves on their phone with their PIN. A wrong PIN leaves it pending. */
  async approve(reference: string, pin: string, callback: CallbackMode = {}): Promise<SimulatedCollection> {
    const c = await this.find(reference);
    if (!c || c.status !== 'pending') throw new NotAwaitingApproval(reference);
    if (c.method !== 'momo') throw new WrongMethod(reference);
    if (pin !== (this.options.pin ?? '1234')) throw new WrongPin(reference);
    const done: SimulatedCollection = { ...c, status: 'success', answeredAt: new Date().toISOString() };
    await this.save(done);
    this.callback(done, 'charge.success', callback);
    return done;
  }

  /**
   * The payer enters a card on the checkout page and confirms it with their bank (3-D Secure): the declining test
   * card's bank declines it, any other card is approved. Either way the signed callback follows, as Paystack's does.
   */
  async payByCard(reference: string, cardNumber: string, callback: CallbackMode = {}): Promise<SimulatedCollection> {
    const c = await this.find(reference);
    if (!c || c.status !== 'pending') throw new NotAwaitingApproval(reference);
    if (c.method !== 'card') throw new WrongMethod(reference);
    const declined = cardNumber === DECLINED_TEST_CARD;
    const done: SimulatedCollection = {
      ...c,
      cardEnding: cardNumber.slice(-4),
      status: declined ? 'failed' : 'success',
      ...(declined ? { reason: 'card_declined' } : {}),
      answeredAt: new Date().toISOString(),
    };
    await this.save(done);
    this.callback(done, declined ? 'charge.failed' : 'charge.success', callback);
    return done;
  }

  /** The payer declines the prompt (or cancels the card checkout). */
  async decline(reference: string, callback: CallbackMode = {}): Promise<SimulatedCollection> {
    const c = await this.find(reference);
    if (!c || c.status !== 'pending') throw new NotAwaitingApproval(reference);
    const done: SimulatedCollection = { ...c, status: 'failed', reason: 'declined', answeredAt: new Date().toISOString() };
    await this.save(done);
    this.callback(done, 'charge.failed', callback);
    return done;
  }

  /** Sends (or drops, repeats, delays) the signed callback. Its delivery failing is as a lost callback: the reconciler asks the status. */
  private callback(c: SimulatedCollection, event: string, how: CallbackMode) {
    const url = this.callbackUrl;
    if (!url || how.mode === 'drop') return;
    const body = JSON.stringify({ event, data: { reference: c.reference, status: c.status, amount: c.amount, currency: c.currency, channel: c.method === 'card' ? 'card' : 'mobile_money' } });
    const send = () =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': this.sign(body) }, body, signal: AbortSignal.timeout(10_000) }).then(
        (r) => r.body?.cancel(),
        () => undefined,
      );
    const times = how.mode === 'duplicate' ? 2 : 1;
    const later = (ms: number) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void send();
      }, ms);
      timer.unref();
      this.timers.add(timer);
    };
    for (let i = 0; i < times; i++) later(how.mode === 'delay' ? Math.min(Math.max(how.delayMs ?? 5_000, 0), 600_000) : 0);
  }

  async payout(request: PayoutRequest): Promise<MoneyOut> {
    const file = join(this.transfers, `${safeName(request.key)}.json`);
    try {
      await readFile(file);
      return { reference: request.key, status: 'success' };
    } catch {
      // not sent yet
    }
    if (!Number.isInteger(request.amount) || request.amount <= 0) throw new PaymentProviderRefused('The amount is a positive whole number of pesewas');
    const transfer: SimulatedTransfer = { key: request.key, amount: request.amount, currency: request.currency, phone: request.recipient.phone, network: request.recipient.network, ...(request.recipient.name ? { name: request.recipient.name } : {}), at: new Date().toISOString() };
    await writeFileAtomically(file, `${JSON.stringify(transfer, null, 2)}\n`);
    return { reference: request.key, status: 'success' };
  }

  async refund(request: RefundRequest): Promise<MoneyOut> {
    const c = await this.find(request.reference);
    if (!c || c.status !== 'success') throw new PaymentProviderRefused('Only a successful collection is refunded');
    if (c.refunds.some((r) => r.key === request.key)) return { reference: request.key, status: 'success' };
    const refunded = c.refunds.reduce((sum, r) => sum + r.amount, 0);
    if (request.amount <= 0 || refunded + request.amount > c.amount) throw new PaymentProviderRefused('A refund is at most what was paid');
    await this.save({ ...c, refunds: [...c.refunds, { key: request.key, amount: request.amount, at: new Date().toISOString(), to: c.method === 'card' ? 'card' : 'mobile_money' }] });
    return { reference: request.key, status: 'success' };
  }

  /** Every transfer sent (what a lister received). */
  async sentTransfers(): Promise<SimulatedTransfer[]> {
    const names = (await readdir(this.transfers)).filter((n) => n.endsWith('.json'));
    return Promise.all(names.map(async (n) => JSON.parse(await readFile(join(this.transfers, n), 'utf8')) as SimulatedTransfer));
  }

  verifyCallback(rawBody: Buffer, headers: Record<string, string | string[] | undefined>) {
    if (!signedBy(this.secret, rawBody, headers)) return undefined;
    const reference = callbackReference(rawBody);
    return reference ? { reference } : undefined;
  }

  async health() {
    return { ok: true, adapter: 'simulator' };
  }

  async close() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
