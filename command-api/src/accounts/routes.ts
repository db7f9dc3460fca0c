import { Router, type Request, type Response } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { accountMessages as m, RuleViolation, assertNotSuspended, assertOrganizationNotSuspended, evolveUserStanding, isGhanaPhone, personLoginSchema, parseOrThrow, sitePath, toE164, toUserResponse, UnauthorizedError, userStandingStream, type DomainError, type UserStanding, type UserStandingEvent, type UserState, userStandingMessages } from '@fie/domain';
import { forgetSessions, requestLanguage, requirePrincipal, signToken, waitForProjections } from '@fie/platform';
import { presentUser } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { loadState } from '../shared/streams';

/**
 * The person as the read models say it once they have passed `position`, the command's own: where the projectors
 * run apart (issue 32) they write it a moment after the command, and an answer read before would carry the account
 * as it was (or none, right after a sign-up), which the site then keeps as the signed-in person. Bounded: after 3 s
 * it says what the read models have.
 */
async function presentUserAt(deps: CommandDeps, userId: string, position: number | undefined) {
  if (position) await waitForProjections(deps.documents, position, ['users', 'documents'], 3000);
  return presentUser(deps.documents, userId);
}
import { loadOrganizationStanding } from '../shared/aggregates';
import { AddressThrottle } from '../shared/throttle';
import { authorizeStaff } from '../staff/authorize';
import { OutboundLimits } from '../shared/outbound-limits';
import { changeOrganizationPassword } from '../organizations/passwords';
import { addEmail, changePassword, chooseLanguage, confirm, confirmEmail, deleteAccount, forgotPassword, registerOwner, resendCode, resendCodeForUser, resetPassword, signIn, signUp, updateProfile, upgradeToOwner, signOutEverywhere } from './handlers';
import { answerForm, formErrors, isFormPost, readFormPosts, type FormAnswer } from './form-posts';
import { loadUser } from '../shared/aggregates';
import { linkOrigin } from '../shared/links';

/** /api/auth/*: the identity flows of the spec (accounts-access-and-site-shell.md §7, property-side.md §7). */
export function accountRoutes(deps: CommandDeps): Router {
  const router = Router();
  // The sign-in and registration pages' plain forms post here too (form-posts.ts): read before every guard.
  router.use(readFormPosts());
  /** The JSON answer, or a plain form's redirect (`form`: where to, and what that page says). */
  const answer = async (req: Request, res: Response, status: number, body: Record<string, unknown>, position: number | undefined, form: () => FormAnswer) =>
    isFormPost(req) ? answerForm(deps, req, res, position, form()) : respond(deps, res, status, body, position);
  const local = userLoginStrategy(deps);
  // Wrong passwords from one address, across accounts (shared by every instance; each account is also throttled in its stream).
  const addresses = new AddressThrottle(deps.documents, 'sign-in', 20, 15 * 60_000);
  // Calls that mail or text someone, per recipient and per address (see OutboundLimits).
  // A phone number is one recipient however it is written (024…, +233 24…), so its spellings share one count.
  // Without an email the code goes to the phone (issue 32): the phone is the recipient then.
  const toEmail = new OutboundLimits(deps).guard((req) => recipientOf(req.body?.email) ?? recipientOf(req.body?.phone ?? req.body?.phoneNumber ?? req.body?.mobile));
  // Wrong confirmation and reset codes from one address, across accounts.
  const codeGuessers = new AddressThrottle(deps.documents, 'codes', 20, 15 * 60_000);
  const guardCode = async <T,>(req: Request, run: () => Promise<T>): Promise<T> => {
    const address = req.ip ?? 'unknown';
    await codeGuessers.assertAllowed(address, m.tooManyCodesFromConnection);
    try {
      return await run();
    } catch (error) {
      if ((error as { code?: string }).code === 'CodeMismatchException') await codeGuessers.record(address);
      throw error;
    }
  };

  // A registration goes on to the confirmation page, which says where the code went.
  const toConfirm = (req: Request, destination: string, message: string): FormAnswer => {
    const next = sitePath(req.formPost?.values.next);
    return { to: `/confirm-registration?email=${encodeURIComponent(destination)}${next ? `&next=${encodeURIComponent(next)}` : ''}`, banner: { severity: 'success', message }, values: { email: destination } };
  };

  router.post('/auth/signup', toEmail, async (req, res) => {
    const { userId, destination, via, position } = await signUp(deps, req.body, linkOrigin(deps, req), requestLanguage(req));
    const message = via === 'sms' ? m.registrationSuccessfulBySms(destination) : m.registrationSuccessful;
    await answer(req, res, 201, { message, userId, destination }, position, () => toConfirm(req, destination, message));
  });

  // With `signIn` (the site's confirmation page), the answer carries a session as sign-in's does.
  router.post('/auth/confirm', async (req, res) => {
    const { position, userId, session } = await guardCode(req, () => confirm(deps, req.body));
    if (!session) return answer(req, res, 200, { message: m.accountConfirmed }, position, () => ({ to: '/login' }));
    const token = signToken({ kind: 'user', id: userId, remember: session.remember }, deps.secrets.jwtSecret);
    await deps.afterCommit?.(position);
    const user = await presentUserAt(deps, userId, position);
    await answer(req, res, 200, { message: m.accountConfirmed, token, user }, position, () => ({ to: sitePath(req.formPost?.values.next) ?? '/', session: { token, remember: session.remember } }));
  });

  router.post('/auth/resend-code', toEmail, async (req, res) => {
    const { destination, via, position } = await resendCode(deps, req.body, linkOrigin(deps, req));
    const message = via === 'sms' ? m.codeTextedTo(destination) : m.codeSentTo(destination);
    await answer(req, res, 200, { message, destination }, position, () => ({ to: req.formPost!.back, banner: { severity: 'info', message }, values: req.formPost!.values }));
  });

  const login = async (req: Request, res: Response) => {
    // An agency's sign-in is its own call, which the page's code makes: a plain form (before or without it) cannot.
    if (isFormPost(req) && req.body?.kind === 'organization') throw new RuleViolation('OrganizationSignInNeedsScript', m.organizationSignInNeedsScript);
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
    // Kept on the device unless the person says it is a shared one (the sign-in page's box, issue 32).
    const remember = req.body?.remember === true;
    const token = signToken({ kind: 'user', id: result.user.userId, remember }, deps.secrets.jwtSecret);
    await deps.afterCommit?.(result.position);
    const user = (await presentUserAt(deps, result.user.userId, result.position)) ?? toUserResponse({ ...result.user, id: result.user.userId });
    await answer(req, res, 200, { message: m.signedIn, token, user }, result.position, () => ({ to: sitePath(req.formPost?.values.next) ?? '/', session: { token, remember } }));
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
    const { destination, position } = await forgotPassword(deps, req.body, linkOrigin(deps, req));
    const message = destination.includes('@') ? m.codeDeliveredTo(destination) : m.codeTextedTo(destination);
    // The page's second step (the code and a new password) is the same page, told which step it is at.
    await answer(req, res, 200, { message, destination }, position, () => ({ to: req.formPost!.back, banner: { severity: 'info', message }, values: { ...req.formPost!.values, step: 'reset' } }));
  });

  router.post('/auth/reset-password', async (req, res) => {
    const { position, principal } = await guardCode(req, () => resetPassword(deps, req.body));
    const typed = req.formPost?.values.email ?? '';
    await answer(req, res, 200, { message: m.passwordResetSuccessful }, position, () => ({ to: `/login?email=${encodeURIComponent(typed)}`, banner: { severity: 'success', message: m.passwordResetSuccessful }, values: { email: typed } }));
    forgetSessions(principal.id, principal.kind);
  });

  // A person's, or an organization's with its own token: the current password is required either way.
  router.post(['/auth/change-password', '/auth/change-password/'], async (req, res) => {
    const kind = req.principal?.kind === 'organization' ? 'organization' : 'user';
    const { id } = requirePrincipal(req, kind);
    const { position } = kind === 'organization' ? await changeOrganizationPassword(deps, id, req.body) : await changePassword(deps, id, req.body);
    // Every session opened before the change has ended, this one too; this device gets a new one in the answer.
    const remember = req.principal?.kind === 'user' && req.principal.remember === true;
    await respond(deps, res, 200, { message: m.passwordChanged, token: signToken(kind === 'user' ? { kind, id, remember } : { kind, id }, deps.secrets.jwtSecret) }, position);
    forgetSessions(id, kind);
  });

  // Lost a phone, or signed in at a friend's? Every session ends, this one included.
  router.post('/auth/sign-out-everywhere', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await signOutEverywhere(deps, id);
    await respond(deps, res, 200, { message: m.signedOutEverywhere }, position);
    forgetSessions(id);
  });

  router.put('/auth/update-user', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await updateProfile(deps, id, req.body);
    if (position !== undefined) await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.updateSuccessful, user: await presentUserAt(deps, id, position) }, position);
  });

  // The language of Fie's mails and texts to the person (issue 23): one of languageSchema's, else a 400 naming `language`.
  router.put('/auth/language', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await chooseLanguage(deps, id, req.body);
    if (position !== undefined) await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.languageSaved, user: await presentUserAt(deps, id, position) }, position);
  });

  // An email for an account that has none (a phone sign-up, issue 32): a code mailed to it, then the code adds it.
  const toNewEmail = new OutboundLimits(deps).guard((req) => recipientOf(req.body?.email));
  router.post('/auth/add-email', toNewEmail, async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { destination, position } = await addEmail(deps, id, req.body, linkOrigin(deps, req));
    await respond(deps, res, 200, { message: m.emailCodeSent(destination), destination }, position);
  });

  router.post('/auth/confirm-email', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await guardCode(req, () => confirmEmail(deps, id, req.body));
    await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.emailAdded, user: await presentUserAt(deps, id, position) }, position);
  });

  router.delete('/auth/user', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await deleteAccount(deps, id);
    await respond(deps, res, 200, { message: m.accountDeleted }, position);
    forgetSessions(id);
  });

  router.post('/auth/owner-registration', toEmail, async (req, res) => {
    const { userId, destination, via, position } = await registerOwner(deps, req.body, linkOrigin(deps, req), requestLanguage(req));
    const message = via === 'sms' ? m.ownerRegistrationSuccessfulBySms(destination) : m.ownerRegistrationSuccessful;
    await answer(req, res, 201, { message, userId, destination }, position, () => ({ ...toConfirm(req, destination, message), to: `/confirm-registration?email=${encodeURIComponent(destination)}&next=${encodeURIComponent('/owner-dashboard')}` }));
  });

  router.post('/auth/existing-user-owner-registration', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    const { position } = await upgradeToOwner(deps, id, req.body);
    await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.ownerUpgradeSuccessful, user: await presentUserAt(deps, id, position) }, position);
  });

  // Staff, from the console: a new code for someone whose first did not arrive.
  router.post('/admin/users/:id/resend-code', async (req, res) => {
    const { staffId } = await authorizeStaff(deps, req, 'users.manage');
    const id = String(req.params.id);
    const { position } = await resendCodeForUser(deps, staffId, id, req.body, linkOrigin(deps, req));
    await respond(deps, res, 200, { id, message: userStandingMessages.codeResent }, position);
  });

  // A plain form's refusal goes back to its page; a sign-in not confirmed yet goes to the confirmation page.
  router.use(formErrors((error: DomainError, req: Request) => {
    if (error.code !== 'UserNotConfirmedException' || !req.path.endsWith('/login')) return undefined;
    const typed = req.formPost?.values.email ?? '';
    return { to: `/confirm-registration?email=${encodeURIComponent(typed)}`, banner: { severity: 'info', message: error.message }, values: { email: typed } };
  }));
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

export type { UserState };
