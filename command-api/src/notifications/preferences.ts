import { Router, type Request } from 'express';
import {
  changePreferences,
  evolvePreferences,
  isNotificationKind,
  parseOrThrow,
  preferenceMessages as m,
  preferencesSchema,
  RuleViolation,
  unsubscribeFromMail,
  userStream,
  type NotificationKind,
  type Preferences,
  type PreferencesEvent,
} from '@fie/domain';
import { readUnsubscribeToken } from '@fie/platform';
import { loadUser } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { escapeHtml } from '../shared/escape-html';
import { signedInUser } from '../shared/own-stream';
import { respond } from '../shared/respond';
import { appendEvents } from '../shared/streams';

const PROFILE = '/owner-dashboard?tab=profile';
const after = (preferences: Preferences, events: PreferencesEvent[]) => events.reduce(evolvePreferences, preferences);

/**
 * A person's notification and contact preferences (PUT; the read is the query API's), and the one-click
 * unsubscribe link of every mail (RFC 8058): GET from a mail client shows a small page, POST (the
 * List-Unsubscribe-Post one-click) answers JSON. Both turn that kind of mail off.
 *
 * The GET changes something, as the contract asks, so it is served by this (command) side: the reverse
 * proxy sends it here (deploy/Caddyfile).
 */
export function preferenceRoutes(deps: CommandDeps): Router {
  const router = Router();

  router.put('/notifications/preferences', async (req, res) => {
    const { user, revision } = await signedInUser(deps, req);
    const change = parseOrThrow(preferencesSchema, req.body ?? {});
    const events = changePreferences(user, change, { now: deps.now() });
    const position = events.length ? (await appendEvents(deps, userStream(user.userId), events, revision)).position : undefined;
    await respond(deps, res, 200, { message: m.saved, result: after(user.preferences, events) }, position);
  });

  const unsubscribe = async (req: Request): Promise<{ kind: NotificationKind; position?: number }> => {
    const token = typeof req.query.token === 'string' ? req.query.token : typeof req.body?.token === 'string' ? req.body.token : '';
    const reader = token ? readUnsubscribeToken(deps.secrets.codeSecret, token) : undefined;
    if (!reader || !isNotificationKind(reader.kind)) throw new RuleViolation('InvalidUnsubscribeLink', m.invalidLink, { token: m.invalidLink });
    const { kind, userId } = reader;
    const { state, revision } = await loadUser(deps, userId);
    const events = unsubscribeFromMail(state, kind, { now: deps.now() });
    if (events.length === 0) return { kind };
    return { kind, position: (await appendEvents(deps, userStream(userId), events, revision)).position };
  };

  router.get('/notifications/unsubscribe', async (req, res) => {
    let done: { kind: NotificationKind; position?: number };
    try {
      done = await unsubscribe(req);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      res.status(400).type('html').send(page('This link does not work', error.message));
      return;
    }
    if (done.position !== undefined) await deps.afterCommit?.(done.position);
    res.status(200).type('html').send(page('Unsubscribed', m.unsubscribed(done.kind)));
  });

  router.post('/notifications/unsubscribe', async (req, res) => {
    const { kind, position } = await unsubscribe(req);
    await respond(deps, res, 200, { message: m.unsubscribed(kind) }, position);
  });

  return router;
}

/** A page that stands alone (no script, no stylesheet to fetch): it opens from a mail on any phone. */
function page(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Fie</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222;line-height:1.5}a{color:#0b6e4f}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${PROFILE}">Go to your profile</a></p></body></html>
`;
}
