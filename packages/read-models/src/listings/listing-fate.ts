import type { DocumentStore } from '@fie/stores';
import { MODERATION_LISTINGS, type ModerationListingView } from '../moderation/moderation';
import { LISTING_SAVES, listingTitle, type ListingSavesView } from '../saves/saved-properties';
import { LISTING_PAGES, type ListingPageView } from './listing-pages';
import { LISTINGS, type ListingView } from './listings';

/**
 * What became of a listing that is not advertised (issue 32, "No dead ends"): those who saved it, viewed it or
 * dealt on it are told what happened, not that their link may be mistyped.
 * - `deleted`: its lister deleted it; `removed`: Fie's moderators took it down (both for good: 410 Gone);
 * - `let`, `sold`: its lister marked it so;
 * - `archived`: unconfirmed for 60 days, out of search until its lister says it is still available;
 * - `paused`: its lister hid it for now; `hidden`: kept out of sight by Fie (moderators, people's reports, or its
 *   lister's account suspended; a visitor is not told which).
 */
export const listingFates = ['deleted', 'removed', 'let', 'sold', 'archived', 'paused', 'hidden'] as const;
export type ListingFate = (typeof listingFates)[number];
/** Gone for good: the page answers 410. */
export const isGoneForGood = (fate: ListingFate) => fate === 'deleted' || fate === 'removed';

/** A listing view's fate, or undefined while it is advertised. */
export function fateOfView(view: ListingView): ListingFate | undefined {
  if (view.status === 'let' || view.status === 'sold' || view.status === 'archived') return view.status;
  if (view.status === 'hidden') return view.moderation ? 'hidden' : 'paused';
  if (view.staleArchivedAt) return 'archived';
  if (view.ownerSuspended || view.organizationSuspended) return 'hidden';
  return undefined;
}

/** What became of a listing and what it was called; undefined for one advertised now, or one that never was. */
export async function listingFate(docs: DocumentStore, id: string): Promise<{ fate: ListingFate; title: string | null } | undefined> {
  const [view, page] = await Promise.all([docs.collection<ListingView>(LISTINGS).get(id), docs.collection<ListingPageView>(LISTING_PAGES).get(id)]);
  if (view) {
    const fate = fateOfView(view);
    return fate ? { fate, title: listingTitle(view) } : undefined;
  }
  if (!page?.deletedAt) return undefined;
  // A deleted listing's last title is kept with its saves (every listing has that record from its creation).
  const [moderated, saves] = await Promise.all([docs.collection<ModerationListingView>(MODERATION_LISTINGS).get(id), docs.collection<ListingSavesView>(LISTING_SAVES).get(id)]);
  return { fate: moderated?.lastDecision?.decision === 'remove' ? 'removed' : 'deleted', title: saves?.listing.title ?? null };
}
