import { Router, type Request, type Response } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { accountMessages as m, assertNotSuspended, assertOrganizationNotSuspended, evolveUserStanding, isGhanaPhone, personLoginSchema, parseOrThrow, toE164, toUserResponse, UnauthorizedError, userStandingStream, type UserStanding, type UserStandingEvent, type UserState, userStandingMessages } from '@fie/domain';
import { forgetSessions, requirePrincipal, signToken } from '@fie/platform';
import { presentUser } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { loadState } from '../shared/streams';
import { loadOrganizationStanding } from '../shared/aggregates';
import { AddressThrottle } from '../shared/throttle';
import { authorizeStaff } from '../staff/authorize';
import { OutboundLimits } from '../shared/outbound-limits';
import { changeOrganizationPassword } from '../organizations/passwords';
import { changePassword, chooseLanguage, confirm, deleteAccount, forgotPassword, registerOwner, resendCode, resendCodeForUser, resetPassword, signIn, signUp, updateProfile, upgradeToOwner, signOutEverywhere } from './handlers';
import { loadUser } from '../shared/aggregates';

/** /api/auth/*: the identity flows of the spec (accounts-access-and-site-shell.md §7, property-side.md §7). */
export function accountRoutes(deps: CommandDeps): Router {
  const router = Router();
  const local = userLoginStrategy(deps);
  // Wrong passwords from one address, across accounts (shared by every instance; each account is also throttled in its stream).
  const addresses = new AddressThrottle(deps.documents, 'sign-in', 20, 15 * 60_000);
  // Calls that mail or text someone, per recipient and per address (see OutboundLimits).
  // A phone number is one recipient however it is written (024…, +233 24…), so its spellings share one count.
  const toEmail = new OutboundLimits(deps).guard((req) => recipientOf(req.body?.email));
  // Wrong confirmation and reset codes from one address, across accounts.
  const codeGuessers = new AddressThrottle(deps.documents, 'codes', 20, 15 * 60_000);
  const guardCode = async <T,>(req: Request, run: () => Promise<T>): Promise<T> => {
    const address = req.ip ?? 'unknown';
    await codeGuessers.assertAllowed(address, (minutes) => `Too many wrong codes from this connection. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code === 'CodeMismatchException') await codeGuessers.record(address);
      throw error;
    }
  };

  router.post('/auth/signup', toEmail, async (req, res) => {
    const { userId, destination, position } = await signUp(deps, req.body, origin(req));
    await respond(deps, res, 201, { message: m.registrationSuccessful, userId, destination }, position);
  });

  router.post('/auth/confirm', async (req, res) => {
    const { position } = await guardCode(req, () => confirm(deps, req.body));
    await respond(deps, res, 200, { message: m.accountConfirmed }, position);
  });

  router.post('/auth/resend-code', toEmail, async (req, res) => {
    const { destination, position } = await resendCode(deps, req.body, origin(req));
    await respond(deps, res, 200, { message: m.codeSentTo(destination), destination }, position);
  });

  const login = async (req: Request, res: Response) => {
    parseOrThrow(personLoginSchema, req.body); // the spec's field messages before passport's generic ones
    const address = req.ip ?? 'unknown';
    await addresses.assertAllowed(address, m.tooManySignIns);
    // An unknown email or phone counts like a wrong password: guessing which have accounts is throttled too
    // (a phone shared by several accounts, which asks for the email, tells as much).
    const result = await local(req, res).catch(async (error: unknown) => {
      if (error instanceof UnauthorizedError || (error as { code?: string }).code === 'AmbiguousPhoneNumber') await addresses.record(address);
      throw error;
    });
    if (result.failed) {
      await addresses.record(address);
      throw new UnauthorizedError(m.wrongCredentials, 'NotAuthorizedException');
    }
    const token = signToken({ kind: 'user', id: result.user.userId }, deps.secrets.jwtSecret);
    await deps.afterCommit?.(result.position);
    const user = (await presentUser(deps.documents, result.user.userId)) ?? toUserResponse({ ...result.user, id: result.user.userId });
    await respond(deps, res, 200, { message: m.signedIn, token, user }, result.position);
  };
  router.post('/auth/login', login);
  router.post('/login', login); // the spec's older path for the same call

  router.post('/auth/refresh', async (req, res) => {
    const principal = req.principal;
    if (!principal || principal.kind === 'staff') throw new UnauthorizedError();
    if (principal.kind === 'user' && !(await loadUser(deps, principal.id)).state) throw new UnauthorizedError();
    // A suspended person's session is not renewed, so it ends within the day of the suspension.
    if (principal.kind === 'user') assertNotSuspended((await loadState<UserStanding, UserStandingEvent>(deps, userStandingStream(principal.id), evolveUserStanding)).state, deps.supportEmail);
    if (principal.kind === 'organization') assertOrganizationNotSuspended((await loadOrganizationStanding(deps, principal.id)).state, deps.supportEmail);
    res.json({ token: signToken(principal, deps.secrets.jwtSecret) });
  });

  router.post('/auth/forgot-password', toEmail, async (req, res) => {
    const { destination, position } = await forgotPassword(deps, req.body, origin(req));
    const message = destination.includes('@') ? m.codeDeliveredTo(destination) : m.codeTextedTo(destination);
    await respond(deps, res, 200, { message, destination }, position);
  });

  router.post('/auth/reset-password', async (req, res) => {
    const { position, principal } = await guardCode(req, () => resetPassword(deps, req.body));
    await respond(deps, res, 200, { message: m.passwordResetSuccessful }, position);
    forgetSessions(principal.id, principal.kind);
  });

  // A person's, or an organization's with its own token: the current password is required either way.
  router.post(['/auth/change-password', '/auth/change-password/'], async (req, res) => {
    const kind = req.principal?.kind === 'organization' ? 'organization' : 'user';
    const { id } = requirePrincipal(req, kind);
    const { position } = kind === 'organization' ? await changeOrganizationPassword(deps, id, req.body) : await changePassword(deps, id, req.body);
    // Every session opened before the change has ended, this one too; this device gets a new one in the answer.
    await respond(deps, res, 200, { message: m.passwordChanged, token: signToken({ kind, id }, deps.secrets.jwtSecret) }, position);
    forgetSessions(id, kind);
  });

  // Lost a phone, or signed in at a friend's? Every session ends, this one included.
  router.post('/auth/sign-out-everywhere', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await signOutEverywhere(deps, id);
    await respond(deps, res, 200, { message: 'Signed out of every device' }, position);
    forgetSessions(id);
  });

  router.put('/auth/update-user', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await updateProfile(deps, id, req.body);
    if (position !== undefined) await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.updateSuccessful, user: await presentUser(deps.documents, id) }, position);
  });

  // The language of Fie's mails and texts to the person (issue 23): one of languageSchema's, else a 400 naming `language`.
  router.put('/auth/language', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await chooseLanguage(deps, id, req.body);
    if (position !== undefined) await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: 'Language saved', user: await presentUser(deps.documents, id) }, position);
  });

  router.delete('/auth/user', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await deleteAccount(deps, id);
    await respond(deps, res, 200, { message: m.accountDeleted }, position);
    forgetSessions(id);
  });

  router.post('/auth/owner-registration', toEmail, async (req, res) => {
    const { userId, destination, position } = await registerOwner(deps, req.body, origin(req));
    await respond(deps, res, 201, { message: m.ownerRegistrationSuccessful, userId, destination }, position);
  });

  router.post('/auth/existing-user-owner-registration', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await upgradeToOwner(deps, id, req.body);
    await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.ownerUpgradeSuccessful, user: await presentUser(deps.documents, id) }, position);
  });

  // Staff, from the console: a new code for someone whose first did not arrive.
  router.post('/admin/users/:id/resend-code', async (req, res) => {
    const { staffId } = await authorizeStaff(deps, req, 'users.manage');
    const id = String(req.params.id);
    const { position } = await resendCodeForUser(deps, staffId, id, req.body, origin(req));
    await respond(deps, res, 200, { id, message: userStandingMessages.codeResent }, position);
  });
  return router;
}

type SignInResult = Awaited<ReturnType<typeof signIn>>;

/** passport-local checks the email and password; the decision (confirmed? throttled?) is the domain's. */
function userLoginStrategy(deps: CommandDeps) {
  const strategy = new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
    signIn(deps, { email, password }).then((result) => done(null, result), done);
  });
  return (req: Request, res: Response) =>
    new Promise<SignInResult>((resolve, reject) => {
      // passport sets each request's success and failure callbacks on the strategy object it is given: one
      // object shared by concurrent sign-ins would hand one person's session to another. A fresh object per
      // request inherits the verify function and carries only this request's callbacks.
      passport.authenticate(Object.create(strategy) as LocalStrategy, { session: false }, (error: unknown, result: SignInResult | false) => {
        if (error) return reject(error);
        if (!result) return reject(new Error('passport-local returned no result'));
        resolve(result);
      })(req, res, reject);
    });
}

/** Whom a call would write to, one key per person: an email lowercased, a phone number in E.164. */
function recipientOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return !value.includes('@') && isGhanaPhone(value) ? toE164(value) : value;
}

export function origin(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

export type { UserState };
