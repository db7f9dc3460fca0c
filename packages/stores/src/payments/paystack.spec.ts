import { describePaymentContract } from './payments.contract';
import { PaystackProvider } from './paystack';
import { FakePaystack } from './paystack-fake';
import { PaymentProviderUnavailable } from './port';

const fake = new FakePaystack();

describePaymentContract('paystack (against a fake of its HTTP API on loopback)', async (callbackUrl) => {
  await fake.start();
  fake.webhookUrl = callbackUrl;
  return {
    provider: new PaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.url }),
    approve: (reference) => fake.approve(reference),
    decline: (reference) => fake.decline(reference),
    transfers: async () => [...fake.transfers.values()].map((t) => ({ key: t.reference, amount: t.amount })),
    close: () => fake.stop(),
  };
});

describe('PaystackProvider', () => {
  test('charges mobile money as Paystack asks: the national number, its network’s code, the amount in pesewas, the secret as a Bearer token', async () => {
    const provider = new PaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.url });
    await provider.collect({ reference: 'fie-shape', paymentId: 'shape', amount: 10000, currency: 'GHS', method: 'momo', phone: '+233201234567', network: 'telecel' });
    const charge = fake.requests.find((r) => r.path === '/charge' && (r.body as { reference: string }).reference === 'fie-shape')!;
    expect(charge.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(charge.body).toEqual({ email: 'fie-shape@pay.fie.invalid', amount: 10000, currency: 'GHS', reference: 'fie-shape', mobile_money: { phone: '0201234567', provider: 'vod' } });
  });

  test('a card is initialised as a card-only transaction: the answer is its checkout page (authorization_url), and the payer comes back to the site', async () => {
    const provider = new PaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.url, cardReturnUrl: 'https://fie.example/owner-dashboard?tab=payments' });
    expect(await provider.collect({ reference: 'fie-card', paymentId: 'card', amount: 25000, currency: 'GHS', method: 'card' })).toEqual({ reference: 'fie-card', status: 'pending', authorizationUrl: `${fake.url}/pay/fie-card` });
    const initialised = fake.requests.find((r) => r.path === '/transaction/initialize' && (r.body as { reference: string }).reference === 'fie-card')!;
    expect(initialised.body).toEqual({ email: 'fie-card@pay.fie.invalid', amount: 25000, currency: 'GHS', reference: 'fie-card', channels: ['card'], callback_url: 'https://fie.example/owner-dashboard?tab=payments' });
  });

  test('pays out to a mobile-money recipient with the network’s bank code', async () => {
    const provider = new PaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.url });
    await provider.payout({ key: 'release-shape', amount: 700, currency: 'GHS', recipient: { phone: '+233261234567', network: 'airteltigo' } });
    expect(fake.recipients.at(-1)).toMatchObject({ account_number: '0261234567', bank_code: 'ATL' });
    expect(fake.transfers.get('release-shape')).toMatchObject({ amount: 700 });
  });

  test('a wrong key or a provider that does not answer is “unavailable”: nothing is known to have happened', async () => {
    await expect(new PaystackProvider({ secretKey: 'sk_wrong', baseUrl: fake.url }).status('x')).rejects.toThrow(PaymentProviderUnavailable);
    await expect(new PaystackProvider({ secretKey: fake.secretKey, baseUrl: 'http://127.0.0.1:9', timeoutMs: 500 }).status('x')).rejects.toThrow(PaymentProviderUnavailable);
  });
});
