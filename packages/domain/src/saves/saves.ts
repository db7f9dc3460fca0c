import { NotFoundError } from '../shared/errors';
import { apiText as t } from '../i18n/texts';
import { listingMessages } from '../listings/messages';

/**
 * Saved properties (the heart on a card): one stream per person (`saves-{userId}`). Saving is idempotent
 * from the person's side: saving twice, or removing what is not saved, answers the same and appends nothing.
 */
export const saveMessages = {
  saved: t('api.saves.saved', 'Saved'),
  removed: t('api.saves.removed', 'Removed from saved'),
  notFound: listingMessages.notFound,
} as const;

export type PropertySaved = { type: 'PropertySaved'; data: { userId: string; listingId: string; savedAt: string } };
export type PropertyUnsaved = { type: 'PropertyUnsaved'; data: { userId: string; listingId: string; unsavedAt: string } };
export type SaveEvent = PropertySaved | PropertyUnsaved;

/** What one person has saved: listing id → when. */
export type SavesState = { userId: string; saved: Record<string, string> };

export const savesStream = (userId: string) => `saves-${userId}`;

export function evolveSaves(state: SavesState | undefined, event: SaveEvent): SavesState | undefined {
  const current = state ?? { userId: event.data.userId, saved: {} };
  switch (event.type) {
    case 'PropertySaved':
      return { ...current, saved: { ...current.saved, [event.data.listingId]: event.data.savedAt } };
    case 'PropertyUnsaved': {
      const { [event.data.listingId]: _gone, ...rest } = current.saved;
      return { ...current, saved: rest };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/**
 * Saves a listing. Only a published listing can be saved (`listingPublished`, as the edge found it on the
 * listing's stream): a hidden, let, sold or deleted one answers as the property page does, 404.
 */
export function saveProperty(state: SavesState | undefined, listingId: string, ctx: { userId: string; now: Date; listingPublished: boolean }): [PropertySaved] | [] {
  if (!ctx.listingPublished) throw new NotFoundError(saveMessages.notFound, 'NotFound');
  if (state?.saved[listingId]) return [];
  return [{ type: 'PropertySaved', data: { userId: ctx.userId, listingId, savedAt: ctx.now.toISOString() } }];
}

/** Removes a saved listing, whatever became of it (a deleted listing can still be taken off the list). */
export function unsaveProperty(state: SavesState | undefined, listingId: string, ctx: { userId: string; now: Date }): [PropertyUnsaved] | [] {
  if (!state?.saved[listingId]) return [];
  return [{ type: 'PropertyUnsaved', data: { userId: ctx.userId, listingId, unsavedAt: ctx.now.toISOString() } }];
}
