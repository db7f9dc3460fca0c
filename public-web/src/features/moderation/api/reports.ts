import { listingReportReasonLabels, listingReportReasons, moderationMessages, reportListingSchema, type ListingReportReason, type ReportListingInput } from '@fie/domain';
import { api } from '../../../lib/api-client';

// The form checks with the server's own schema (@fie/domain), so its messages are the server's words.
export { listingReportReasonLabels, listingReportReasons, moderationMessages, reportListingSchema, type ListingReportReason, type ReportListingInput };

/** POST /api/properties/{id}/report: one report per person per listing; answers the server's own thanks. */
export async function reportListing(propertyId: string, report: ReportListingInput): Promise<string> {
  const answer = await api.post<{ message?: string }>(`/properties/${encodeURIComponent(propertyId)}/report`, report);
  return answer.message ?? moderationMessages.reported;
}
