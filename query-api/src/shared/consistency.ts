import type { RequestHandler } from 'express';
import { POSITION_HEADER, waitForProjections } from '@fie/platform';
import type { QueryDeps } from './deps';

/**
 * A client that just wrote something sends back the position it got (header X-Fie-Position); the read
 * waits, up to a bound, until the projections have passed it. Clients that send nothing read at once.
 */
export function readYourWrites(deps: QueryDeps): RequestHandler {
  return async (req, res, next) => {
    const wanted = Number(req.get(POSITION_HEADER));
    if (Number.isFinite(wanted) && wanted > 0) {
      const reached = await waitForProjections(deps.documents, wanted, deps.projectionNames, 3000);
      if (!reached) res.setHeader('X-Fie-Stale', 'true');
    }
    next();
  };
}
