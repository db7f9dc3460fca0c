import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  discardDraft,
  draftMessages as m,
  draftsStream,
  evolveDrafts,
  listingDraftSchema,
  parseOrThrow,
  saveDraft,
  startDraft,
  UnauthorizedError,
  type DraftsState,
  type DraftState,
  type ListingDraftEvent,
} from '@fie/domain';
import { presentDraft } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { decideOnStream, signedInUser } from '../shared/own-stream';
import { respond } from '../shared/respond';
import { newId } from '../shared/idempotency';

const draftOf = (d: DraftState) => presentDraft({ id: d.draftId, category: d.category, values: d.values, createdAt: d.createdAt, savedAt: d.savedAt });
const after = (state: DraftsState | undefined, events: ListingDraftEvent[]) => events.reduce<DraftsState | undefined>(evolveDrafts, state);

/**
 * The draft's author: a person (who must still have an account), or an organization listing for itself.
 * Exported for the query side's twin, so both name an author the same way.
 */
export async function draftAuthor(deps: CommandDeps, req: Request): Promise<string> {
  if (req.principal?.kind === 'organization') return `organization-${req.principal.id}`;
  if (req.principal?.kind === 'user') return (await signedInUser(deps, req)).id;
  throw new UnauthorizedError();
}

/** /api/listing-drafts: listings started and kept for later (/add_property). Only their author reaches them. */
export function draftRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.post('/listing-drafts', async (req, res) => {
    const authorId = await draftAuthor(deps, req);
    const command = parseOrThrow(listingDraftSchema, req.body ?? {});
    const draftId = newId();
    const ctx = { authorId, draftId, now: deps.now() };
    const { state, events, position } = await decideOnStream<DraftsState, ListingDraftEvent>(deps, draftsStream(authorId), evolveDrafts, (s) => startDraft(s, command, ctx));
    await respond(deps, res, 201, { message: m.saved, result: draftOf(after(state, events)!.drafts[draftId]!) }, position);
  });

  router.put('/listing-drafts/:draftId', async (req, res) => {
    const authorId = await draftAuthor(deps, req);
    const draftId = String(req.params.draftId);
    const command = parseOrThrow(listingDraftSchema, req.body ?? {});
    const ctx = { authorId, now: deps.now() };
    const { state, events, position } = await decideOnStream<DraftsState, ListingDraftEvent>(deps, draftsStream(authorId), evolveDrafts, (s) => saveDraft(s, draftId, command, ctx));
    await respond(deps, res, 200, { message: m.saved, result: draftOf(after(state, events)!.drafts[draftId]!) }, position);
  });

  // ?reason=listed: the draft became a listing (the form sends it after 'Property uploaded successfully').
  router.delete('/listing-drafts/:draftId', async (req, res) => {
    const authorId = await draftAuthor(deps, req);
    const draftId = String(req.params.draftId);
    const ctx = { authorId, now: deps.now(), reason: req.query.reason === 'listed' ? ('listed' as const) : ('discarded' as const) };
    const { position } = await decideOnStream<DraftsState, ListingDraftEvent>(deps, draftsStream(authorId), evolveDrafts, (s) => discardDraft(s, draftId, ctx));
    await respond(deps, res, 200, { message: m.discarded }, position);
  });

  return router;
}
