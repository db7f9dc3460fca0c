import { randomBytes, randomUUID } from 'node:crypto';
import { evolveStaff, staffEmailClaimStream, staffStream, UnauthorizedError, type StaffEvent, type StaffMemberAdded, type StaffState } from '@fie/domain';
import { emailDigest, hashPassword, verifyPassword } from '../shared/crypto';
import type { CommandDeps } from '../shared/deps';
import { loadState } from '../shared/streams';

/**
 * Staff accounts. There is no sign-up: on the first start with an empty store an administrator is created
 * with a random password that is printed once and never stored in the clear. There is no fixed default.
 */
export async function ensureAdministrator(deps: CommandDeps, email: string): Promise<{ email: string; password: string } | undefined> {
  const claim = staffEmailClaimStream(emailDigest(email));
  if ((await deps.events.readStream(claim, { maxCount: 1 })).length > 0) return undefined;
  const staffId = randomUUID();
  const password = randomBytes(12).toString('base64url');
  const added: StaffMemberAdded = {
    type: 'StaffMemberAdded',
    data: { staffId, email, name: 'Administrator', role: 'administrator', passwordHash: await hashPassword(password), addedAt: deps.now().toISOString(), addedBy: 'first-start' },
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
  const { position } = await deps.events.append(staffStream(state.staffId), [{ type: 'StaffSignedIn', data: { staffId: state.staffId, signedInAt: deps.now().toISOString() } }]);
  return { staff: state, position };
}
