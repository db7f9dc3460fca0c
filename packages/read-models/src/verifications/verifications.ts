import type { VerificationKind } from '@fie/domain';

/** One person's verification of one kind, as staff check it in the console and the person sees it. */
export type VerificationView = {
  /** `{userId}.{kind}`. */
  id: string;
  userId: string;
  kind: VerificationKind;
  number: string;
  /** The filename of the person's uploaded document. */
  document: string;
  status: 'pending' | 'verified' | 'rejected';
  submittedAt: string;
  decidedAt?: string;
  decidedBy?: string;
  reason?: string;
  /** A verified badge lapses by itself after this moment. */
  expiresAt?: string;
};
export const VERIFICATIONS = 'verifications';
