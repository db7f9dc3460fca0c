import { Router } from 'express';
import { projectionMessages, projectionStream, requestProjectionRebuild } from '@fie/domain';
import { PROJECTION_STATUS_FRESH_MS, PROJECTIONS, projectionNames, type ProjectionStatusView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { appendEvents } from '../shared/streams';
import { authorizeStaff } from '../staff/authorize';

/**
 * POST /api/admin/projections/{name}/rebuild `{reason}` (administrators): asks for a projection to be rebuilt
 * beside the live one. The request is an event naming the staff member and the reason; the projection runner,
 * in whichever process runs it, acts on it when it reads it. 202: accepted, the rebuild follows (the console's
 * Projections screen shows its progress).
 */
export function projectionRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.post('/admin/projections/:name/rebuild', async (req, res) => {
    const staff = await authorizeStaff(deps, req, 'projections.rebuild');
    const name = String(req.params.name);
    const status = await deps.documents.collection<ProjectionStatusView>(PROJECTIONS).get(name);
    // A rebuild is under way only if a runner said so lately (a status left by a stopped runner is resumed at its start).
    const rebuilding = !!status?.rebuild && deps.now().getTime() - Date.parse(status.updatedAt) < PROJECTION_STATUS_FRESH_MS;
    const events = requestProjectionRebuild(req.body, { projection: name, known: projectionNames, rebuilding, by: staff.staffId, now: deps.now() });
    const { position } = await appendEvents(deps, projectionStream(name), events);
    await respond(deps, res, 202, { id: name, message: projectionMessages.requested(name) }, position);
  });
  return router;
}
