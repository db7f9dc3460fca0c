/** A person as GET /api/admin/users answers them; the one-record answer adds what they have and what staff did. */
export type UserRecord = {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  /** null for a person who signed up with a phone number alone (issue 32). */
  email: string | null;
  phone: string;
  userType: string;
  confirmed: boolean;
  /** Which of their ways to be reached a code proved. */
  emailConfirmed?: boolean;
  phoneConfirmed?: boolean;
  createdAt: string;
  suspended: boolean;
  suspendedReason: string | null;
  suspendedAt: string | null;
  suspendedBy: string | null;
  listings?: { id: string; title: string; status: string; price: number; currency: string; town: string; createdAt: string; hiddenReason: string | null }[];
  documents?: { name: string; filename: string; location: string; size: number; uploadedAt: string }[];
  reportsOnListings?: { id: string; listingId: string; listingTitle: string; reason: string; status: string; reportedAt: string }[];
  reportsMade?: { id: string; listingId: string; listingTitle: string; reason: string; status: string; reportedAt: string }[];
  history?: { what: string; by: string; reason: string; at: string }[];
};
