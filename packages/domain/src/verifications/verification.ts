import { z } from 'zod';
import { ConflictError, NotFoundError, RuleViolation } from '../shared/errors';
import { apiText as t } from '../i18n/texts';

/**
 * Verified badges: a lister proves who they are with a number and a document, and staff check it. A badge
 * carries an expiry date and lapses by itself: readers compare it with the clock, so nothing has to happen
 * on the day. One stream per person (`verifications-{userId}`), one entry per kind.
 */
export const verificationKinds = ['ghana_card', 'reac_licence', 'gta_licence'] as const;
export type VerificationKind = (typeof verificationKinds)[number];
export const verificationKindLabels: Record<VerificationKind, string> = {
  ghana_card: 'Ghana Card (owners)',
  reac_licence: 'Real Estate Agency Council licence, Act 1047 (agents)',
  gta_licence: 'Ghana Tourism Authority licence (short-stay listers)',
};

export const verificationMessages = {
  kindRequired: t('api.verifications.kind-required', 'Choose what you are verifying'),
  ghanaCardFormat: t('api.verifications.ghana-card-format', 'Enter the Ghana Card number as GHA-123456789-0'),
  licenceFormat: t('api.verifications.licence-format', 'Enter the licence number as printed on the licence'),
  documentRequired: t('api.verifications.document-required', 'Upload a photo or scan of the card or licence'),
  documentNotYours: t('api.verifications.document-not-yours', 'Choose one of your own uploaded documents'),
  pending: t('api.verifications.pending', 'This is already waiting for our staff to check it'),
  submitted: t('api.verifications.submitted', 'Submitted. Our staff will check it and tell you.'),
  notPending: t('api.verifications.not-pending', 'There is nothing waiting to be checked for this'),
  notFound: t('api.verifications.not-found', 'No such verification'),
  reasonRequired: t('api.verifications.reason-required', 'Give a reason: the person is told it'),
  expiryRequired: t('api.verifications.expiry-required', 'Choose when the verification expires'),
  expiryPast: t('api.verifications.expiry-past', 'The expiry date must be in the future'),
  approved: t('api.verifications.approved', 'Verified; the badge shows on their listings'),
  rejected: t('api.verifications.rejected', 'Rejected; the person has been told why'),
} as const;
const vm = verificationMessages;

const GHANA_CARD = /^GHA-\d{9}-\d$/;
const LICENCE = /^[A-Z0-9][A-Z0-9/-]{3,29}$/i;

/** POST /api/verifications: the kind, its number and one of the person's uploaded documents. */
export const submitVerificationSchema = z
  .object({
    kind: z.enum(verificationKinds, { error: vm.kindRequired }),
    number: z.string({ error: vm.licenceFormat }).trim().toUpperCase(),
    document: z.string({ error: vm.documentRequired }).trim().min(1, { error: vm.documentRequired }),
  })
  .superRefine((v, ctx) => {
    const ok = v.kind === 'ghana_card' ? GHANA_CARD.test(v.number) : LICENCE.test(v.number);
    if (!ok) ctx.addIssue({ code: 'custom', path: ['number'], message: v.kind === 'ghana_card' ? vm.ghanaCardFormat : vm.licenceFormat });
  });
export type SubmitVerification = z.output<typeof submitVerificationSchema>;

const reason = z.string({ error: vm.reasonRequired }).trim().min(1, { error: vm.reasonRequired }).max(1000);
/** POST /api/admin/verifications/{id}/approve: the reason and the expiry date (YYYY-MM-DD). */
export const approveVerificationSchema = z.object({ reason, expiresOn: z.string({ error: vm.expiryRequired }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: vm.expiryRequired }) });
export const rejectVerificationSchema = z.object({ reason });

export type VerificationSubmitted = { type: 'VerificationSubmitted'; data: { userId: string; kind: VerificationKind; number: string; document: string; submittedAt: string } };
export type VerificationApproved = { type: 'VerificationApproved'; data: { userId: string; kind: VerificationKind; staffId: string; reason: string; expiresAt: string; decidedAt: string } };
export type VerificationRejected = { type: 'VerificationRejected'; data: { userId: string; kind: VerificationKind; staffId: string; reason: string; decidedAt: string } };
export type VerificationEvent = VerificationSubmitted | VerificationApproved | VerificationRejected;
export const verificationEventTypes: VerificationEvent['type'][] = ['VerificationSubmitted', 'VerificationApproved', 'VerificationRejected'];

export type Verifications = Partial<Record<VerificationKind, { status: 'pending' | 'verified' | 'rejected'; expiresAt?: string }>>;

export const verificationsStream = (userId: string) => `verifications-${userId}`;
/** The console's record id: one per person and kind. */
export const verificationId = (userId: string, kind: VerificationKind) => `${userId}.${kind}`;

export function evolveVerifications(state: Verifications | undefined, event: VerificationEvent): Verifications {
  const s = state ?? {};
  switch (event.type) {
    case 'VerificationSubmitted':
      return { ...s, [event.data.kind]: { ...s[event.data.kind], status: 'pending' } };
    case 'VerificationApproved':
      return { ...s, [event.data.kind]: { status: 'verified', expiresAt: event.data.expiresAt } };
    case 'VerificationRejected':
      return { ...s, [event.data.kind]: { status: 'rejected' } };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** A verified badge holds until its expiry, then lapses by itself. */
export const isVerifiedUntil = (expiresAt: string | undefined | null, now: Date) => !!expiresAt && expiresAt > now.toISOString();

export function submitVerification(state: Verifications | undefined, c: SubmitVerification & { userId: string; now: Date }): [VerificationSubmitted] {
  if (state?.[c.kind]?.status === 'pending') throw new ConflictError(vm.pending, 'VerificationPending');
  return [{ type: 'VerificationSubmitted', data: { userId: c.userId, kind: c.kind, number: c.number, document: c.document, submittedAt: c.now.toISOString() } }];
}

const pending = (state: Verifications | undefined, kind: VerificationKind) => {
  if (!state?.[kind]) throw new NotFoundError(vm.notFound, 'VerificationNotFound');
  if (state[kind]!.status !== 'pending') throw new ConflictError(vm.notPending, 'NotPending');
};

export function approveVerification(state: Verifications | undefined, c: { userId: string; kind: VerificationKind; staffId: string; reason: string; expiresOn: string; now: Date }): [VerificationApproved] {
  pending(state, c.kind);
  // The badge holds to the end of its expiry day in Accra (GMT all year).
  const expiresAt = `${c.expiresOn}T23:59:59.999Z`;
  if (expiresAt <= c.now.toISOString()) throw new RuleViolation('ExpiryInPast', vm.expiryPast, { expiresOn: vm.expiryPast });
  return [{ type: 'VerificationApproved', data: { userId: c.userId, kind: c.kind, staffId: c.staffId, reason: c.reason, expiresAt, decidedAt: c.now.toISOString() } }];
}

export function rejectVerification(state: Verifications | undefined, c: { userId: string; kind: VerificationKind; staffId: string; reason: string; now: Date }): [VerificationRejected] {
  pending(state, c.kind);
  return [{ type: 'VerificationRejected', data: { userId: c.userId, kind: c.kind, staffId: c.staffId, reason: c.reason, decidedAt: c.now.toISOString() } }];
}
