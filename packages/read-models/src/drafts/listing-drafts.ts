import { draftTitle, type Category } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';

/**
 * The `drafts` read model: one document per listing draft. A draft is read only by its author: every
 * reader filters by `authorId` from the caller's session (a user's id, or `organization-{orgId}`).
 */
export const LISTING_DRAFTS = 'listing_drafts';
export type ListingDraftView = { id: string; authorId: string; category: Category; values: Record<string, unknown>; createdAt: string; savedAt: string };

/** A draft as the API answers it. */
export function presentDraft(view: Omit<ListingDraftView, 'authorId'>) {
  return { _id: view.id, id: view.id, category: view.category, title: draftTitle(view.category, view.values), values: view.values, created_at: view.createdAt, saved_at: view.savedAt };
}
export type Draft = ReturnType<typeof presentDraft>;

/** The author's drafts, the most recently saved first. */
export async function draftsOf(docs: DocumentStore, authorId: string): Promise<Draft[]> {
  const views = await docs.collection<ListingDraftView>(LISTING_DRAFTS).find({ authorId }, { sort: [['savedAt', 'desc']] });
  return views.map(presentDraft);
}

/** One of the author's drafts; someone else's is, to the caller, a draft that does not exist. */
export async function draftOf(docs: DocumentStore, authorId: string, draftId: string): Promise<Draft | undefined> {
  const view = await docs.collection<ListingDraftView>(LISTING_DRAFTS).get(draftId);
  return view && view.authorId === authorId ? presentDraft(view) : undefined;
}
