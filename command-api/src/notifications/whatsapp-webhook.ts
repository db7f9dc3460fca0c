import { createHash } from 'node:crypto';
import express, { Router } from 'express';
import { recordWhatsAppStatus, whatsAppMessageStream, type WhatsAppStatus, type WhatsAppStatusReport, type WhatsAppStatusReported } from '@fie/domain';
import { verifyWhatsAppSignature } from '@fie/stores';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';

/** A message's stream key: WhatsApp's ids (wamid.HBgL…=) are long and carry '=' and '.', so the stream is named by their hash. */
const keyOf = (messageId: string) => createHash('sha256').update(messageId).digest('hex').slice(0, 32);

/** What a message's stream says: the statuses reported so far. */
const evolveStatuses = (known: WhatsAppStatus[] | undefined, event: WhatsAppStatusReported) => [...(known ?? []), event.data.status];

/** The statuses in a webhook call (`entry[].changes[].value.statuses[]`); anything else in it (incoming messages) is not read. */
function statusesOf(body: unknown): WhatsAppStatusReport[] {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry) => {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) return [];
    return changes.flatMap((change) => {
      const statuses = (change as { value?: { statuses?: unknown } })?.value?.statuses;
      if (!Array.isArray(statuses)) return [];
      return statuses.flatMap((s: { id?: unknown; status?: unknown; timestamp?: unknown; errors?: unknown }) =>
        typeof s?.id === 'string' && s.id.length <= 200 && typeof s.status === 'string'
          ? [{ messageId: s.id, status: s.status, timestamp: typeof s.timestamp === 'string' ? s.timestamp : undefined, errors: Array.isArray(s.errors) ? (s.errors as WhatsAppStatusReport['errors']) : undefined }]
          : [],
      );
    });
  });
}

/**
 * WhatsApp's delivery webhook (issue 32), at /api/whatsapp/webhook:
 * - GET: Meta's verification handshake. `hub.mode=subscribe` with the configured `hub.verify_token` answers the
 *   `hub.challenge`, as plain text; anything else 403. Absent WHATSAPP_VERIFY_TOKEN: 404.
 * - POST: a call signed with the app secret (`X-Hub-Signature-256`, HMAC-SHA256 of the raw body) records each status it
 *   reports (WhatsAppStatusReported, once per message and status) and answers 200; unsigned or signed otherwise, 401
 *   and nothing changes. Absent WHATSAPP_APP_SECRET: 404.
 * Its body is read raw, before the API's JSON parser, since the signature is over the bytes as sent.
 */
export function whatsAppWebhookRoutes(deps: CommandDeps): Router {
  const router = Router();
  const { appSecret, verifyToken } = deps.whatsappWebhook ?? {};

  if (verifyToken) {
    router.get('/whatsapp/webhook', (req, res) => {
      const mode = req.query['hub.mode'];
      const token = req.query['hub.verify_token'];
      const challenge = req.query['hub.challenge'];
      if (mode === 'subscribe' && token === verifyToken && typeof challenge === 'string' && /^[\w-]{1,200}$/.test(challenge)) {
        res.status(200).type('text/plain').send(challenge);
        return;
      }
      res.status(403).json({ message: 'This is not the verify token Fie was given', code: 'Forbidden' });
    });
  }

  if (appSecret) {
    router.post('/whatsapp/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!verifyWhatsAppSignature(appSecret, raw, req.get('x-hub-signature-256'))) {
        res.status(401).json({ message: 'The call is not signed with the WhatsApp app secret', code: 'InvalidSignature' });
        return;
      }
      let body: unknown;
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        res.status(400).json({ message: 'The body is not JSON', code: 'ValidationError' });
        return;
      }
      let recorded = 0;
      for (const report of statusesOf(body)) {
        const stream = whatsAppMessageStream(keyOf(report.messageId));
        const { state, revision } = await loadState(deps, stream, evolveStatuses);
        const events = recordWhatsAppStatus(state ?? [], report, deps.now());
        if (!events.length) continue;
        await appendEvents(deps, stream, events, revision);
        recorded += events.length;
      }
      res.status(200).json({ received: true, recorded });
    });
  }

  return router;
}
