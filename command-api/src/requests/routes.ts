import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  closeRequest,
  editRequest,
  evolveRequest,
  ForbiddenError,
  parseOrThrow,
  pauseRequest,
  postRequest,
  renewRequest,
  requestMessages as m,
  requestStream,
  resumeRequest,
  savedSearchCriteria,
  searchSchema,
  UnauthorizedError,
  validateRequest,
  type RequestEvent,
  type RequestState,
} from '@fie/domain';
import { nameResolver, presentRequest, type RequestView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { decideOnStream, signedInUser } from '../shared/own-stream';
import { respond } from '../shared/respond';
import { appendEvents } from '../shared/streams';
import { findPlace, searchedPlace } from './place';
import { newId } from '../shared/idempotency';

/** Requests are a person's: a visitor signs in first; an organization or staff session is turned away. */
async function requester(deps: CommandDeps, req: Request) {
  const kind = req.principal?.kind;
  if (!kind) throw new UnauthorizedError(m.signInToPost, 'NotAuthorizedException');
  if (kind !== 'user') throw new ForbiddenError(m.usersOnly, 'UsersOnly');
  return signedInUser(deps, req);
}

/** The request as the answer shows it, from its own stream (the read model may not have it yet). */
function presented(deps: CommandDeps, state: RequestState) {
  const view: RequestView = {
    id: state.requestId, requesterId: state.requesterId, kind: state.kind, status: state.status, criteria: state.criteria,
    ...(state.additional_info ? { additional_info: state.additional_info } : {}), category: state.criteria.category ?? null, region: state.criteria.place?.region ?? null,
    postedAt: state.postedAt, updatedAt: deps.now().toISOString(), expiresAt: state.expiresAt, matches: 0,
  };
  return presentRequest(view, nameResolver(deps.documents));
}

const after = (state: RequestState | undefined, events: RequestEvent[]) => events.reduce<RequestState | undefined>(evolveRequest, state);

/**
 * /api/requests/*: posting a request (the spec's call), changing one's own (edit, pause, resume, close,
 * renew) and saving a search for alerts (docs/api-dealings.md, Requests). People only.
 */
export function requestRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.post('/requests/create-request', async (req, res) => {
    const { id: requesterId } = await requester(deps, req);
    const command = validateRequest(req.body, findPlace);
    const requestId = newId();
    const events = postRequest(undefined, command, { requestId, requesterId, kind: 'request', now: deps.now() });
    const { position } = await appendEvents(deps, requestStream(requestId), events, 'no_stream');
    await respond(deps, res, 201, { message: m.submitted, request: await presented(deps, after(undefined, events)!) }, position);
  });

  router.post('/requests/save-search', async (req, res) => {
    const { id: requesterId } = await requester(deps, req);
    const search = parseOrThrow(searchSchema, req.body ?? {});
    const criteria = savedSearchCriteria(search, search.point || search.bounds ? undefined : searchedPlace(search.location));
    const requestId = newId();
    const events = postRequest(undefined, { criteria }, { requestId, requesterId, kind: 'search', now: deps.now() });
    const { position } = await appendEvents(deps, requestStream(requestId), events, 'no_stream');
    await respond(deps, res, 201, { message: m.searchSaved, request: await presented(deps, after(undefined, events)!) }, position);
  });

  /** One of the requester's own changes: decided on the request's stream, retried if two land at once. */
  const change = (path: string, message: string, decide: (state: RequestState | undefined, requesterId: string, body: unknown, now: Date) => RequestEvent[], method: 'post' | 'put' = 'post') =>
    router[method](path, async (req, res) => {
      const { id: requesterId } = await requester(deps, req);
      const requestId = String(req.params.id);
      const now = deps.now();
      const { state, events, position } = await decideOnStream<RequestState, RequestEvent>(deps, requestStream(requestId), evolveRequest, (s) => decide(s, requesterId, req.body, now));
      await respond(deps, res, 200, { message, request: await presented(deps, after(state, events)!) }, position);
    });

  change('/requests/:id', m.updated, (s, who, body, now) => editRequest(s, who, validateRequest(body, findPlace), { now }), 'put');
  change('/requests/:id/pause', m.paused, (s, who, _body, now) => pauseRequest(s, who, { now }));
  change('/requests/:id/resume', m.resumed, (s, who, _body, now) => resumeRequest(s, who, { now }));
  change('/requests/:id/close', m.closed, (s, who, _body, now) => closeRequest(s, who, { now }));
  change('/requests/:id/renew', m.renewed, (s, who, _body, now) => renewRequest(s, who, { now }));

  return router;
}
