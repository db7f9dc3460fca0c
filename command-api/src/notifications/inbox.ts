import { Router } from 'express';
import { inboxStream, markNotificationsReadSchema, parseOrThrow, parsePartyKey, UnauthorizedError, type NotificationsRead } from '@fie/domain';
import { notificationsOf, viewerParties } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { appendEvents } from '../shared/streams';

/**
 * POST /api/notifications/read: marks some notifications ({ids}) or all ({all: true}) as read, for each
 * inbox the principal reads (their own, and their organization's when they answer for it).
 */
export function inboxRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.post('/notifications/read', async (req, res) => {
    const principal = req.principal;
    if (principal?.kind !== 'user' && principal?.kind !== 'organization') throw new UnauthorizedError();
    const body = parseOrThrow(markNotificationsReadSchema, req.body ?? {});
    const parties = await viewerParties(deps.documents, principal);
    const notifications = notificationsOf(deps.documents);
    // Ids that are not the caller's are ignored rather than refused: they may have been read elsewhere already.
    const byRecipient = new Map<string, string[] | 'all'>();
    if ('all' in body) for (const party of parties) byRecipient.set(party, 'all');
    else {
      const found = await notifications.find({ id: { $in: body.ids }, recipient: { $in: parties }, read: false });
      for (const n of found) byRecipient.set(n.recipient, [...((byRecipient.get(n.recipient) as string[] | undefined) ?? []), n.id]);
    }
    let position: number | undefined;
    const readAt = deps.now().toISOString();
    for (const [recipient, ids] of byRecipient) {
      if (ids === 'all' && (await notifications.count({ recipient, read: false })) === 0) continue;
      const party = parsePartyKey(recipient);
      const event: NotificationsRead = { type: 'NotificationsRead', data: { recipient: party, readBy: principal.id, ids, readAt } };
      position = (await appendEvents(deps, inboxStream(party), [event])).position;
    }
    if (position !== undefined) await deps.afterCommit?.(position);
    const unread = await notifications.count({ recipient: { $in: parties }, read: false });
    await respond(deps, res, 200, { result: { unread } }, position);
  });
  return router;
}
