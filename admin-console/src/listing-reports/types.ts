export type ListingReportRecord = {
  id: string;
  listingId: string;
  listingTitle: string;
  reporterId: string;
  reason: string;
  details: string | null;
  status: 'open' | 'resolved';
  outcome: string | null;
  note: string | null;
  resolvedBy: string | null;
  reportedAt: string;
  resolvedAt: string | null;
};

/** A report of a message, as the conversations projection keeps it (GET /api/admin/message-reports). */
export type MessageReportRecord = { id: string; conversationId: string; messageId: string; reporter: string; reason: string; details?: string; status: 'open' | 'resolved'; outcome?: string; note?: string; reportedAt: string };

export type ReportFigures = { id: 'current'; open: number; resolved: number; medianHoursToResolve: number | null };
