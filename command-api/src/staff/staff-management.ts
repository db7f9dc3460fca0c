import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  changeStaffRole,
  changeStaffRoleSchema,
  disableStaff,
  emailTaken,
  enableStaff,
  evolveStaff,
  inviteStaff,
  inviteStaffSchema,
  NotFoundError,
  OPERATOR_CLI,
  parseOrThrow,
  resetStaffPassword,
  setStaffPassword,
  staffEmailClaimStream,
  staffMessages,
  staffReasonSchema,
  staffSetPasswordSchema,
  staffStream,
  type StaffEvent,
  type StaffState,
} from '@fie/domain';
import { WrongExpectedRevisionError } from '@fie/stores';
import type { CommandDeps } from '../shared/deps';
import { emailDigest, hashPassword } from '../shared/crypto';
import { appendEvents, loadState } from '../shared/streams';
import { newId } from '../shared/idempotency';

/** The link's token is mailed; only its digest is kept in the log. */
const linkDigest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * An administrator invites someone by email. The email is claimed first (one staff account per address,
 * even when two administrators invite at once); the mail goes from here, after the append, because the
 * link's token is known only now and is never written down.
 */
export async function inviteStaffMember(deps: CommandDeps, by: string, input: unknown, origin: string) {
  const command = parseOrThrow(inviteStaffSchema, input);
  const staffId = newId();
  const token = randomBytes(24).toString('base64url');
  try {
    await deps.events.append(staffEmailClaimStream(emailDigest(command.email)), [{ type: 'StaffEmailClaimed', data: { staffId } }], { expectedRevision: 'no_stream' });
  } catch (error) {
    throw error instanceof WrongExpectedRevisionError ? emailTaken() : error;
  }
  const events = inviteStaff(command, { staffId, by, now: deps.now(), linkDigest: linkDigest(token) });
  const { position } = await appendEvents(deps, staffStream(staffId), events, 'no_stream');
  const link = `${origin}/admin/#/set-password?staff=${encodeURIComponent(staffId)}&token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: command.email,
    subject: 'You are invited to the Fie staff console',
    text: [
      `Hello ${command.name},`,
      '',
      `You have been invited to the Fie staff console as ${command.role}. Choose your password here (the link works once, for 7 days):`,
      link,
      '',
      `Questions: ${deps.supportEmail}`,
    ].join('\n'),
  });
  return { staffId, command, position };
}

async function load(deps: CommandDeps, staffId: string) {
  return loadState<StaffState, StaffEvent>(deps, staffStream(staffId), evolveStaff);
}

export async function changeRole(deps: CommandDeps, by: string, staffId: string, input: unknown) {
  const command = parseOrThrow(changeStaffRoleSchema, input);
  const { state, revision } = await load(deps, staffId);
  return appendEvents(deps, staffStream(staffId), changeStaffRole(state, command, { by, now: deps.now() }), revision);
}

export async function disableOrEnable(deps: CommandDeps, by: string, staffId: string, input: unknown, action: 'disable' | 'enable') {
  const { reason } = parseOrThrow(staffReasonSchema, input);
  const { state, revision } = await load(deps, staffId);
  const ctx = { by, now: deps.now() };
  const events = action === 'disable' ? disableStaff(state, reason, ctx) : enableStaff(state, reason, ctx);
  return appendEvents(deps, staffStream(staffId), events, revision);
}

/** The invited person's first password, through the mailed link. */
export async function setInvitedPassword(deps: CommandDeps, input: unknown) {
  const command = parseOrThrow(staffSetPasswordSchema, input);
  const { state, revision } = await load(deps, command.staffId);
  // Checked before hashing so a forged link costs nothing; checked again, with the hash, by the decision.
  setStaffPassword(state, { linkDigest: linkDigest(command.token), now: deps.now(), passwordHash: '' });
  const events = setStaffPassword(state, { linkDigest: linkDigest(command.token), now: deps.now(), passwordHash: await hashPassword(command.newPassword) });
  return appendEvents(deps, staffStream(command.staffId), events, revision);
}

/**
 * `npm run admin -- create <email> <role>` and `reset-password <email>`: for operators locked out of the
 * console. They act on the event store directly (the marketplace may be stopped, or running: its projectors
 * follow the log), write an event like any other change, and return a one-time password to print, which the
 * console asks to change at the first sign-in.
 */
export async function createStaffByOperator(deps: CommandDeps, email: string, role: unknown) {
  const command = parseOrThrow(inviteStaffSchema, { email, role, name: email.split('@')[0] });
  const staffId = newId();
  try {
    await deps.events.append(staffEmailClaimStream(emailDigest(command.email)), [{ type: 'StaffEmailClaimed', data: { staffId } }], { expectedRevision: 'no_stream' });
  } catch (error) {
    throw error instanceof WrongExpectedRevisionError ? emailTaken() : error;
  }
  const password = randomBytes(12).toString('base64url');
  const added: StaffEvent = {
    type: 'StaffMemberAdded',
    data: { staffId, email: command.email, name: command.name, role: command.role, passwordHash: await hashPassword(password), addedAt: deps.now().toISOString(), addedBy: OPERATOR_CLI },
  };
  await appendEvents(deps, staffStream(staffId), [added], 'no_stream');
  return { staffId, email: command.email, role: command.role, password };
}

export async function resetPasswordByOperator(deps: CommandDeps, email: string) {
  const claims = await deps.events.readStream(staffEmailClaimStream(emailDigest(email)), { maxCount: 1 });
  const staffId = (claims[0]?.data as { staffId?: string } | undefined)?.staffId;
  if (!staffId) throw new NotFoundError(staffMessages.staffNotFound, 'StaffNotFound');
  const { state, revision } = await load(deps, staffId);
  const password = randomBytes(12).toString('base64url');
  await appendEvents(deps, staffStream(staffId), resetStaffPassword(state, { now: deps.now(), passwordHash: await hashPassword(password) }), revision);
  return { staffId, email, password, disabled: state?.disabled ?? false };
}
