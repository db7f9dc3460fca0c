import { Router, type Request } from 'express';
import { viewingMessages as m, type ViewingState } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { calendarFeedUrl, resetFeed } from './calendar-feed';
import { acceptProposedTime, bookViewing, cancelViewing, confirmViewing, declineViewing, proposeTime, setViewingHours } from './handlers';
import { linkOrigin } from '../shared/links';
import { answerNoShow, recordNoShow } from './no-shows';

/** The viewing as a command answers it, from the events just written (no read-model wait needed). */
const answer = (v: ViewingState) => ({ _id: v.viewingId, id: v.viewingId, date: v.start, status: v.status, property_id: v.listingId, owner_id: v.lister.id });

/** The spec's book-viewing, and what people expect around it: hours, answers, cancelling, a calendar link. */
export function viewingRoutes(deps: CommandDeps): Router {
  const router = Router();
  const base = (req: Request) => linkOrigin(deps, req);

  router.post('/properties/book-viewing', async (req, res) => {
    const { viewing, position } = await bookViewing(deps, req.principal, req.body);
    await respond(deps, res, 201, { message: m.requested, viewing: answer(viewing) }, position);
  });

  router.put('/properties/:id/viewing-hours', async (req, res) => {
    const { hours, position } = await setViewingHours(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.hoursSaved, hours }, position);
  });

  const steps = [
    ['confirm', m.confirmed, (id: string, req: Request) => confirmViewing(deps, req.principal, id)],
    ['accept', m.confirmed, (id: string, req: Request) => acceptProposedTime(deps, req.principal, id)],
    ['decline', m.declined, (id: string, req: Request) => declineViewing(deps, req.principal, id, req.body)],
    ['propose', m.proposed, (id: string, req: Request) => proposeTime(deps, req.principal, id, req.body)],
    ['cancel', m.cancelled, (id: string, req: Request) => cancelViewing(deps, req.principal, id, req.body)],
  ] as const;
  for (const [step, message, act] of steps) {
    router.post(`/viewings/:id/${step}`, async (req, res) => {
      const { viewing, position } = await act(String(req.params.id), req);
      await respond(deps, res, 200, { message, viewing: answer(viewing) }, position);
    });
  }

  // No-shows as facts (issue 33): either side, after the slot; the person named answers once.
  router.post('/viewings/:id/no-show', async (req, res) => {
    const { event, position } = await recordNoShow(deps, req.principal, String(req.params.id));
    await respond(deps, res, 201, { message: m.noShowRecorded, result: { viewing_id: event!.data.viewingId, side: event!.data.side, recorded_at: event!.data.recordedAt } }, position);
  });

  router.post('/viewings/:id/no-show/answer', async (req, res) => {
    const { event, position } = await answerNoShow(deps, req.principal, String(req.params.id), req.body);
    await respond(deps, res, 200, { message: m.noShowAnswered, result: { viewing_id: event!.data.viewingId, side: event!.data.side, answered_at: event!.data.answeredAt } }, position);
  });

  router.post('/calendar/feed/reset', async (req, res) => {
    const { party, generation, position } = await resetFeed(deps, req.principal);
    await respond(deps, res, 200, { message: m.feedReset, result: { url: calendarFeedUrl(base(req), deps.secrets.codeSecret, party, generation) } }, position);
  });

  return router;
}
