import { randomUUID } from 'node:crypto';
import { contractSubject } from '../contract-harness';
import type { Mailer } from './port';
import type { ReadMessage } from './read-eml';

export type MailerUnderTest = { mailer: Mailer; delivered: () => Promise<Omit<ReadMessage, 'file'>[]> };

/** The one contract every mailer adapter passes: what is sent arrives, whole, at its recipient. */
export function describeMailerContract(adapter: string, make: () => Promise<MailerUnderTest>) {
  const harness = contractSubject(async () => {
    const made = await make();
    return { ...made, close: () => made.mailer.close() };
  });

  harness.describe(`mailer contract: ${adapter}`, () => {
    it('delivers a message with its recipient, subject and text', async () => {
      const to = `ama.${randomUUID().slice(0, 6)}@example.com`;
      const result = await harness.get().mailer.send({ to, subject: 'Your Fie confirmation code', text: 'Your code is 482913. It expires in 30 minutes.' });
      expect(result.messageId).toBeTruthy();
      const mail = (await harness.get().delivered()).find((m) => m.to.includes(to));
      expect(mail).toBeDefined();
      expect(mail!.subject).toBe('Your Fie confirmation code');
      expect(mail!.text).toContain('Your code is 482913.');
    });

    it('keeps non-ASCII text intact (GH₵, Ɔ, ɛ)', async () => {
      const to = `kofi.${randomUUID().slice(0, 6)}@example.com`;
      await harness.get().mailer.send({ to, subject: 'Akwaaba — GH₵ 2,500 per month', text: 'Ɔdɔ yɛ dɛ. Rent: GH₵ 2,500', html: '<p>Ɔdɔ yɛ dɛ</p>' });
      const mail = (await harness.get().delivered()).find((m) => m.to.includes(to));
      expect(mail!.subject).toBe('Akwaaba — GH₵ 2,500 per month');
      expect(mail!.text).toContain('Rent: GH₵ 2,500');
    });

    it('delivers attachments whole, with their file name and type (a calendar invitation)', async () => {
      const to = `efua.${randomUUID().slice(0, 6)}@example.com`;
      const ics = ['BEGIN:VCALENDAR', 'METHOD:REQUEST', 'BEGIN:VEVENT', 'UID:viewing-1@fie.com.gh', 'SUMMARY:Viewing: GH₵ 2,500 house\\, Ɔsu', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
      await harness.get().mailer.send({ to, subject: 'Viewing requested', text: 'See the invitation', attachments: [{ filename: 'invite.ics', content: ics, contentType: 'text/calendar; method=REQUEST; charset=utf-8' }] });
      const mail = (await harness.get().delivered()).find((m) => m.to.includes(to));
      expect(mail!.text).toContain('See the invitation');
      expect(mail!.attachments).toEqual([{ filename: 'invite.ics', contentType: expect.stringMatching(/^text\/calendar; ?method=REQUEST/i), content: ics }]);
    });
  });
}
