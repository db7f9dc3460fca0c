import { recordWhatsAppStatus } from './whatsapp';

const now = new Date('2026-11-21T10:00:00Z');

describe('a WhatsApp delivery report', () => {
  test('given nothing known, when delivered is reported, then it is recorded at WhatsApp\'s time, without the number', () => {
    expect(recordWhatsAppStatus([], { messageId: 'wamid.1', status: 'delivered', timestamp: '1795255200' }, now)).toEqual([
      { type: 'WhatsAppStatusReported', data: { messageId: 'wamid.1', status: 'delivered', at: '2026-11-21T10:00:00.000Z', reportedAt: now.toISOString() } },
    ]);
  });

  test('a failure keeps WhatsApp\'s error code and title', () => {
    expect(recordWhatsAppStatus(['sent'], { messageId: 'wamid.1', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] }, now)[0]!.data).toMatchObject({ status: 'failed', errorCode: 131026, errorTitle: 'Message undeliverable', at: now.toISOString() });
  });

  test('the same report again, or a status WhatsApp does not document, records nothing', () => {
    expect(recordWhatsAppStatus(['sent', 'delivered'], { messageId: 'wamid.1', status: 'delivered' }, now)).toEqual([]);
    expect(recordWhatsAppStatus([], { messageId: 'wamid.1', status: 'warning' }, now)).toEqual([]);
  });
});
