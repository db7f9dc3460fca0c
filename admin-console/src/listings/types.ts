/** A listing as the moderation API answers it (GET /api/admin/listings). */
export type ModerationListingRecord = {
  id: string;
  title: string;
  category: string;
  type: string;
  acquisition?: string;
  price: number;
  currency: string;
  region: string;
  town: string;
  lister: string;
  listerName: string;
  status: string;
  hidden: { by: 'staff' | 'reports'; reason: string; at: string } | null;
  staleArchivedAt?: string | null;
  reviewRequestedAt: string | null;
  firstListing: boolean;
  reports: number;
  openReports: number;
  flags: { code: string; explanation: string }[];
  lastDecision: { decision: string; reason: string; staffId: string; at: string } | null;
  createdAt: string;
  updatedAt: string;
  /** On one listing's record only (GET /api/admin/listings/{id}): its description and its photos' image ids. */
  description?: string | null;
  images?: string[];
};

export type TimelineEntry = {
  id: string;
  position: number;
  type: string;
  at: string;
  by: string | null;
  summary: string;
  changes: { field: string; before: unknown; after: unknown }[];
};

export type ModerationDecision = 'approve' | 'hide' | 'restore' | 'remove';
