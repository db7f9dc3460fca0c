import { Router, type Request } from 'express';
import {
  changePreferences,
  currentPreferences,
  htmlLang,
  localizeText,
  evolvePreferences,
  isNotificationKind,
  parseOrThrow,
  preferenceMessages as m,
  preferencesSchema,
  RuleViolation,
  unsubscribeFromMail,
  userStream,
  type NotificationKind,
  type PreferencesEvent,
  type PreferencesState,
  type Language,
  type Reach,
  type Translate,
} from '@fie/domain';
import { readUnsubscribeToken, requestLanguage, translatorFor } from '@fie/platform';
import { reachOf, USERS, type UserView } from '@fie/read-models';
import { loadUser } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { escapeHtml } from '../shared/escape-html';
import { signedInUser } from '../shared/own-stream';
import { respond } from '../shared/respond';
import { appendEvents } from '../shared/streams';

const PROFILE = '/owner-dashboard?tab=profile';
const after = (preferences: PreferencesState, events: PreferencesEvent[], reach: Reach) => currentPreferences(events.reduce(evolvePreferences, preferences), reach);

/**
 * How a person can be reached, which their defaults follow (issue 32: texts for a phone-first person): as the users
 * read model knows it, since the accounts' projection is what records which of them they proved.
 */
export async function reachOfUser(deps: Pick<CommandDeps, 'documents'>, userId: string): Promise<Reach> {
  const user = await deps.documents.collection<UserView>(USERS).get(userId);
  return user ? reachOf(user) : { email: true, phone: false };
}

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
    const reach = await reachOfUser(deps, user.userId);
    const events = changePreferences(user, change, { now: deps.now(), reach, whatsapp: Boolean(deps.whatsapp) });
    const position = events.length ? (await appendEvents(deps, userStream(user.userId), events, revision)).position : undefined;
    await respond(deps, res, 200, { message: m.saved, result: after(user.preferences, events, reach) }, position);
  });

  const unsubscribe = async (req: Request): Promise<{ kind: NotificationKind; userId: string; position?: number }> => {
    const token = typeof req.query.token === 'string' ? req.query.token : typeof req.body?.token === 'string' ? req.body.token : '';
    const reader = token ? readUnsubscribeToken(deps.secrets.codeSecret, token) : undefined;
    if (!reader || !isNotificationKind(reader.kind)) throw new RuleViolation('InvalidUnsubscribeLink', m.invalidLink, { token: m.invalidLink });
    const { kind, userId } = reader;
    const { state, revision } = await loadUser(deps, userId);
    const events = unsubscribeFromMail(state, kind, { now: deps.now(), reach: await reachOfUser(deps, userId), whatsapp: Boolean(deps.whatsapp) });
    if (events.length === 0) return { kind, userId };
    return { kind, userId, position: (await appendEvents(deps, userStream(userId), events, revision)).position };
  };

  // The page is in the person's language (a mail client sends no other); a link nobody can read, in the request's.
  router.get('/notifications/unsubscribe', async (req, res) => {
    let done: { kind: NotificationKind; userId: string; position?: number };
    try {
      done = await unsubscribe(req);
    } catch (error) {
      if (!(error instanceof RuleViolation)) throw error;
      const t = translatorFor(requestLanguage(req));
      res.status(400).type('html').send(page(requestLanguage(req), t('mail.unsubscribe.page.broken', 'This link does not work'), localizeText(error.message, t), t));
      return;
    }
    if (done.position !== undefined) await deps.afterCommit?.(done.position);
    const language = (await deps.documents.collection<UserView>(USERS).get(done.userId))?.language ?? requestLanguage(req);
    const t = translatorFor(language);
    res.status(200).type('html').send(page(language, t('mail.unsubscribe.page.done', 'Unsubscribed'), localizeText(m.unsubscribed(done.kind), t), t));
  });

  router.post('/notifications/unsubscribe', async (req, res) => {
    const { kind, position } = await unsubscribe(req);
    await respond(deps, res, 200, { message: m.unsubscribed(kind) }, position);
  });

  return router;
}

/** A page that stands alone (no script, no stylesheet to fetch): it opens from a mail on any phone. */
function page(language: Language, title: string, message: string, t: Translate): string {
  return `<!doctype html>
<html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Fie</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222;line-height:1.5}a{color:#0b6e4f}</style></head>
<body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${PROFILE}">${escapeHtml(t('mail.unsubscribe.page.profile', 'Go to your profile'))}</a></p></body></html>
`;
}
