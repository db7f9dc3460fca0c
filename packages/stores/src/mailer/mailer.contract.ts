import { randomUUID } from 'node:crypto';
import type { Mailer } from './port';
import type { ReadMessage } from './read-eml';

export type MailerUnderTest = { mailer: Mailer; delivered: () => Promise<Omit<ReadMessage, 'file'>[]> };

/** The one contract every mailer adapter passes: what is sent arrives, whole, at its recipient. */
export function describeMailerContract(adapter: string, make: () => Promise<MailerUnderTest | string>) {
  let subject: MailerUnderTest | undefined;
  let skipReason: string | undefined;
  beforeAll(async () => {
    const made = await make();
    if (typeof made === 'string') skipReason = made;
    else subject = made;
  });
  afterAll(async () => subject?.mailer.close());
  const it = (name: string, fn: () => Promise<void>) =>
    test(name, async () => {
      if (skipReason) {
        console.warn(`[${adapter}] skipped: ${skipReason}`);
        return;
      }
      await fn();
    });

  describe(`mailer contract: ${adapter}`, () => {
    it('delivers a message with its recipient, subject and text', async () => {
      const to = `ama.${randomUUID().slice(0, 6)}@example.com`;
      const result = await subject!.mailer.send({ to, subject: 'Your Fie confirmation code', text: 'Your code is 482913. It expires in 30 minutes.' });
      expect(result.messageId).toBeTruthy();
      const mail = (await subject!.delivered()).find((m) => m.to.includes(to));
      expect(mail).toBeDefined();
      expect(mail!.subject).toBe('Your Fie confirmation code');
      expect(mail!.text).toContain('Your code is 482913.');
    });

    it('keeps non-ASCII text intact (GH₵, Ɔ, ɛ)', async () => {
      const to = `kofi.${randomUUID().slice(0, 6)}@example.com`;
      await subject!.mailer.send({ to, subject: 'Akwaaba — GH₵ 2,500 per month', text: 'Ɔdɔ yɛ dɛ. Rent: GH₵ 2,500', html: '<p>Ɔdɔ yɛ dɛ</p>' });
      const mail = (await subject!.delivered()).find((m) => m.to.includes(to));
      expect(mail!.subject).toBe('Akwaaba — GH₵ 2,500 per month');
      expect(mail!.text).toContain('Rent: GH₵ 2,500');
    });
  });
}
