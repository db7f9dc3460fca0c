import { randomUUID } from 'node:crypto';
import {
  accountMessages as m,
  accounts,
  ConflictError,
  evolveUser,
  parseOrThrow,
  confirmSchema,
  loginSchema,
  resendCodeSchema,
  signupSchema,
  userStream,
  type UserEvent,
  type UserState,
} from '@fie/domain';
import { claimEmail, currentOwner } from './email-claims';
import { sendConfirmationCode } from './mail';
import { hashCode, hashPassword, newConfirmationCode, verifyPassword } from '../shared/crypto';
import type { CommandDeps } from '../shared/deps';
import { loadState } from '../shared/streams';

/**
 * The accounts use cases: parse the command with its shared schema, load the state from the stream,
 * decide (pure, in @fie/domain), append with the revision we read, then do the side effects (mail).
 */

async function loadUserByEmail(deps: CommandDeps, email: string) {
  const owner = await currentOwner(deps.events, email);
  if (!owner.userId) return { state: undefined, revision: 'no_stream' as const };
  return loadState<UserState, UserEvent>(deps.events, userStream(owner.userId), evolveUser);
}

export async function signUp(deps: CommandDeps, input: unknown, baseUrl: string) {
  const command = parseOrThrow(signupSchema, input);
  const now = deps.now();
  const owner = await currentOwner(deps.events, command.email);
  if (owner.userId) throw new ConflictError(m.emailTaken, 'UsernameExistsException', { email: m.emailTaken });

  const userId = randomUUID();
  const code = newConfirmationCode();
  const events = accounts.signUp(command, undefined, {
    now,
    userId,
    passwordHash: await hashPassword(command.password),
    codeHash: hashCode(deps.secrets.codeSecret, userId, code),
  });
  if (!(await claimEmail(deps.events, command.email, userId, owner.revision, now))) {
    throw new ConflictError(m.emailTaken, 'UsernameExistsException', { email: m.emailTaken });
  }
  const { position } = await deps.events.append(userStream(userId), events, { expectedRevision: 'no_stream' });
  await mailCode(deps, { email: command.email, firstName: command.firstName }, code, baseUrl);
  return { userId, destination: command.email, position };
}

export async function resendCode(deps: CommandDeps, input: unknown, baseUrl: string) {
  const { email } = parseOrThrow(resendCodeSchema, input);
  const { state, revision } = await loadUserByEmail(deps, email);
  const code = newConfirmationCode();
  const events = accounts.resendCode(state, { now: deps.now(), codeHash: state ? hashCode(deps.secrets.codeSecret, state.userId, code) : '' });
  const { position } = await deps.events.append(userStream(state!.userId), events, { expectedRevision: revision });
  await mailCode(deps, { email, firstName: state!.firstName }, code, baseUrl);
  return { destination: email, position };
}

export async function confirm(deps: CommandDeps, input: unknown) {
  const { email, code } = parseOrThrow(confirmSchema, input);
  const { state, revision } = await loadUserByEmail(deps, email);
  const [event] = accounts.confirm(state, { now: deps.now(), codeHash: state ? hashCode(deps.secrets.codeSecret, state.userId, code) : '' });
  const { position } = await deps.events.append(userStream(state!.userId), [event], { expectedRevision: revision });
  // A wrong code is recorded (it counts towards the attempt limit) and then refused.
  if (event.type === 'ConfirmationCodeRejected') throw accounts.rejectionError(event);
  return { position };
}

export async function signIn(deps: CommandDeps, input: unknown) {
  const { email, password } = parseOrThrow(loginSchema, input);
  const { state } = await loadUserByEmail(deps, email);
  const passwordMatches = await verifyPassword(state?.passwordHash, password);
  const events = accounts.signIn(state, { now: deps.now(), passwordMatches });
  // Sign-ins only record a fact and decide nothing from later events, so two at once must both succeed.
  const { position } = await deps.events.append(userStream(state!.userId), events, { expectedRevision: 'any' });
  return { user: state!, position };
}

async function mailCode(deps: CommandDeps, to: { email: string; firstName: string }, code: string, baseUrl: string) {
  try {
    await sendConfirmationCode(deps.mailer, to, code, deps.publicUrl ?? baseUrl);
  } catch (error) {
    // The account exists either way; the person can ask for the code again.
    deps.logger.error('could not send the confirmation code', { to: to.email, error: String(error) });
  }
}
