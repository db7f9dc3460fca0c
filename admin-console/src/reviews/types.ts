/** A review as staff's list has it (GET /api/admin/reviews): its words even when removed, its state and its window. */
export type ReviewRecord = {
  id: string;
  dealing: 'viewing' | 'tenancy' | 'stay';
  listingId: string;
  side: 'seeker' | 'lister';
  author: { id: string; kind: 'user' | 'organization'; name: string };
  subjectId: string;
  ratings: Record<string, number>;
  overall: number;
  text: string | null;
  status: 'hidden' | 'published' | 'removed';
  submittedAt: string;
  windowClosesAt: string;
  publishedAt: string | null;
  reply: { text: string | null; by: string; at: string } | null;
  removal: { reason: string; staffId: string; at: string } | null;
};
