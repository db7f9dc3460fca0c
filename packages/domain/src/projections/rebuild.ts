import { z } from 'zod';
import { ConflictError, NotFoundError } from '../shared/errors';
import { parseOrThrow } from '../shared/validation';

/**
 * Rebuilding a projection (issue 10, the analysts' and operators' tools): an administrator asks for one
 * projection to be rebuilt from the event log, with a reason. The request is an event, so it is audited like
 * every staff action, and the projection runner (in whichever process runs it) acts on it when it reads it:
 * it builds a new generation of the read model beside the live one and switches when it has caught up.
 */
export const projectionMessages = {
  reasonRequired: 'Give a reason: it is kept with the rebuild',
  reasonTooLong: 'Keep the reason under 1,000 characters',
  unknown: (name: string) => `There is no projection called ${name}`,
  alreadyRebuilding: 'This projection is already being rebuilt: wait for it to switch',
  requested: (name: string) => `Rebuilding ${name}: the live read model keeps serving until the new one has caught up`,
} as const;

export const rebuildProjectionSchema = z.object({
  reason: z.string({ error: projectionMessages.reasonRequired }).trim().min(1, { error: projectionMessages.reasonRequired }).max(1000, { error: projectionMessages.reasonTooLong }),
});
export type RebuildProjectionInput = z.input<typeof rebuildProjectionSchema>;

export type ProjectionRebuildRequested = {
  type: 'ProjectionRebuildRequested';
  data: { projection: string; requestedBy: string; reason: string; requestedAt: string };
};

/** One stream per projection, so two requests for the same one are appended one after the other. */
export const projectionStream = (name: string) => `projection-${name}`;

/** Who asks for rebuilds without being a staff member: `npm run replay` on the server. */
export const REPLAY_CLI = 'operator-cli';

/**
 * Decides a rebuild request. `known` are the projections that exist; `rebuilding` says whether one is being
 * rebuilt now (as the runner reports it): a second request then would only start the same work again.
 */
export function requestProjectionRebuild(
  input: unknown,
  ctx: { projection: string; known: readonly string[]; rebuilding: boolean; by: string; now: Date },
): [ProjectionRebuildRequested] {
  if (!ctx.known.includes(ctx.projection)) throw new NotFoundError(projectionMessages.unknown(ctx.projection));
  const { reason } = parseOrThrow(rebuildProjectionSchema, input);
  if (ctx.rebuilding) throw new ConflictError(projectionMessages.alreadyRebuilding, 'AlreadyRebuilding');
  return [{ type: 'ProjectionRebuildRequested', data: { projection: ctx.projection, requestedBy: ctx.by, reason, requestedAt: ctx.now.toISOString() } }];
}
