import { randomBytes, randomUUID } from 'node:crypto';
import {
  assertStaffPasswordChangeAllowed,
  changeStaffPassword,
  evolveStaff,
  FIRST_START,
  parseOrThrow,
  staffChangePasswordSchema,
  staffEmailClaimStream,
  staffMessages,
  staffStream,
  UnauthorizedError,
  type StaffEvent,
  type StaffMemberAdded,
  type StaffState,
} from '@fie/domain';
import { emailDigest, hashPassword, verifyPassword } from '../shared/crypto';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';
import { newId } from '../shared/idempotency';

/**
 * Staff accounts. There is no sign-up: on the first start with an empty store an administrator is created
 * with a random password that is printed once and never stored in the clear. There is no fixed default.
 */
export async function ensureAdministrator(deps: CommandDeps, email: string): Promise<{ email: string; password: string } | undefined> {
  const claim = staffEmailClaimStream(emailDigest(email));
  if ((await deps.events.readStream(claim, { maxCount: 1 })).length > 0) return undefined;
  const staffId = newId();
  const password = randomBytes(12).toString('base64url');
  const added: StaffMemberAdded = {
    type: 'StaffMemberAdded',
    data: { staffId, email, name: 'Administrator', role: 'administrator', passwordHash: await hashPassword(password), addedAt: deps.now().toISOString(), addedBy: FIRST_START },
  };
  try {
    await deps.events.append(claim, [{ type: 'StaffEmailClaimed', data: { staffId } }], { expectedRevision: 'no_stream' });
  } catch {
    return undefined; // another process created it at the same moment
  }
  await deps.events.append(staffStream(staffId), [added], { expectedRevision: 'no_stream' });
  return { email, password };
}

export async function staffSignIn(deps: CommandDeps, email: string, password: string): Promise<{ staff: StaffState; position: number }> {
  const claims = await deps.events.readStream(staffEmailClaimStream(emailDigest(email)), { maxCount: 1 });
  const staffId = (claims[0]?.data as { staffId?: string } | undefined)?.staffId;
  const { state } = staffId ? await loadState<StaffState, StaffEvent>(deps, staffStream(staffId), evolveStaff) : { state: undefined };
  const ok = await verifyPassword(state?.passwordHash, password);
  if (!state || !ok) throw new UnauthorizedError('Incorrect email or password', 'NotAuthorizedException');
  // Said only to someone who knows the password: a disabled account is not revealed to guessers.
  if (state.disabled) throw new UnauthorizedError(staffMessages.disabled, 'StaffDisabled');
  const { position } = await deps.events.append(staffStream(state.staffId), [{ type: 'StaffSignedIn', data: { staffId: state.staffId, signedInAt: deps.now().toISOString() } }]);
  return { staff: state, position };
}

/**
 * A staff member changes their own password; a wrong current password comes back as `failed` (recorded,
 * for throttling) for the route to refuse. Like the users' change, it does not end other sessions:
 * tokens are stateless and stay valid until they expire (one day), so a change is no way to lock out a
 * session that was stolen; only the password behind it is replaced.
 */
export async function changeOwnStaffPassword(deps: CommandDeps, staffId: string, input: unknown): Promise<{ failed: boolean; position: number }> {
  const command = parseOrThrow(staffChangePasswordSchema, input);
  const stream = staffStream(staffId);
  const { state, revision } = await loadState<StaffState, StaffEvent>(deps, stream, evolveStaff);
  const now = deps.now();
  assertStaffPasswordChangeAllowed(state, now);
  const currentPasswordMatches = await verifyPassword(state?.passwordHash, command.currentPassword);
  // Only a right current password earns the hashing of the new one: a guess costs one argon2 run, not two.
  const passwordHash = currentPasswordMatches ? await hashPassword(command.newPassword) : '';
  const [event] = changeStaffPassword(state, command, { now, currentPasswordMatches, passwordHash });
  if (event.type === 'StaffPasswordChangeRejected') {
    // Like a user's failed sign-in, a fact that decides nothing: appended whatever was appended since we read.
    const { position } = await appendEvents(deps, stream, [event], 'any');
    return { failed: true, position };
  }
  const { position } = await appendEvents(deps, stream, [event], revision);
  return { failed: false, position };
}
