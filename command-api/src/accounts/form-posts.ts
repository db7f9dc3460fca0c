import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { DomainError, SECRET_FORM_FIELDS, sitePath, TooManyRequestsError, type FormState } from '@fie/domain';
import { formStateCookie, localizeAnswer, REMEMBERED_TOKEN_LIFETIME_SECONDS, sessionCookie, STORAGE_UNAVAILABLE } from '@fie/platform';
import { isStorageUnavailable } from '@fie/stores';
import type { CommandDeps } from '../shared/deps';

/**
 * The sign-in and registration pages' plain form posts (issue 32). The pages are HTML from the server, and their forms
 * post to the very API calls their code makes (`action="/api/auth/login"`, urlencoded), so they work before the code
 * has arrived and on a phone without JavaScript: the same guards, the same zod schemas and the same handlers. Only
 * the answer differs: a redirect (303) to the next page, or back to the form with its messages and what was typed
 * (a short-lived cookie the page's server render reads), never JSON.
 *
 * A form says where it is (`_back`, its own address) and may say where to go after (`next`). A post from another
 * site is refused: it could sign a person in to someone else's account.
 */
export type FormAnswer = {
  /** Where the browser goes next (a path on this site). */
  to: string;
  /** What the page it lands on says, if it reads a form's state (an account page). */
  banner?: FormState['banner'];
  values?: Record<string, string>;
  /** A session started by the post, kept for the page's code to take into the browser's storage. */
  session?: { token: string; remember: boolean };
};

declare module 'express-serve-static-core' {
  interface Request {
    /** Set on a plain form post: the page it came from. */
    formPost?: { back: string; values: Record<string, string> };
  }
}

const urlencoded = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 });

/** Whether this request is a browser's plain form post. */
export const isFormPost = (req: Request) => req.formPost !== undefined;

/**
 * Reads a plain form post into the JSON shape its call takes: a checkbox is 'on' or absent, "This is a shared phone"
 * is `remember: false`, the confirmation page's post signs the person in, and nothing else changes.
 */
export function readFormPosts(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !req.is('application/x-www-form-urlencoded')) return next();
    urlencoded(req, res, (error?: unknown) => {
      if (error) return next(error);
      // A browser says where a post comes from; one from another site is refused (login CSRF).
      const site = req.get('sec-fetch-site');
      const origin = req.get('origin');
      if ((site && site !== 'same-origin' && site !== 'none') || (origin && origin !== 'null' && hostOf(origin) !== req.get('host'))) {
        res.status(403).type('text/plain').send('This form can only be sent from Fie.');
        return;
      }
      const body = { ...(req.body as Record<string, string>) };
      const back = sitePath(body._back) ?? '/';
      delete body._back;
      const values: Record<string, string> = {};
      for (const [field, value] of Object.entries(body)) if (!(SECRET_FORM_FIELDS as readonly string[]).includes(field) && typeof value === 'string') values[field] = value;
      const parsed: Record<string, unknown> = { ...body };
      parsed.remember = body.shared !== 'on';
      delete parsed.shared;
      if (body.acknowledge !== undefined) parsed.acknowledge = body.acknowledge === 'on' || body.acknowledge === 'true';
      if (body.signIn !== undefined) parsed.signIn = body.signIn === 'true';
      req.body = parsed;
      req.formPost = { back, values };
      next();
    });
  };
}

/** A form post's success: the state for the next page, the session cookie, and the redirect. */
export async function answerForm(deps: Pick<CommandDeps, 'afterCommit'>, req: Request, res: Response, position: number | undefined, answer: FormAnswer) {
  // The next page reads what this wrote.
  if (position !== undefined) await deps.afterCommit?.(position);
  const secure = req.secure;
  const cookies: string[] = [];
  if (answer.banner || answer.values) {
    const page = answer.to.split('?')[0]!;
    const banner = answer.banner && { ...answer.banner, message: localizeAnswer(req, { message: answer.banner.message }).message };
    cookies.push(formStateCookie({ page, values: answer.values ?? {}, errors: {}, ...(banner ? { banner } : {}) }, secure));
  }
  if (answer.session) cookies.push(sessionCookie(answer.session.token, answer.session.remember, secure, REMEMBERED_TOKEN_LIFETIME_SECONDS));
  if (cookies.length) res.append('Set-Cookie', cookies);
  res.setHeader('Cache-Control', 'no-store');
  res.redirect(303, answer.to);
}

/**
 * A form post's refusal: back to its page, with the messages in the page's language and what was typed. A refusal
 * that needs another page (an account not confirmed yet) goes there instead (`redirectFor`).
 */
export function formErrors(redirectFor: (error: DomainError, req: Request) => FormAnswer | undefined): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (!req.formPost || res.headersSent) return next(error);
    let problem: { message: string; errors?: Record<string, string> };
    if (error instanceof DomainError) {
      const elsewhere = redirectFor(error, req);
      if (elsewhere) {
        void answerForm({}, req, res, undefined, elsewhere).catch(next);
        return;
      }
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds > 0) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      problem = localizeAnswer(req, { message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    } else if (isStorageUnavailable(error)) {
      problem = localizeAnswer(req, { message: STORAGE_UNAVAILABLE.message });
    } else {
      return next(error);
    }
    const { back, values } = req.formPost;
    const errors = problem.errors ?? {};
    // The banner says what no field says.
    const shown = Object.values(errors);
    const banner = shown.length && shown.includes(problem.message) ? undefined : { severity: 'error' as const, message: problem.message };
    const state: FormState = { page: back.split('?')[0]!, values, errors, ...(banner ? { banner } : {}) };
    res.append('Set-Cookie', formStateCookie(state, req.secure));
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, back);
  };
}

/** The host of an Origin header; an unreadable one is nobody's (and so not this site's). */
function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}
