import {
  approveVerification,
  approveVerificationSchema,
  evolveVerifications,
  NotFoundError,
  parseOrThrow,
  rejectVerification,
  rejectVerificationSchema,
  submitVerification,
  submitVerificationSchema,
  ValidationError,
  verificationKindLabels,
  verificationKinds,
  verificationMessages as vm,
  verificationsStream,
  type VerificationEvent,
  type VerificationKind,
  type Verifications,
} from '@fie/domain';
import { DOCUMENTS, USERS, type DocumentView, type UserView } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { appendEvents, loadState } from '../shared/streams';
import { speechFor } from '../shared/speech';

const load = (deps: CommandDeps, userId: string) => loadState<Verifications, VerificationEvent>(deps, verificationsStream(userId), evolveVerifications);

/** A person submits a number with one of their own uploaded documents (uploaded through their Documents tab). */
export async function submit(deps: CommandDeps, userId: string, input: unknown) {
  const command = parseOrThrow(submitVerificationSchema, input);
  const document = await deps.documents.collection<DocumentView>(DOCUMENTS).findOne({ filename: command.document, ownerId: userId });
  if (!document) throw new ValidationError({ document: vm.documentNotYours });
  const { state, revision } = await load(deps, userId);
  return appendEvents(deps, verificationsStream(userId), submitVerification(state, { ...command, userId, now: deps.now() }), revision);
}

/** `{userId}.{kind}`, the console's record id. */
function parseId(id: string): { userId: string; kind: VerificationKind } {
  const dot = id.lastIndexOf('.');
  const kind = id.slice(dot + 1) as VerificationKind;
  if (dot < 1 || !verificationKinds.includes(kind)) throw new NotFoundError(vm.notFound, 'VerificationNotFound');
  return { userId: id.slice(0, dot), kind };
}

/** Staff approve (with an expiry) or reject (with the reason the person is mailed). */
export async function decide(deps: CommandDeps, staffId: string, id: string, input: unknown, decision: 'approve' | 'reject') {
  const { userId, kind } = parseId(id);
  const { state, revision } = await load(deps, userId);
  const now = deps.now();
  const events =
    decision === 'approve'
      ? approveVerification(state, { userId, kind, staffId, now, ...parseOrThrow(approveVerificationSchema, input) })
      : rejectVerification(state, { userId, kind, staffId, now, ...parseOrThrow(rejectVerificationSchema, input) });
  const { position } = await appendEvents(deps, verificationsStream(userId), events, revision);
  const user = await deps.documents.collection<UserView>(USERS).get(userId);
  // A person without an email (a phone sign-up, issue 32) sees the outcome on their Documents tab.
  if (user?.email) {
    const to = user.email;
    const [event] = events;
    // The document's name stays as it is officially called; the sentences are in the person's language.
    const what = verificationKindLabels[kind];
    const { t } = speechFor(user.language);
    const hello = t('mail.common.hello', 'Hello {firstName},', { firstName: user.firstName });
    const text =
      event.type === 'VerificationApproved'
        ? `${hello}\n\n${t('mail.verification.approved', 'Your {what} has been verified. Your listings now show the verified badge until {until}.', { what, until: event.data.expiresAt.slice(0, 10) })}`
        : `${hello}\n\n${t('mail.verification.rejected', 'We could not verify your {what}.', { what })}\n\n${t('mail.verification.why', 'Why: {reason}', { reason: event.data.reason })}\n\n${t('mail.verification.again', 'You can submit it again from your Documents tab.')}`;
    const subject = event.type === 'VerificationApproved' ? t('mail.verification.approved.subject', 'You are verified on Fie') : t('mail.verification.rejected.subject', 'Your verification on Fie');
    await deps.mailer
      .send({ to, subject, text, headers: { 'X-Fie-Template': `verification-${decision}` } })
      .catch((error: unknown) => deps.logger.error('could not send the verification mail', { error: String(error) }));
  }
  return { position };
}
