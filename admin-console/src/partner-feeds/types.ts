// One imported partner feed as /api/admin/partner-feeds returns it. `id` is the source's slug, the
// value partner listings are filtered by (`sourceSlug`); `importedBy` is the staff member's id.
export type PartnerFeedRecord = {
  id: string;
  source: string;
  count: number;
  importedAt: string;
  importedBy: string;
};

/** What POST /api/admin/partner-feeds answers (201): the feed's id and a sentence for the staff. */
export type ImportAnswer = { id: string; message: string; count: number; skipped: number };
