import { NotFoundError, RuleViolation } from '../shared/errors';
import { ENGLISH, longDateIn, type Speech } from '../shared/speech';
import { listingMessages } from './messages';
import { typeLabels } from './options';
import { moderationMessages } from '../moderation/messages';
import { assertMayManage, type Freshness, type FreshnessEvent, type ListingActor, type ListingArchivedAsStale, type ListingArchiveWarned, type ListingConfirmationRequested, type ListingConfirmed, type ListingEvent, type ListingState } from './listing';
import { apiText as t } from '../i18n/texts';

export type { Freshness, FreshnessEvent, ListingArchivedAsStale, ListingArchiveWarned, ListingConfirmationRequested, ListingConfirmed };

/**
 * Freshness (issue 10): a listing nobody has confirmed for a while is probably gone. At 30 days its lister is
 * asked "still available?", at 45 it ranks below fresh listings, at 53 its lister is warned it leaves search in a
 * week (issue 32: told by text), at 60 it is archived (out of search) until the lister confirms. A listing counts as confirmed when it is created, at each edit or status change by its
 * lister, and on an explicit confirm. The prompt and the archive are events a scheduler appends on the clock
 * port, so they happen once per unconfirmed stretch however often the scheduler runs or the log is replayed.
 *
 * The events are ListingEvents (listing.ts), and `evolveListing` keeps the same freshness as `evolveFreshness`.
 */
export const PROMPT_AFTER_DAYS = 30;
export const RANK_DOWN_AFTER_DAYS = 45;
export const ARCHIVE_AFTER_DAYS = 60;
/** How long before the archive its lister is warned. */
export const WARN_DAYS_BEFORE_ARCHIVE = 7;
export const PROMPT_AFTER_DAYS_MS = PROMPT_AFTER_DAYS * 24 * 60 * 60 * 1000;
export const RANK_DOWN_AFTER_DAYS_MS = RANK_DOWN_AFTER_DAYS * 24 * 60 * 60 * 1000;

export type FreshnessTier = 'fresh' | 'prompted' | 'ranked_down' | 'archived';

export const freshnessMessages = {
  notAdvertised: t('api.listings.not-advertised', 'Only a listing on the market can be confirmed as still available'),
} as const;

const confirmedAt = (freshness: Freshness | undefined, at: string): Freshness => ({ ...freshness, lastConfirmedAt: at, promptedFor: freshness?.promptedFor ?? null, archived: false });

export function evolveFreshness(freshness: Freshness | undefined, event: ListingEvent | FreshnessEvent): Freshness | undefined {
  switch (event.type) {
    case 'ListingCreated':
      return confirmedAt(undefined, event.data.createdAt);
    case 'ListingUpdated':
      return freshness && confirmedAt(freshness, event.data.updatedAt);
    case 'ListingStatusChanged':
      return freshness && confirmedAt(freshness, event.data.changedAt);
    case 'ListingConfirmed':
      return freshness && confirmedAt(freshness, event.data.confirmedAt);
    case 'ListingConfirmationRequested':
      return freshness && { ...freshness, promptedFor: event.data.lastConfirmedAt };
    case 'ListingArchiveWarned':
      return freshness && { ...freshness, warnedFor: event.data.lastConfirmedAt };
    case 'ListingArchivedAsStale':
      return freshness && { ...freshness, archived: true };
    default:
      return freshness;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysSince = (iso: string, now: Date) => (now.getTime() - Date.parse(iso)) / DAY_MS;

/** Where a listing stands at `now`; the archive is the event's doing, the ranking only the clock's. */
export function freshnessTier(freshness: Freshness, now: Date): FreshnessTier {
  if (freshness.archived) return 'archived';
  const days = daysSince(freshness.lastConfirmedAt, now);
  if (days >= RANK_DOWN_AFTER_DAYS) return 'ranked_down';
  if (days >= PROMPT_AFTER_DAYS) return 'prompted';
  return 'fresh';
}

/** Only a listing on the market goes stale: a let, sold, hidden, archived, deleted or moderated one is out of search already. */
const advertised = (state: ListingState) => !state.deleted && state.status === 'published' && !state.moderation.hidden;

/**
 * What the scheduler appends at `now`: the prompt once per stretch from day 30, the warning once from day 53, the
 * archive once from day 60. A scheduler that was off for a while sends only the latest that is due (the archive
 * notice, like the warning, carries the link).
 */
export function dueFreshnessEvents(state: ListingState, freshness: Freshness, now: Date): (ListingConfirmationRequested | ListingArchiveWarned | ListingArchivedAsStale)[] {
  if (!advertised(state) || freshness.archived) return [];
  const days = daysSince(freshness.lastConfirmedAt, now);
  const { title, type, location_details } = state.listing;
  const name = title || `${typeLabels[type] ?? type} in ${location_details.town}`;
  const base = { listingId: state.listingId, lastConfirmedAt: freshness.lastConfirmedAt, ownerId: state.ownerId, organizationId: state.organizationId, name };
  if (days >= ARCHIVE_AFTER_DAYS) return [{ type: 'ListingArchivedAsStale', data: { ...base, archivedAt: now.toISOString() } }];
  if (days >= ARCHIVE_AFTER_DAYS - WARN_DAYS_BEFORE_ARCHIVE) {
    if (freshness.warnedFor === freshness.lastConfirmedAt) return [];
    const archivesAt = new Date(Date.parse(freshness.lastConfirmedAt) + ARCHIVE_AFTER_DAYS * DAY_MS).toISOString();
    return [{ type: 'ListingArchiveWarned', data: { ...base, warnedAt: now.toISOString(), archivesAt } }];
  }
  if (days >= PROMPT_AFTER_DAYS && freshness.promptedFor !== freshness.lastConfirmedAt) {
    return [{ type: 'ListingConfirmationRequested', data: { ...base, requestedAt: now.toISOString() } }];
  }
  return [];
}

/** The lister (or a member of their organization who may list) says the listing is still available. */
export function confirmStillAvailable(state: ListingState | undefined, actor: ListingActor, ctx: { now: Date; via: 'app' | 'link' }): [ListingConfirmed] {
  const current = assertMayManage(state, actor, 'list_properties');
  if (current.moderation.hidden) throw new RuleViolation('HiddenByModerators', moderationMessages.hiddenByModerators);
  if (current.status !== 'published') throw new RuleViolation('NotAdvertised', freshnessMessages.notAdvertised);
  const confirmedBy = actor.kind === 'user' ? `user-${actor.userId}` : `organization-${actor.orgId}`;
  return [{ type: 'ListingConfirmed', data: { listingId: current.listingId, confirmedBy, via: ctx.via, confirmedAt: ctx.now.toISOString() } }];
}

/**
 * The one-tap link in the prompt confirms without signing in: the signed link names the listing and the stretch
 * it was sent for. A stretch already over (confirmed since) confirms nothing more, and says so as confirmed.
 */
export function confirmByLink(state: ListingState | undefined, stretch: string, ctx: { now: Date }): [ListingConfirmed] | [] {
  if (!state || state.deleted) throw new NotFoundError(listingMessages.notFound, 'NotFound');
  if (state.moderation.hidden) throw new RuleViolation('HiddenByModerators', moderationMessages.hiddenByModerators);
  if (state.status !== 'published') throw new RuleViolation('NotAdvertised', freshnessMessages.notAdvertised);
  if (state.freshness.lastConfirmedAt !== stretch) return [];
  const confirmedBy = state.ownerId.startsWith('organization-') ? state.ownerId : `user-${state.ownerId}`;
  return [{ type: 'ListingConfirmed', data: { listingId: state.listingId, confirmedBy, via: 'link', confirmedAt: ctx.now.toISOString() } }];
}

/** The lister's notice of a prompt, a warning or an archive: in-app (English) and by mail (in the reader's language), made from the event alone. */
export function freshnessNotice(event: ListingConfirmationRequested | ListingArchiveWarned | ListingArchivedAsStale, speech: Speech = ENGLISH): { recipient: string; title: string; body: string; at: string } {
  const { t } = speech;
  const recipient = event.data.organizationId ? `organization:${event.data.organizationId}` : `user:${event.data.ownerId}`;
  const { name } = event.data;
  if (event.type === 'ListingArchiveWarned') {
    const days = Math.max(1, Math.round((Date.parse(event.data.archivesAt) - Date.parse(event.data.warnedAt)) / DAY_MS));
    return {
      recipient, at: event.data.warnedAt, title: t('mail.freshness.warned', 'Your listing "{name}" leaves search in {days, plural, one {# day} other {# days}}', { name, days }),
      body: t('mail.freshness.warned.body', 'Nobody has confirmed it is still available since {since}. Confirm it with one tap and it stays in search.', { since: longDateIn(event.data.lastConfirmedAt, speech) }),
    };
  }
  if (event.type === 'ListingArchivedAsStale') {
    return {
      recipient, at: event.data.archivedAt, title: t('mail.freshness.archived', 'Your listing "{name}" is archived: is it still available?', { name }),
      body: t('mail.freshness.archived.body', 'Nobody has confirmed it for 60 days, so it no longer shows in search. Confirm it and it is advertised again at once.'),
    };
  }
  return {
    recipient, at: event.data.requestedAt, title: t('mail.freshness.prompt', 'Is your listing "{name}" still available?', { name }),
    body: t('mail.freshness.prompt.body', 'Nobody has confirmed it for 30 days. Confirm it with one tap; at 45 days unconfirmed it ranks below fresh listings, and at 60 it is archived.'),
  };
}
