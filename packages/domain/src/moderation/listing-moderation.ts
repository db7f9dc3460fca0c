import type { ModerationEvent } from './events';

// What moderation adds to a listing's state, folded by the listing (listings/listing.ts); the decisions that read
// the whole listing are in moderation.ts, so the two need not import each other.

/** Different people whose open reports hide a listing until staff review it. */
export const REPORTS_TO_HIDE = 3;

/** What moderation adds to a listing's state: whether it is hidden (and why), and its reports. */
export type ListingModeration = {
  hidden: { by: 'staff' | 'reports'; reason: string; at: string } | null;
  reviewRequested: boolean;
  /** Every report ever made (one per person), open until staff resolve it. */
  reports: { reportId: string; reporterId: string; open: boolean }[];
};
export const noModeration: ListingModeration = { hidden: null, reviewRequested: false, reports: [] };

export const hiddenByReportsReason = `Reported by ${REPORTS_TO_HIDE} people; hidden until our moderators review it`;

export function evolveModeration(state: ListingModeration, event: ModerationEvent): ListingModeration {
  switch (event.type) {
    case 'ListingModerated': {
      const { decision, reason, decidedAt } = event.data;
      if (decision === 'hide') return { ...state, hidden: { by: 'staff', reason, at: decidedAt }, reviewRequested: false };
      // Approving a listing also shows it again: staff looked and found it fine.
      if (decision === 'approve' || decision === 'restore') return { ...state, hidden: null, reviewRequested: false };
      return state;
    }
    case 'ListingReported':
      return { ...state, reports: [...state.reports, { reportId: event.data.reportId, reporterId: event.data.reporterId, open: true }] };
    case 'ListingHiddenByReports':
      return { ...state, hidden: { by: 'reports', reason: hiddenByReportsReason, at: event.data.hiddenAt }, reviewRequested: false };
    case 'ListingReportResolved':
      return { ...state, reports: state.reports.map((r) => (r.reportId === event.data.reportId ? { ...r, open: false } : r)) };
    case 'ListingReviewRequested':
      return { ...state, reviewRequested: true };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
