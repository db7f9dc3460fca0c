import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxWhatsAppSender } from './outbox-whatsapp';
import { readWhatsAppOutbox } from './read-whatsapp';
import { describeWhatsAppContract } from './whatsapp.contract';

const dir = mkdtempSync(join(tmpdir(), 'fie-whatsapp-outbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const delivered = async (folder: string) =>
  (await readWhatsAppOutbox(folder)).map((m) => ({ to: `+${m.request.to}`, text: m.request.template.components[0]!.parameters[0]!.text, template: m.request.template.name, language: m.request.template.language.code }));

describeWhatsAppContract('outbox (embedded)', async () => ({ whatsapp: new OutboxWhatsAppSender(dir), delivered: () => delivered(dir) }));

test('records the message and the Cloud API request that would have sent it, with the configured template', async () => {
  const outbox = join(dir, 'record');
  const { id } = await new OutboxWhatsAppSender(outbox, { name: 'fie_update', language: 'en_GB' }).send({ to: '+233241234567', text: 'Fie: hello' });
  const [record] = await readWhatsAppOutbox(outbox);
  expect(record).toMatchObject({
    id, to: '+233241234567', text: 'Fie: hello',
    request: { messaging_product: 'whatsapp', recipient_type: 'individual', to: '233241234567', type: 'template', template: { name: 'fie_update', language: { code: 'en_GB' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Fie: hello' }] }] } },
  });
  expect(id).toMatch(/^wamid\./);
  expect(await readWhatsAppOutbox(join(dir, 'never-written'))).toEqual([]);
});
