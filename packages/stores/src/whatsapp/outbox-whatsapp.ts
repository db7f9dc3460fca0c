import { randomUUID } from 'node:crypto';
import { OutboxFolder } from '../outbox-folder';
import { checkWhatsApp, DEFAULT_WHATSAPP_TEMPLATE, templateRequest, type WhatsAppMessage, type WhatsAppSender, type WhatsAppTemplate, type WhatsAppTemplateRequest } from './port';

/** What one file in the WhatsApp outbox holds: the message, and the Cloud API request that would have sent it. */
export type WhatsAppOutboxRecord = { id: string; to: string; text: string; request: WhatsAppTemplateRequest; createdAt: string };

/**
 * Embedded WhatsApp sender (WHATSAPP_PHONE_NUMBER_ID set without WHATSAPP_TOKEN): every message becomes one JSON file
 * in DATA_DIR/whatsapp-outbox, named so a plain `ls` lists them in the order they were sent, like the SMS outbox.
 */
export class OutboxWhatsAppSender implements WhatsAppSender {
  private readonly outbox: OutboxFolder;

  constructor(dir: string, private readonly template: WhatsAppTemplate = DEFAULT_WHATSAPP_TEMPLATE) {
    this.outbox = new OutboxFolder(dir);
  }

  async send(message: WhatsAppMessage) {
    checkWhatsApp(message);
    const record: WhatsAppOutboxRecord = { id: `wamid.outbox-${randomUUID()}`, to: message.to, text: message.text, request: templateRequest(message, this.template), createdAt: new Date().toISOString() };
    await this.outbox.write(record.createdAt, record.id.slice('wamid.outbox-'.length), 'json', `${JSON.stringify(record, null, 2)}\n`);
    return { id: record.id };
  }

  async health() {
    return this.outbox.health();
  }

  async close() {}
}
