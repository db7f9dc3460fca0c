import { z } from 'zod';
import { categories, categoryLabels, typeLabels, type Category } from '../listings/options';
import { NotFoundError, RuleViolation } from '../shared/errors';
import { apiText as t } from '../i18n/texts';

/**
 * Listing drafts (/add_property): a listing started and kept for later, "when the photographs are ready".
 * A draft is the listing form's own state (what was typed, half-typed values included), so it is not
 * checked against the listing rules: those apply when it is listed. Drafts live on their author's own
 * stream (`listing-drafts-{authorId}`), so only the author can reach them: a draft that is not on the
 * caller's stream does not exist for the caller. The form's values are personal data (see
 * personalDataFields): deleting the account erases them from the log.
 */
export const draftMessages = {
  saved: t('api.drafts.saved', 'Draft saved'),
  discarded: t('api.drafts.discarded', 'Draft discarded'),
  notFound: t('api.drafts.not-found', 'Draft not found'),
  categoryRequired: t('api.drafts.category-required', 'Choose what you are listing'),
  valuesRequired: t('api.drafts.values-required', 'The draft has nothing in it'),
  tooLarge: t('api.drafts.too-large', 'A draft can be at most 100 KB; remove some text'),
  tooMany: t('api.drafts.too-many', 'You can keep at most 20 drafts; list or discard one first'),
} as const;

export const DRAFT_MAX_BYTES = 100_000;
export const DRAFTS_MAX = 20;

/** POST /api/listing-drafts and PUT /api/listing-drafts/{id}: the category and the form's values. */
export const listingDraftSchema = z.object({
  category: z.enum(categories, { error: draftMessages.categoryRequired }),
  values: z
    .record(z.string(), z.unknown(), { error: draftMessages.valuesRequired })
    .refine((values) => JSON.stringify(values).length <= DRAFT_MAX_BYTES, { error: draftMessages.tooLarge }),
});
export type ListingDraftInput = z.output<typeof listingDraftSchema>;

export type ListingDraftSaved = {
  type: 'ListingDraftSaved';
  data: { draftId: string; authorId: string; category: Category; values: Record<string, unknown>; savedAt: string };
};
/** `reason`: the author threw it away, or listed it (the listing took its place). */
export type ListingDraftDiscarded = { type: 'ListingDraftDiscarded'; data: { draftId: string; authorId: string; reason: 'discarded' | 'listed'; discardedAt: string } };
export type ListingDraftEvent = ListingDraftSaved | ListingDraftDiscarded;

export type DraftState = { draftId: string; category: Category; values: Record<string, unknown>; createdAt: string; savedAt: string };
export type DraftsState = { authorId: string; drafts: Record<string, DraftState> };

/** A user's drafts are on `listing-drafts-{userId}`; an organization's on `listing-drafts-organization-{orgId}`. */
export const draftsStream = (authorId: string) => `listing-drafts-${authorId}`;

export function evolveDrafts(state: DraftsState | undefined, event: ListingDraftEvent): DraftsState | undefined {
  const current = state ?? { authorId: event.data.authorId, drafts: {} };
  switch (event.type) {
    case 'ListingDraftSaved': {
      const { draftId, category, values, savedAt } = event.data;
      const createdAt = current.drafts[draftId]?.createdAt ?? savedAt;
      return { ...current, drafts: { ...current.drafts, [draftId]: { draftId, category, values, createdAt, savedAt } } };
    }
    case 'ListingDraftDiscarded': {
      const { [event.data.draftId]: _gone, ...drafts } = current.drafts;
      return { ...current, drafts };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

type Ctx = { authorId: string; now: Date };

/** Starts a draft; an author keeps at most DRAFTS_MAX of them. */
export function startDraft(state: DraftsState | undefined, command: ListingDraftInput, ctx: Ctx & { draftId: string }): [ListingDraftSaved] {
  if (Object.keys(state?.drafts ?? {}).length >= DRAFTS_MAX) throw new RuleViolation('TooManyDrafts', draftMessages.tooMany);
  return [{ type: 'ListingDraftSaved', data: { draftId: ctx.draftId, authorId: ctx.authorId, category: command.category, values: command.values, savedAt: ctx.now.toISOString() } }];
}

/** Saves a draft again (the category may change: the author chose another form). */
export function saveDraft(state: DraftsState | undefined, draftId: string, command: ListingDraftInput, ctx: Ctx): [ListingDraftSaved] {
  if (!state?.drafts[draftId]) throw new NotFoundError(draftMessages.notFound, 'DraftNotFound');
  return [{ type: 'ListingDraftSaved', data: { draftId, authorId: ctx.authorId, category: command.category, values: command.values, savedAt: ctx.now.toISOString() } }];
}

/** Throws a draft away, or closes it once it became a listing. Someone else's draft, or one already gone, is not found. */
export function discardDraft(state: DraftsState | undefined, draftId: string, ctx: Ctx & { reason?: 'discarded' | 'listed' }): [ListingDraftDiscarded] {
  if (!state?.drafts[draftId]) throw new NotFoundError(draftMessages.notFound, 'DraftNotFound');
  return [{ type: 'ListingDraftDiscarded', data: { draftId, authorId: ctx.authorId, reason: ctx.reason ?? 'discarded', discardedAt: ctx.now.toISOString() } }];
}

/** What a list of drafts calls one: its own title, else what it is and where ('House in East Legon'), else its category. */
export function draftTitle(category: Category, values: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const title = text(values.title);
  if (title) return title.slice(0, 100);
  const type = text(values.type);
  const place = values.place && typeof values.place === 'object' ? text((values.place as Record<string, unknown>).town) : '';
  const what = type ? (typeLabels[type] ?? type.replace(/_/g, ' ')) : `${categoryLabels[category]} listing`;
  return place ? `${what} in ${place}` : what;
}
