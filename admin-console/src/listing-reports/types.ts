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

export type ReportFigures = { id: 'current'; open: number; resolved: number; medianHoursToResolve: number | null };

/** The reasons as people chose them on the property page (domain listingReportReasonLabels). */
export const reasonLabels: Record<string, string> = {
  scam: 'Scam, or asked for money before a viewing',
  let_or_sold: 'Already let or sold',
  wrong_details: 'Wrong price or details',
  duplicate: 'Duplicate listing',
  offensive: 'Offensive',
};
