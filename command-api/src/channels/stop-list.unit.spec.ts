import type { DocumentStore, SmsMessage, SmsSender } from '@fie/stores';
import { sessionKeyOf } from './conversation';
import { honouringStop } from './stop-list';

const secret = 's'.repeat(32);
const sessions = new Map([[sessionKeyOf(secret, '+233241110009'), { stopped: true }], [sessionKeyOf(secret, '+233241110010'), { stopped: false }]]);
const documents = { collection: () => ({ get: async (id: string) => sessions.get(id) ?? null }) } as unknown as DocumentStore;
const sent: SmsMessage[] = [];
const sender: SmsSender = { send: async (m) => (sent.push(m), { id: String(sent.length) }), health: async () => ({ ok: true, adapter: 'fake' }), close: async () => {} };

describe('honouringStop', () => {
  test('Given a number that texted STOP, when the notifier texts it, then nothing is sent; other numbers are texted', async () => {
    const texts = honouringStop(sender, documents, secret);
    await texts.send({ to: '+233241110009', text: 'A property matches your request' });
    await texts.send({ to: '+233241110010', text: 'A property matches your request' });
    await texts.send({ to: '+233241110011', text: 'A new message' });
    expect(sent.map((m) => m.to)).toEqual(['+233241110010', '+233241110011']);
  });

  test('A session key is the number under a keyed hash: the same for the same number and secret, never the number', () => {
    expect(sessionKeyOf(secret, '+233241110009')).toBe(sessionKeyOf(secret, '+233241110009'));
    expect(sessionKeyOf(secret, '+233241110009')).not.toBe(sessionKeyOf('t'.repeat(32), '+233241110009'));
    expect(sessionKeyOf(secret, '+233241110009')).toMatch(/^[0-9a-f]{24}$/);
  });
});
