import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contractSubject } from '../contract-harness';
import { PaymentProviderRefused, type PaymentProvider } from './port';

/** What the suite needs besides the adapter: the payer's phone, and what the lister received. */
export type PaymentsUnderTest = {
  provider: PaymentProvider;
  approve(reference: string): Promise<void>;
  decline(reference: string): Promise<void>;
  /** Transfers made, by their key (what a lister received). */
  transfers(): Promise<{ key: string; amount: number }[]>;
  close(): Promise<void>;
};

const aReference = () => `fie-${randomUUID()}`;
const collection = (reference: string, amount = 5000) => ({ reference, paymentId: randomUUID(), amount, currency: 'GHS' as const, method: 'momo' as const, phone: '+233241234567', network: 'mtn' as const });

/**
 * The one contract every payment adapter passes (issue 33): a collection is pending until the payer answers;
 * its status is asked, never taken from a callback; a callback is believed only when signed; every call with the
 * same key does its thing once; refunds never exceed what was paid.
 */
export function describePaymentContract(adapter: string, make: (callbackUrl: string) => Promise<PaymentsUnderTest>) {
  const received: { body: Buffer; headers: IncomingHttpHeaders }[] = [];
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks), headers: req.headers });
      res.writeHead(200).end('{}');
    });
  });
  const harness = contractSubject(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
    const made = await make(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callback`);
    return {
      ...made,
      close: async () => {
        await made.close();
        receiver.closeAllConnections();
        await new Promise<void>((resolve) => receiver.close(() => resolve()));
      },
    };
  });
  const callbackFor = async (reference: string) => {
    for (let i = 0; i < 100; i++) {
      const found = received.find((r) => r.body.toString('utf8').includes(reference));
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no callback for ${reference}`);
  };

  harness.describe(`payment contract: ${adapter}`, () => {
    it('a collection is pending until the payer approves it; then its status is success with the amount and GHS', async () => {
      const { provider, approve } = harness.get();
      const reference = aReference();
      expect(await provider.collect(collection(reference))).toMatchObject({ reference, status: 'pending' });
      expect(await provider.status(reference)).toMatchObject({ reference, status: 'pending' });
      await approve(reference);
      expect(await provider.status(reference)).toEqual({ reference, status: 'success', amount: 5000, currency: 'GHS' });
    });

    it('a declined collection fails', async () => {
      const { provider, decline } = harness.get();
      const reference = aReference();
      await provider.collect(collection(reference));
      await decline(reference);
      expect(await provider.status(reference)).toMatchObject({ reference, status: 'failed' });
    });

    it('collecting the same reference twice is one collection', async () => {
      const { provider, approve } = harness.get();
      const reference = aReference();
      await provider.collect(collection(reference));
      expect(await provider.collect(collection(reference))).toMatchObject({ reference, status: 'pending' });
      await approve(reference);
      expect(await provider.collect(collection(reference))).toMatchObject({ reference, status: 'success' });
      expect((await provider.status(reference)).amount).toBe(5000);
    });

    it('an unknown reference is failed, not found: nothing was taken', async () => {
      expect(await harness.get().provider.status(aReference())).toMatchObject({ status: 'failed', reason: 'not_found' });
    });

    it('the callback the payer’s answer sends is signed: verified, it names only the reference; tampered with or unsigned, it is refused', async () => {
      const { provider, approve } = harness.get();
      const reference = aReference();
      await provider.collect(collection(reference));
      await approve(reference);
      const callback = await callbackFor(reference);
      expect(provider.verifyCallback(callback.body, callback.headers)).toEqual({ reference });
      const forged = Buffer.from(callback.body.toString('utf8').replace('5000', '9000'));
      expect(provider.verifyCallback(forged, callback.headers)).toBeUndefined();
      expect(provider.verifyCallback(callback.body, {})).toBeUndefined();
      expect(provider.verifyCallback(callback.body, { 'x-paystack-signature': 'ab'.repeat(64) })).toBeUndefined();
    });

    it('a payout to a mobile-money number with the same key is made once', async () => {
      const { provider, transfers } = harness.get();
      const key = `release-${randomUUID()}`;
      const payout = { key, amount: 5000, currency: 'GHS' as const, recipient: { phone: '+233201234567', network: 'telecel' as const, name: 'Ama Owusu' } };
      expect(await provider.payout(payout)).toMatchObject({ reference: key });
      await provider.payout(payout);
      expect((await transfers()).filter((t) => t.key === key)).toEqual([{ key, amount: 5000 }]);
    });

    it('names the holder of a mobile-money number before a payout, and finds no wallet on a number that has none', async () => {
      const { provider } = harness.get();
      // Both adapters under test know 024 412 3456 as Kwame Boateng's MTN wallet, and none on 024 000 0000.
      expect(await provider.resolveAccount({ phone: '+233244123456', network: 'mtn' })).toEqual({ name: 'KWAME BOATENG' });
      expect(await provider.resolveAccount({ phone: '+233240000000', network: 'mtn' })).toBeUndefined();
    });

    it('a refund with the same key is made once, and never more than was paid', async () => {
      const { provider, approve } = harness.get();
      const reference = aReference();
      await provider.collect(collection(reference));
      await approve(reference);
      const key = `refund-${randomUUID()}`;
      expect(await provider.refund({ key, reference, amount: 3000 })).toMatchObject({ reference: key });
      await provider.refund({ key, reference, amount: 3000 });
      await expect(provider.refund({ key: `refund-${randomUUID()}`, reference, amount: 3000 })).rejects.toThrow(PaymentProviderRefused);
      expect(await provider.refund({ key: `refund-${randomUUID()}`, reference, amount: 2000 })).toMatchObject({ status: expect.any(String) });
    });

    it('a collection never paid cannot be refunded', async () => {
      const { provider } = harness.get();
      const reference = aReference();
      await provider.collect(collection(reference));
      await expect(provider.refund({ key: `refund-${randomUUID()}`, reference, amount: 100 })).rejects.toThrow(PaymentProviderRefused);
    });

    it('reports itself healthy', async () => {
      expect(await harness.get().provider.health()).toMatchObject({ ok: true });
    });
  });
}
