import { randomUUID } from 'node:crypto';
import {
  accountMessages as m,
  accounts,
  addEmailSchema,
  confirmEmailSchema,
  type Language,
  assertNotSuspended,
  evolveUserStanding,
  userStandingStream,
  type UserStanding,
  type UserStandingEvent,
  changePasswordSchema,
  chooseLanguageSchema,
  ConflictError,
  confirmSchema,
  evolveUser,
  existingUserOwnerSchema,
  forgotPasswordSchema,
  isPhoneSignInName,
  personLoginSchema,
  formatGhanaPhone,
  ownerRegistrationSchema,
  parseOrThrow,
  resendCodeSchema,
  resetPasswordSchema,
  signupSchema,
  updateProfileSchema,
  userStream,
  ValidationError,
  type Signup,
  type UserEvent,
  type UserState,
  NotFoundError,
  userStandingMessages,
  userStandingSchema,
} from '@fie/domain';
import { claimDocuments, documentsOf, eraseDocuments } from '../shared/documents';
import { hashCode, hashPassword, newConfirmationCode, verifyPassword } from '../shared/crypto';
import { loadUser } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';
import { claimEmail, currentOwner, releaseEmail, type ClaimedName } from './email-claims';
import { confirmationSms, passwordResetSms, sendConfirmationCode, sendEmailAddCode, sendPasswordResetCode } from './mail';
import { USERS, type UserView } from '@fie/read-models';
import { leaveAnyOrganization } from '../organizations/membership';
import { loadOrganizationByEmail, requestOrganizationReset, resetOrganizationPassword } from '../organizations/passwords';
import { newId } from '../shared/idempotency';
import { speechFor } from '../shared/speech';

/**
 * The accounts use cases: parse the command with its shared schema, load the state from the stream,
 * decide (pure, in @fie/domain), append with the revision we read, then do the side effects (mail).
 */

async function loadUserByEmail(deps: CommandDeps, email: string) {
  const owner = await currentOwner(deps.events, email, deps.now());
  if (!owner.userId) return { state: undefined, revision: 'no_stream' as const };
  return loadUser(deps, owner.userId);
}

/**
 * The person whose account has this phone number (E.164). A phone-only account holds its number (a claim, issue 32):
 * it is that number's account. Otherwise no stream is keyed by phone (several people may share one), so the users
 * read model answers; with several accounts on the number we ask for the email instead of guessing.
 */
async function loadUserByPhone(deps: CommandDeps, phone: string) {
  const claim = await currentOwner(deps.events, { kind: 'phone', value: phone }, deps.now());
  if (claim.userId) return loadUser(deps, claim.userId);
  const holders = await deps.documents.collection<UserView>(USERS).find({ phone }, { limit: 2 });
  const holder = accounts.accountByPhone(holders);
  if (!holder) return { state: undefined, revision: 'no_stream' as const };
  return loadUser(deps, holder.id);
}

/** By the email or the phone number a person signed in with (`isPhoneSignInName` tells which). */
function loadUserBySignInName(deps: CommandDeps, name: string) {
  return isPhoneSignInName(name) ? loadUserByPhone(deps, name) : loadUserByEmail(deps, name);
}

/**
 * Sign-up for seekers, and the first half of an owner's registration. With an email, the email is claimed and the code
 * mailed, as always; with a phone number alone (issue 32), the number is claimed and the code texted. `language` is the
 * page's: the code's words are in it, and (when it is not English) it becomes the language of the person's mails and
 * texts, as if chosen in their profile.
 */
async function createAccount(deps: CommandDeps, command: Signup, baseUrl: string, language: Language, extra: (state: UserState) => UserEvent[] = () => []) {
  const now = deps.now();
  const name: ClaimedName = command.email ? { kind: 'email', value: command.email } : { kind: 'phone', value: command.phoneNumber };
  const owner = await currentOwner(deps.events, name, now);
  if (owner.userId || owner.pending) throw accounts.signUpNameTaken(command);
  // A number already on an account (a family phone, an older account) is not taken for a phone-only one: signing in
  // by it must keep naming the accounts that have it. Those people sign up with an email too.
  if (!command.email && (await deps.documents.collection<UserView>(USERS).find({ phone: command.phoneNumber }, { limit: 1 })).length) throw accounts.signUpNameTaken(command);
  if (!command.email && !deps.sms) throw new Error('No SMS sender is configured for texted confirmation codes');
  const userId = newId();
  const code = newConfirmationCode();
  const events: UserEvent[] = accounts.signUp(command, undefined, {
    now,
    userId,
    passwordHash: await hashPassword(command.password),
    codeHash: hashCode(deps.secrets.codeSecret, userId, code),
  });
  const signedUp = () => events.reduce<UserState | undefined>(evolveUser, undefined)!;
  if (language !== 'en') events.push(...accounts.chooseLanguage(signedUp(), { language }, { now }));
  events.push(...extra(signedUp()));
  if (!(await claimEmail(deps.events, name, userId, owner.revision, now))) throw accounts.signUpNameTaken(command);
  const { position } = await appendEvents(deps, userStream(userId), events, 'no_stream');
  const speech = speechFor(language);
  if (command.email) {
    const email = command.email;
    await mailSafely(deps, 'confirmation code', () => sendConfirmationCode(deps.mailer, { email, firstName: command.firstName }, code, baseUrl, speech));
    return { userId, destination: email, via: 'email' as const, position };
  }
  await mailSafely(deps, 'confirmation code SMS', () => deps.sms!.send({ to: command.phoneNumber, text: confirmationSms(code, speech) }).then(() => undefined));
  return { userId, destination: formatGhanaPhone(command.phoneNumber), via: 'sms' as const, position };
}

export async function signUp(deps: CommandDeps, input: unknown, baseUrl: string, language: Language = 'en') {
  return createAccount(deps, parseOrThrow(signupSchema, input), baseUrl, language);
}

export async function registerOwner(deps: CommandDeps, input: unknown, baseUrl: string, language: Language = 'en') {
  const command = parseOrThrow(ownerRegistrationSchema, input);
  const now = deps.now();
  const created = await createAccount(
    deps,
    { ...command, phoneNumber: command.phone, user_type: 'seeker' },
    baseUrl,
    language,
    (state) => accounts.registerAsOwner(state, { ownerType: command.ownerType, organizationName: command.organizationName, licenceNumber: command.licenceNumber }, { now }),
  ).catch((error: unknown) => {
    // This form calls the number `phone`.
    if (error instanceof ConflictError && error.errors?.phoneNumber) throw new ConflictError(error.message, error.code, { phone: error.errors.phoneNumber });
    throw error;
  });
  const claimed = await claimDocuments(deps, command.documents, created.userId, { anonymousOnly: true });
  return { ...created, position: Math.max(created.position, claimed) };
}

export async function upgradeToOwner(deps: CommandDeps, userId: string, input: unknown) {
  const command = parseOrThrow(existingUserOwnerSchema, input);
  const { state, revision } = await loadUser(deps, userId);
  // An account without an email (a phone sign-up) sends none; one that has an email must send its own.
  if (state && command.email && command.email !== state.email) throw new ValidationError({ email: m.notYourEmail });
  const events = accounts.registerAsOwner(state, command, { now: deps.now() });
  const { position } = await appendEvents(deps, userStream(userId), events, revision);
  const claimed = await claimDocuments(deps, command.documents, userId, { anonymousOnly: false });
  return { position: Math.max(position, claimed) };
}

/** The account an email or a phone number names (as sign-in reads them), refused in the words of what was typed. */
async function loadNamedUser(deps: CommandDeps, name: string) {
  const found = await loadUserBySignInName(deps, name);
  if (isPhoneSignInName(name)) accounts.existingByPhone(found.state);
  return found;
}

/** Another code, where the account's codes go: its email, or by SMS to the phone of an account without one. */
export async function resendCode(deps: CommandDeps, input: unknown, baseUrl: string) {
  const { email: name } = parseOrThrow(resendCodeSchema, input);
  const { state, revision } = await loadNamedUser(deps, name);
  const code = newConfirmationCode();
  const [event] = accounts.resendCode(state, { now: deps.now(), codeHash: state ? hashCode(deps.secrets.codeSecret, state.userId, code) : '' });
  const { position } = await appendEvents(deps, userStream(state!.userId), [event], revision);
  const user = state!;
  const speech = speechFor(user.language);
  if (event.data.via === 'sms') {
    await mailSafely(deps, 'confirmation code SMS', () => deps.sms!.send({ to: user.phone, text: confirmationSms(code, speech) }).then(() => undefined));
    return { destination: formatGhanaPhone(user.phone), via: 'sms' as const, position };
  }
  const email = user.email!;
  await mailSafely(deps, 'confirmation code', () => sendConfirmationCode(deps.mailer, { email, firstName: user.firstName }, code, baseUrl, speech));
  return { destination: email, via: 'email' as const, position };
}

/**
 * Staff send a new confirmation code to someone whose first did not arrive: the accounts' own resend, with staff's
 * reason recorded on the person's standing (`ConfirmationCodeResentByStaff`), so the console's history shows it.
 */
export async function resendCodeForUser(deps: CommandDeps, staffId: string, userId: string, input: unknown, baseUrl: string) {
  const { reason } = parseOrThrow(userStandingSchema, input);
  const user = await deps.documents.collection<UserView>(USERS).get(userId);
  if (!user) throw new NotFoundError(userStandingMessages.userNotFound, 'UserNotFound');
  await resendCode(deps, user.email ? { email: user.email } : { phone: user.phone }, baseUrl);
  const event: UserStandingEvent = { type: 'ConfirmationCodeResentByStaff', data: { userId, staffId, reason, resentAt: deps.now().toISOString() } };
  return appendEvents(deps, userStandingStream(userId), [event], 'any');
}

/**
 * Confirms with the code by the account's email or phone number (`email`, or `phone`). Asked to (`signIn`: the site's
 * confirmation page), it signs the person in too: the code proved the email or phone as a sign-in would, and the
 * sign-in is recorded as any other. A suspended person is told so, as at sign-in.
 */
export async function confirm(deps: CommandDeps, input: unknown) {
  const { email: name, code, signIn: wantsSession, remember } = parseOrThrow(confirmSchema, input);
  const { state, revision } = await loadNamedUser(deps, name);
  const now = deps.now();
  const [event] = accounts.confirm(state, { now, codeHash: state ? hashCode(deps.secrets.codeSecret, state.userId, code) : '' });
  const events: UserEvent[] = [event];
  if (event.type === 'UserConfirmed' && wantsSession) {
    assertNotSuspended((await loadState<UserStanding, UserStandingEvent>(deps, userStandingStream(state!.userId), evolveUserStanding)).state, deps.supportEmail);
    events.push(...accounts.signIn(evolveUser(state, event), { now, passwordMatches: true }));
  }
  const { position } = await appendEvents(deps, userStream(state!.userId), events, revision);
  // A wrong code is recorded (it counts towards the attempt limit) and then refused.
  if (event.type === 'ConfirmationCodeRejected') throw accounts.rejectionError(event);
  return { position, userId: state!.userId, session: wantsSession ? { remember: remember === true } : undefined };
}

/** `remember` travels beside (passport-local reads the email and password only): the route reads it from the body. */
export async function signIn(deps: CommandDeps, input: unknown) {
  const { email, password } = parseOrThrow(personLoginSchema, input);
  const { state } = await loadUserBySignInName(deps, email);
  const now = deps.now();
  accounts.assertSignInAllowed(state, now);
  const passwordMatches = await verifyPassword(state?.passwordHash, password);
  const [event] = accounts.signIn(state, { now, passwordMatches });
  // Staff may have suspended the person: said only to someone who knows the password, with the reason.
  if (event.type === 'UserSignedIn') assertNotSuspended((await loadState<UserStanding, UserStandingEvent>(deps, userStandingStream(state!.userId), evolveUserStanding)).state, deps.supportEmail);
  // Sign-ins only record a fact and decide nothing from later events, so two at once must both succeed.
  const { position } = await appendEvents(deps, userStream(state!.userId), [event], 'any');
  if (event.type === 'SignInFailed') return { failed: true as const, position };
  return { failed: false as const, user: state!, position };
}

/**
 * Whose password a recovery is for. An organization recovers its password through the same calls as a person, with
 * its email; when one email has both, the caller's `account` choice decides, else the person's when asking for a
 * code, and the account with the newest code when resetting with one.
 */
async function recoveryAccount(deps: CommandDeps, email: string, account: 'person' | 'organization' | undefined, step: 'ask' | 'reset') {
  // A phone number names a person's account only (the schema refuses it for an organization).
  if (isPhoneSignInName(email)) return { kind: 'person' as const, found: await loadUserByPhone(deps, email) };
  const [person, organization] = await Promise.all([loadUserByEmail(deps, email), loadOrganizationByEmail(deps, email)]);
  const asOrganization = { kind: 'organization' as const, found: organization };
  const asPerson = { kind: 'person' as const, found: person };
  if (account === 'organization') return asOrganization;
  if (account === 'person' || !organization.state) return asPerson;
  if (!person.state) return asOrganization;
  if (step === 'reset' && (organization.state.pendingReset?.issuedAt ?? '') > (person.state.pendingReset?.issuedAt ?? '')) return asOrganization;
  return asPerson;
}

export async function forgotPassword(deps: CommandDeps, input: unknown, baseUrl: string) {
  const { email, account } = parseOrThrow(forgotPasswordSchema, input);
  const target = await recoveryAccount(deps, email, account, 'ask');
  if (target.kind === 'organization') return requestOrganizationReset(deps, target.found, baseUrl);
  const { state, revision } = target.found;
  const code = newConfirmationCode();
  const byPhone = isPhoneSignInName(email);
  if (byPhone && !deps.sms) throw new Error('No SMS sender is configured for texted reset codes');
  const events = accounts.requestPasswordReset(state, { now: deps.now(), codeHash: state ? hashCode(deps.secrets.codeSecret, `reset:${state.userId}`, code) : '', via: byPhone ? 'sms' : 'email' });
  const { position } = await appendEvents(deps, userStream(state!.userId), events, revision);
  if (byPhone) {
    // The account's own number, which is the one typed (both E.164); said back as Ghanaians write it.
    const phone = state!.phone;
    await mailSafely(deps, 'password reset SMS', () => deps.sms!.send({ to: phone, text: passwordResetSms(code, speechFor(state!.language)) }).then(() => undefined));
    return { destination: formatGhanaPhone(phone), position };
  }
  await mailSafely(deps, 'password reset code', () => sendPasswordResetCode(deps.mailer, { email, firstName: state!.firstName }, code, baseUrl, undefined, speechFor(state!.language)));
  return { destination: email, position };
}

/**
 * Adds an email to an account that has none (issue 32): the code is mailed to it, in the person's language. Asking
 * again sends a new code (to this email or another), no sooner than any other code.
 */
export async function addEmail(deps: CommandDeps, userId: string, input: unknown, baseUrl: string) {
  const { email } = parseOrThrow(addEmailSchema, input);
  const { state, revision } = await loadUser(deps, userId);
  // Already another account's: said now, rather than after the code.
  const owner = await currentOwner(deps.events, email, deps.now());
  if (owner.userId || owner.pending) throw new ConflictError(m.emailTaken, 'UsernameExistsException', { email: m.emailTaken });
  const code = newConfirmationCode();
  const events = accounts.addEmail(state, { email }, { now: deps.now(), codeHash: hashCode(deps.secrets.codeSecret, `email:${userId}`, code) });
  const { position } = await appendEvents(deps, userStream(userId), events, revision);
  const user = state!;
  await mailSafely(deps, 'email code', () => sendEmailAddCode(deps.mailer, { email, firstName: user.firstName }, code, baseUrl, speechFor(user.language)));
  return { destination: email, position };
}

/** The mailed code adds the email once its claim is won: one account per email, as at sign-up. */
export async function confirmEmail(deps: CommandDeps, userId: string, input: unknown) {
  const { code } = parseOrThrow(confirmEmailSchema, input);
  const { state, revision } = await loadUser(deps, userId);
  const now = deps.now();
  const [event] = accounts.confirmEmail(state, { now, codeHash: hashCode(deps.secrets.codeSecret, `email:${userId}`, code) });
  if (event.type === 'EmailAdded') {
    const owner = await currentOwner(deps.events, event.data.email, now);
    // Claimed by this very account already: an earlier try won the claim and then failed to append.
    const ours = owner.userId === userId;
    if (!ours && (owner.userId || owner.pending || !(await claimEmail(deps.events, event.data.email, userId, owner.revision, now)))) {
      throw new ConflictError(m.emailTaken, 'UsernameExistsException', { email: m.emailTaken });
    }
  }
  const { position } = await appendEvents(deps, userStream(userId), [event], revision);
  if (event.type === 'EmailAddCodeRejected') throw accounts.emailRejectionError(event);
  return { position, email: event.data.email };
}

/** Resets a person's or an organization's password; the answer names whose, so their sessions can be forgotten. */
export async function resetPassword(deps: CommandDeps, input: unknown): Promise<{ position: number; principal: { kind: 'user' | 'organization'; id: string } }> {
  const { email, code, password, account } = parseOrThrow(resetPasswordSchema, input);
  const target = await recoveryAccount(deps, email, account, 'reset');
  if (target.kind === 'organization') {
    const { position, orgId } = await resetOrganizationPassword(deps, target.found, code, password);
    return { position, principal: { kind: 'organization', id: orgId } };
  }
  const { state, revision } = target.found;
  const [event] = accounts.resetPassword(state, {
    now: deps.now(),
    codeHash: state ? hashCode(deps.secrets.codeSecret, `reset:${state.userId}`, code) : '',
    passwordHash: await hashPassword(password),
  });
  const { position } = await appendEvents(deps, userStream(state!.userId), [event], revision);
  if (event.type === 'PasswordResetCodeRejected') throw accounts.resetRejectionError(event);
  return { position, principal: { kind: 'user', id: state!.userId } };
}

/** "Sign out of every device": every session of the person's ends, this one included. */
export async function signOutEverywhere(deps: CommandDeps, userId: string) {
  const { state, revision } = await loadUser(deps, userId);
  return appendEvents(deps, userStream(userId), accounts.signOutEverywhere(state, { now: deps.now() }), revision);
}

export async function changePassword(deps: CommandDeps, userId: string, input: unknown) {
  const { oldPassword, newPassword } = parseOrThrow(changePasswordSchema, input);
  const { state, revision } = await loadUser(deps, userId);
  const events = accounts.changePassword(state, {
    now: deps.now(),
    oldPasswordMatches: await verifyPassword(state?.passwordHash, oldPassword),
    passwordHash: await hashPassword(newPassword),
  });
  return appendEvents(deps, userStream(userId), events, revision);
}

export async function updateProfile(deps: CommandDeps, userId: string, input: unknown) {
  const command = parseOrThrow(updateProfileSchema, input);
  const { state, revision } = await loadUser(deps, userId);
  const events = accounts.updateProfile(state, command, { now: deps.now() });
  if (events.length === 0) return { position: undefined };
  const appended = await appendEvents(deps, userStream(userId), events, revision);
  // A number this account held (it signed up with it alone, then added an email) is free once it is not its number.
  const old: ClaimedName = { kind: 'phone', value: state!.phone };
  if (command.phone !== state!.phone && (await currentOwner(deps.events, old, deps.now())).userId === userId) await releaseEmail(deps.events, old, userId, deps.now());
  return appended;
}

/** The language of the person's mails and texts (issue 23); the same one again records nothing. */
export async function chooseLanguage(deps: CommandDeps, userId: string, input: unknown) {
  const command = parseOrThrow(chooseLanguageSchema, input);
  const { state, revision } = await loadUser(deps, userId);
  const events = accounts.chooseLanguage(state, command, { now: deps.now() });
  if (events.length === 0) return { position: undefined };
  return appendEvents(deps, userStream(userId), events, revision);
}

/**
 * Closing an account: leave any organization, delete the person's files, record the deletion, release the
 * email, and destroy the keys that sealed their personal data in the log. Their viewings to come are cancelled by
 * the viewings feature on the UserDeleted event (viewings/account-closures.ts).
 */
export async function deleteAccount(deps: CommandDeps, userId: string) {
  const { state, revision } = await loadUser(deps, userId);
  const now = deps.now();
  const events = accounts.deleteAccount(state, { now });
  await leaveAnyOrganization(deps, userId);
  const documentIds = await documentsOf(deps, userId);
  await eraseDocuments(deps, documentIds);
  const { position } = await appendEvents(deps, userStream(userId), events, revision);
  if (state!.email) await releaseEmail(deps.events, state!.email, userId, now);
  // A phone-only account held its number (issue 32): free it for a new one.
  const number: ClaimedName = { kind: 'phone', value: state!.phone };
  if ((await currentOwner(deps.events, number, now)).userId === userId) await releaseEmail(deps.events, number, userId, now);
  await deps.vault.forget([userId, ...documentIds]);
  return { position };
}

async function mailSafely(deps: CommandDeps, what: string, send: () => Promise<void>) {
  try {
    await send();
  } catch (error) {
    // The change is recorded either way; the person can ask for the mail again.
    deps.logger.error(`could not send the ${what}`, { error: String(error) });
  }
}
