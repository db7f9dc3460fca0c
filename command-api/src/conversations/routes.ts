import { Router } from 'express';
import { conversationMessages as m, NotFoundError, partyKey as key, UnauthorizedError, type MessageSent } from '@fie/domain';
import { MESSAGES, nameResolver, type MessageView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { changeBlock, markConversationRead, reportMessage, sendMessage } from './handlers';

/** /api/messages/*: the spec's send-message, and what people expect around it (read receipts, block, report). */
export function conversationRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.post('/messages/send-message', async (req, res) => {
    const { event, position } = await sendMessage(deps, req.principal, req.body);
    await respond(deps, res, 201, await presentSent(deps, event), position, 'as-written');
  });

  router.post('/messages/block', async (req, res) => {
    const { position } = await changeBlock(deps, req.principal, req.body, 'block');
    await respond(deps, res, 200, { message: m.blockedNow, blocked: true }, position);
  });

  router.post('/messages/unblock', async (req, res) => {
    const { position } = await changeBlock(deps, req.principal, req.body, 'unblock');
    await respond(deps, res, 200, { message: m.unblockedNow, blocked: false }, position);
  });

  router.post('/messages/:messageId/report', async (req, res) => {
    if (req.principal?.kind !== 'user' && req.principal?.kind !== 'organization') throw new UnauthorizedError();
    const message = await deps.documents.collection<MessageView>(MESSAGES).get(String(req.params.messageId));
    if (!message) throw new NotFoundError(m.messageNotFound, 'MessageNotFound');
    const { reportId, position } = await reportMessage(deps, req.principal, message.conversationId, message.id, req.body);
    await respond(deps, res, 201, { message: m.reported, reportId }, position);
  });

  router.post('/messages/:conversationId/read', async (req, res) => {
    const as = typeof req.body?.as === 'string' ? req.body.as : typeof req.query.as === 'string' ? req.query.as : undefined;
    const { position } = await markConversationRead(deps, req.principal, String(req.params.conversationId), as);
    await respond(deps, res, 200, { message: m.markedRead, unread: 0 }, position);
  });

  return router;
}

/** The stored message, as the spec's send-message answers it, from the event just appended (no read model wait needed). */
async function presentSent(deps: CommandDeps, event: MessageSent) {
  const d = event.data;
  const names = nameResolver(deps.documents);
  const [from, sentBy] = await Promise.all([names(key(d.from)), d.sentBy ? names(`user:${d.sentBy}`) : undefined]);
  return {
    _id: d.messageId,
    id: d.messageId,
    conversationId: d.conversationId,
    from: d.from.id,
    to: d.to.id,
    fromName: from.name,
    ...(sentBy ? { sentBy: sentBy.name } : {}),
    message: d.text,
    erased: false,
    property_id: d.propertyId,
    mine: true,
    createdAt: d.sentAt,
    created_at: d.sentAt,
    readAt: null,
  };
}
