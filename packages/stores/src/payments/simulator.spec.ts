import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describePaymentContract } from './payments.contract';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD, NotAwaitingApproval, PaymentSimulator, WrongMethod, WrongPin } from './simulator';

const dir = mkdtempSync(join(tmpdir(), 'fie-pay-sim-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describePaymentContract('simulator (files under DATA_DIR)', async (callbackUrl) => {
  const simulator = new PaymentSimulator(join(dir, 'contract'), { callbackUrl });
  // The register the marketplace hands it: who gave Fie each number.
  simulator.setRegister(async (phone) => (phone === '+233244123456' ? 'Kwame Boateng' : undefined));
  return {
    provider: simulator,
    approve: async (reference) => void (await simulator.approve(reference, '1234')),
    decline: async (reference) => void (await simulator.decline(reference)),
    transfers: async () => (await simulator.sentTransfers()).map((t) => ({ key: t.key, amount: t.amount })),
    close: () => simulator.close(),
  };
});

describe('the simulator’s card checkout', () => {
  const simulator = new PaymentSimulator(join(dir, 'card'));
  const collect = (reference: string) => simulator.collect({ reference, paymentId: `p-${reference}`, amount: 2500, currency: 'GHS', method: 'card' });

  test('a card collection answers with its checkout page and stays pending until the payer pays there; no PIN answers it', async () => {
    expect(await collect('c-ok')).toEqual({ reference: 'c-ok', status: 'pending', authorizationUrl: '/simulator/card/p-c-ok' });
    expect(await collect('c-ok')).toMatchObject({ status: 'pending', authorizationUrl: '/simulator/card/p-c-ok' });
    await expect(simulator.approve('c-ok', '1234')).rejects.toThrow(WrongMethod);
    expect((await simulator.status('c-ok')).status).toBe('pending');
    await simulator.payByCard('c-ok', APPROVED_TEST_CARD);
    expect(await simulator.status('c-ok')).toEqual({ reference: 'c-ok', status: 'success', amount: 2500, currency: 'GHS' });
    expect((await simulator.find('c-ok'))?.cardEnding).toBe('4081');
  });

  test('the declining test card’s bank declines it: failed, nothing taken', async () => {
    await collect('c-no');
    await simulator.payByCard('c-no', DECLINED_TEST_CARD);
    expect(await simulator.status('c-no')).toMatchObject({ status: 'failed', reason: 'card_declined' });
    await expect(simulator.payByCard('c-no', APPROVED_TEST_CARD)).rejects.toThrow(NotAwaitingApproval);
  });

  test('a card payment’s refund goes back to the card', async () => {
    await collect('c-refund');
    await simulator.payByCard('c-refund', APPROVED_TEST_CARD);
    await simulator.refund({ key: 'refund-c', reference: 'c-refund', amount: 2500 });
    expect((await simulator.find('c-refund'))?.refunds).toEqual([expect.objectContaining({ key: 'refund-c', amount: 2500, to: 'card' })]);
  });
});

describe('the simulator’s phone', () => {
  const simulator = new PaymentSimulator(join(dir, 'phone'), { pin: '4321' });
  const collect = (reference: string) => simulator.collect({ reference, paymentId: reference, amount: 2500, currency: 'GHS', method: 'momo', phone: '+233241234567', network: 'mtn' });

  test('a wrong PIN leaves the collection pending; an answered one cannot be answered again', async () => {
    await collect('r-pin');
    await expect(simulator.approve('r-pin', '1234')).rejects.toThrow(WrongPin);
    expect((await simulator.status('r-pin')).status).toBe('pending');
    expect((await simulator.pending()).map((c) => c.reference)).toContain('r-pin');
    await simulator.approve('r-pin', '4321');
    await expect(simulator.decline('r-pin')).rejects.toThrow(NotAwaitingApproval);
    expect((await simulator.status('r-pin')).status).toBe('success');
  });

  test('its state survives a restart: another simulator on the same folder knows the collection and keeps its signing key', async () => {
    await collect('r-restart');
    const again = new PaymentSimulator(join(dir, 'phone'), { pin: '4321' });
    expect(await again.status('r-restart')).toMatchObject({ status: 'pending', amount: 2500 });
    expect(again.sign('{}')).toBe(simulator.sign('{}'));
  });

  test('a number nobody gave Fie has a wallet in a made-up Ghanaian name, the same each time it is asked', async () => {
    const first = await simulator.resolveAccount({ phone: '+233201234567', network: 'telecel' });
    expect(first).toEqual({ name: 'KWAKU AMOAH' });
    expect(await simulator.resolveAccount({ phone: '+233201234567', network: 'telecel' })).toEqual(first);
  });

  test('a reference that is not a plain name is refused, not used as a path', async () => {
    await expect(simulator.collect({ reference: '../../etc/passwd', paymentId: 'p', amount: 1, currency: 'GHS', method: 'momo', phone: '+233241234567', network: 'mtn' })).rejects.toThrow('A reference');
    expect(await simulator.status('../x')).toMatchObject({ status: 'failed', reason: 'not_found' });
  });

  test('a callback asked to be duplicated arrives twice, one asked to be dropped never', async () => {
    const bodies: string[] = [];
    const { createServer } = await import('node:http');
    const server = createServer((req, res) => {
      let b = '';
      req.on('data', (c) => (b += c));
      req.on('end', () => {
        bodies.push(b);
        res.end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    simulator.setCallbackUrl(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    await collect('r-dup');
    await collect('r-drop');
    await simulator.approve('r-dup', '4321', { mode: 'duplicate' });
    await simulator.approve('r-drop', '4321', { mode: 'drop' });
    for (let i = 0; i < 100 && bodies.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    expect(bodies.filter((b) => b.includes('r-dup'))).toHaveLength(2);
    expect(bodies.filter((b) => b.includes('r-drop'))).toHaveLength(0);
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
    await simulator.close();
  });
});
