/** An organization as GET /api/admin/organizations answers it; the one-record answer adds its documents, members and listings. */
export type OrganizationRecord = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  url_name: string;
  completed: boolean;
  createdAt: string;
  verified: boolean;
  verifiedAt: string | null;
  suspended: boolean;
  suspendedReason: string | null;
  suspendedAt: string | null;
  documents?: { name: string; filename: string; location: string; uploadedAt: string; registration: boolean }[];
  members?: { userId: string; name: string | null; email: string | null; permissions: string[]; dateAdded: string }[];
  listings?: { id: string; title: string; status: string; createdAt: string }[];
  history?: { what: string; by: string; reason: string; at: string }[];
};
