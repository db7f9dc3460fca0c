import { Router } from 'express';
import { evolveSaves, saveMessages as m, saveProperty, savesStream, unsaveProperty, type SaveEvent, type SavesState } from '@fie/domain';
import { loadListing } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { decideOnStream, signedInUser } from '../shared/own-stream';
import { respond } from '../shared/respond';

/** The heart on a card: /api/properties/{id}/save (docs/api-conversations.md, Saved properties). Users only. */
export function saveRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.post('/properties/:id/save', async (req, res) => {
    const { id: userId } = await signedInUser(deps, req);
    const listingId = String(req.params.id);
    const { state: listing } = await loadListing(deps, listingId);
    const ctx = { userId, now: deps.now(), listingPublished: Boolean(listing && !listing.deleted && listing.status === 'published') };
    const { position } = await decideOnStream<SavesState, SaveEvent>(deps, savesStream(userId), evolveSaves, (s) => saveProperty(s, listingId, ctx));
    await respond(deps, res, 200, { message: m.saved, saved: true }, position);
  });

  router.delete('/properties/:id/save', async (req, res) => {
    const { id: userId } = await signedInUser(deps, req);
    const ctx = { userId, now: deps.now() };
    const listingId = String(req.params.id);
    const { position } = await decideOnStream<SavesState, SaveEvent>(deps, savesStream(userId), evolveSaves, (s) => unsaveProperty(s, listingId, ctx));
    await respond(deps, res, 200, { message: m.removed, saved: false }, position);
  });

  return router;
}
