import { randomInt } from 'node:crypto';
import { contractSubject } from '../contract-harness';
import type { SmsSender } from './port';

export type SmsUnderTest = { sms: SmsSender; delivered: () => Promise<{ to: string; text: string }[]> };

/** A fresh Ghanaian mobile number per test, so tests never read each other's messages. */
const aPhone = () => `+23324${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** The one contract every SMS adapter passes: what is sent arrives, intact, at its recipient; a bad number is refused. */
export function describeSmsContract(adapter: string, make: () => Promise<SmsUnderTest>) {
  const harness = contractSubject(async () => {
    const made = await make();
    return { ...made, close: () => made.sms.close() };
  });

  harness.describe(`SMS contract: ${adapter}`, () => {
    it('delivers an SMS with its recipient and text', async () => {
      const to = aPhone();
      const result = await harness.get().sms.send({ to, text: 'Your Fie code is 482913. It expires in 30 minutes.' });
      expect(result.id).toBeTruthy();
      const sent = (await harness.get().delivered()).filter((m) => m.to === to);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({ to, text: 'Your Fie code is 482913. It expires in 30 minutes.' });
    });

    it('keeps non-ASCII text intact (GH₵, Ɔ, ɛ)', async () => {
      const to = aPhone();
      const text = 'Ɔdɔ yɛ dɛ. New message about 3 bedroom house, East Legon: GH₵ 2,500 a month';
      await harness.get().sms.send({ to, text });
      const sent = (await harness.get().delivered()).find((m) => m.to === to);
      expect(sent?.text).toBe(text);
    });

    it('refuses a number that is not +233 and nine digits, and sends nothing', async () => {
      const before = (await harness.get().delivered()).length;
      for (const to of ['0241234567', '233241234567', '+233 24 123 4567', '+2332412345', '+2330241234567', '+233024123456', '+447700900123', '']) {
        await expect(harness.get().sms.send({ to, text: 'Hello' })).rejects.toThrow('E.164');
      }
      expect((await harness.get().delivered()).length).toBe(before);
    });

    it('refuses an SMS without text', async () => {
      await expect(harness.get().sms.send({ to: aPhone(), text: '  ' })).rejects.toThrow('An SMS needs some text');
    });

    it('reports itself healthy', async () => {
      expect(await harness.get().sms.health()).toMatchObject({ ok: true });
    });
  });
}
