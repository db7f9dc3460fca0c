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

export const messageReasonLabels: Record<string, string> = {
  scam: 'Scam, or asked for money before a viewing',
  harassment: 'Harassment or threats',
  spam: 'Spam or advertising',
  offensive: 'Offensive language',
  other: 'Something else',
};

export type ReportFigures = { id: 'current'; open: number; resolved: number; medianHoursToResolve: number | null };

/** The reasons as people chose them on the property page (domain listingReportReasonLabels). */
export const reasonLabels: Record<string, string> = {
  scam: 'Scam, or asked for money before a viewing',
  let_or_sold: 'Already let or sold',
  wrong_details: 'Wrong price or details',
  duplicate: 'Duplicate listing',
  offensive: 'Offensive',
};
