import { randomInt } from 'node:crypto';
import { contractSubject } from '../contract-harness';
import type { WhatsAppSender } from './port';

/** What an adapter says arrived: the number, and the text the template carried. */
export type WhatsAppUnderTest = { whatsapp: WhatsAppSender; delivered: () => Promise<{ to: string; text: string; template: string; language: string }[]> };

const aPhone = () => `+23355${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

/** The one contract every WhatsApp adapter passes: a template message arrives, intact, at its recipient; bad input is refused. */
export function describeWhatsAppContract(adapter: string, make: () => Promise<WhatsAppUnderTest>) {
  const harness = contractSubject(async () => {
    const made = await make();
    return { ...made, close: () => made.whatsapp.close() };
  });

  harness.describe(`WhatsApp contract: ${adapter}`, () => {
    it('delivers a template message with its recipient, answering a message id', async () => {
      const to = aPhone();
      const result = await harness.get().whatsapp.send({ to, text: 'Fie: Ama M. sent you a message. Reply at https://fie.com.gh/s/7k2mq9xa' });
      expect(result.id).toBeTruthy();
      const sent = (await harness.get().delivered()).filter((m) => m.to === to);
      expect(sent).toEqual([{ to, text: 'Fie: Ama M. sent you a message. Reply at https://fie.com.gh/s/7k2mq9xa', template: 'fie_notice', language: 'en' }]);
    });

    it('keeps every letter (ɛ, ɔ, ₵), and puts the text on one line as templates require', async () => {
      const to = aPhone();
      await harness.get().whatsapp.send({ to, text: 'Fie: Kwame B. pɛ sɛ ɔkɔhwɛ wo dan.\nGH₵ 2,500' });
      expect((await harness.get().delivered()).find((m) => m.to === to)?.text).toBe('Fie: Kwame B. pɛ sɛ ɔkɔhwɛ wo dan. GH₵ 2,500');
    });

    it('refuses a number that is not +233 and nine digits, or no text, and sends nothing', async () => {
      const before = (await harness.get().delivered()).length;
      for (const to of ['0241234567', '233241234567', '+447700900123', '']) await expect(harness.get().whatsapp.send({ to, text: 'Hello' })).rejects.toThrow('E.164');
      await expect(harness.get().whatsapp.send({ to: aPhone(), text: ' ' })).rejects.toThrow('needs some text');
      expect((await harness.get().delivered()).length).toBe(before);
    });

    it('reports itself healthy', async () => {
      expect(await harness.get().whatsapp.health()).toMatchObject({ ok: true });
    });
  });
}
