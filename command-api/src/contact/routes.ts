import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { contactMessages, contactMessageSchema, contactStream, parseOrThrow, type ContactMessageReceived } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { OutboundLimits } from '../shared/outbound-limits';
import { newId } from '../shared/idempotency';

/** POST /api/contact: the about page's contact form. The message is kept as an event and mailed to support. */
export function contactRoutes(deps: CommandDeps): Router {
  const router = Router();
  // Only per address: every message goes to Fie's own support inbox.
  const limited = new OutboundLimits(deps).guard(() => undefined);
  router.post('/contact', limited, async (req, res) => {
    const input = parseOrThrow(contactMessageSchema, req.body);
    const messageId = newId();
    const event: ContactMessageReceived = { type: 'ContactMessageReceived', data: { messageId, ...input, receivedAt: deps.now().toISOString() } };
    const { position } = await deps.events.append(contactStream(messageId), [event], { expectedRevision: 'no_stream' });
    try {
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: input.email,
        subject: `Contact form: ${input.subject || 'a message from ' + input.name}`,
        text: `From: ${input.name} <${input.email}>\n\n${input.message}`,
        headers: { 'X-Fie-Template': 'contact-message' },
      });
    } catch (error) {
      // The message is safe in the event log; staff also see it in the console.
      deps.logger.error('could not mail a contact message to support', { messageId, error: String(error) });
    }
    await respond(deps, res, 201, { message: contactMessages.sent, id: messageId }, position);
  });
  return router;
}
