import { Router, type Request } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { accountMessages as m, loginSchema, parseOrThrow, toUserResponse, type UserState } from '@fie/domain';
import { signToken } from '@fie/platform';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { confirm, resendCode, signIn, signUp } from './handlers';

/** POST /api/auth/*: the seeker identity flows of the spec (accounts-access-and-site-shell.md §7). */
export function accountRoutes(deps: CommandDeps): Router {
  const router = Router();
  const local = userLoginStrategy(deps);

  router.post('/auth/signup', async (req, res) => {
    const { userId, destination, position } = await signUp(deps, req.body, origin(req));
    await respond(deps, res, 201, { message: m.registrationSuccessful, userId, destination }, position);
  });

  router.post('/auth/confirm', async (req, res) => {
    const { position } = await confirm(deps, req.body);
    await respond(deps, res, 200, { message: m.accountConfirmed }, position);
  });

  router.post('/auth/resend-code', async (req, res) => {
    const { destination, position } = await resendCode(deps, req.body, origin(req));
    await respond(deps, res, 200, { message: m.codeSentTo(destination), destination }, position);
  });

  const login = async (req: Request, res: import('express').Response) => {
    parseOrThrow(loginSchema, req.body); // the spec's field messages before passport's generic ones
    const { user, position } = await local(req, res);
    const token = signToken({ kind: 'user', id: user.userId }, deps.secrets.jwtSecret);
    await respond(deps, res, 200, { message: m.signedIn, token, user: toUserResponse({ ...user, id: user.userId }) }, position);
  };
  router.post('/auth/login', login);
  router.post('/login', login); // the spec's older path for the same call

  return router;
}

/** passport-local checks the email and password; the decision (confirmed? right password?) is the domain's. */
function userLoginStrategy(deps: CommandDeps) {
  const strategy = new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
    signIn(deps, { email, password }).then((result) => done(null, result), done);
  });
  return (req: Request, res: import('express').Response) =>
    new Promise<{ user: UserState; position: number }>((resolve, reject) => {
      passport.authenticate(strategy, { session: false }, (error: unknown, result: { user: UserState; position: number } | false) => {
        if (error) return reject(error);
        if (!result) return reject(new Error('passport-local returned no result'));
        resolve(result);
      })(req, res, reject);
    });
}

export function origin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}
