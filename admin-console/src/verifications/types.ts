/** A verification as GET /api/admin/verifications answers it. */
export type VerificationRecord = {
  id: string;
  userId: string;
  userName: string | null;
  userEmail: string | null;
  /** The person's phone: a person who signed up with it alone has no email. */
  userPhone?: string | null;
  kind: 'ghana_card' | 'reac_licence' | 'gta_licence';
  kindLabel: string;
  number: string;
  document: string;
  documentLocation: string;
  status: 'pending' | 'verified' | 'rejected';
  /** As shown: 'lapsed' once a verification's expiry has passed. */
  state: 'pending' | 'verified' | 'rejected' | 'lapsed';
  submittedAt: string;
  decidedAt?: string;
  decidedBy?: string;
  reason?: string;
  expiresAt?: string;
};

export const kindChoices = [
  { id: 'ghana_card', name: 'Ghana Card' },
  { id: 'reac_licence', name: 'Real Estate Agency Council licence' },
  { id: 'gta_licence', name: 'Ghana Tourism Authority licence' },
];
export const statusChoices = [
  { id: 'pending', name: 'Waiting' },
  { id: 'verified', name: 'Verified' },
  { id: 'rejected', name: 'Rejected' },
];
