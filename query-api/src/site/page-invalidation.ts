import { waitForProjections, type Logger } from '@fie/platform';
import type { DocumentStore, EventStore, RecordedEvent, Subscription } from '@fie/stores';
import { tags } from './page-answers';
import type { PageCache } from './page-cache';

/**
 * The rendered pages follow the event log, as the read models do: each event that changes what a public page
 * shows marks that part changed in the page cache. Marked twice: when the event arrives (no page drawn before
 * it is served after it), and again once the projections have applied it (a page drawn in between, from read
 * models that did not have it yet, is not kept as new). Each query-API instance follows the log for its own
 * cache, as it does for its sockets.
 */
export function changedBy(event: Pick<RecordedEvent, 'type' | 'data'>): string[] {
  const data = (event.data ?? {}) as Record<string, unknown>;
  const id = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : undefined);
  const { type } = event;
  if (type === 'ExchangeRateSet') return [tags.all];
  if (type === 'PartnerFeedImported') return [tags.search];
  if (type.startsWith('Listing') && !/^Listing(Image|Draft|Reported$|ReportResolved$|ConfirmationRequested$)/.test(type)) {
    const listingId = id('listingId');
    return listingId ? [tags.listing(listingId), tags.search] : [tags.search];
  }
  // A lister's name, phone, badge or standing shows on their listings' pages and cards.
  if (['UserProfileUpdated', 'ContactPreferencesChanged', 'UserSuspended', 'UserReinstated', 'UserDeleted', 'VerificationApproved'].includes(type)) {
    const userId = id('userId');
    return userId ? [tags.user(userId), tags.search] : [tags.search];
  }
  // A lister's reputation and newest reviews show on their listings' pages: reviews published, answered or removed change them (issue 33).
  if (type === 'ReviewsPublished' || type === 'ReviewRemoved' || type === 'ReviewReplied') {
    const subjects = (type === 'ReviewsPublished' ? data.subjects : [data.subject]) as { kind?: string; id?: string }[] | undefined;
    return (subjects ?? []).filter((p) => typeof p?.id === 'string').map((p) => (p.kind === 'organization' ? tags.organization(p.id!) : tags.user(p.id!)));
  }
  // So do the no-shows recorded against them, and their answers (issue 33): both name the person in `about`.
  if (type === 'ViewingNoShowRecorded' || type === 'ViewingNoShowAnswered') {
    const about = data.about as { kind?: string; id?: string } | undefined;
    return typeof about?.id === 'string' ? [about.kind === 'organization' ? tags.organization(about.id) : tags.user(about.id)] : [];
  }
  if (type.startsWith('Organization') && type !== 'OrganizationSignedIn' && type !== 'OrganizationRegistered') {
    const orgId = id('orgId') ?? id('organizationId');
    return orgId ? [tags.organization(orgId), tags.search] : [tags.search];
  }
  return [];
}

export class PageInvalidation {
  private subscription?: Subscription;
  /** Marked on arrival, waiting for the projections to reach `position` to be marked again. */
  private waiting: { position: number; changed: Set<string> } | undefined;
  private wake?: () => void;
  private running = true;
  private loop?: Promise<void>;
  private caughtUp?: Promise<void>;

  constructor(private readonly deps: { events: Pick<EventStore, 'headPosition' | 'subscribeToAll'>; documents: DocumentStore; cache: PageCache; projectionNames: string[]; logger: Logger }) {}

  async start() {
    const after = await this.deps.events.headPosition();
    // Pages drawn before the read models have what the log already holds would be kept with no event to drop
    // them (a start after events were written elsewhere, a projection rebuilt): keep none until they have it.
    if (after > 0) {
      this.deps.cache.pause();
      this.caughtUp = this.catchUp(after);
    }
    this.subscription = this.deps.events.subscribeToAll({
      after,
      onEvent: async (event) => {
        const changed = changedBy(event);
        if (!changed.length) return;
        this.deps.cache.invalidate(changed);
        this.waiting ??= { position: 0, changed: new Set() };
        this.waiting.position = event.position;
        for (const tag of changed) this.waiting.changed.add(tag);
        this.wake?.();
      },
      onError: (error) => this.deps.logger.error('rendered pages stopped following the event log', { error: String(error) }),
    });
    this.loop = this.run();
  }

  private async catchUp(head: number) {
    while (this.running && !(await waitForProjections(this.deps.documents, head, this.deps.projectionNames, 5000).catch(() => false)));
    if (this.running) this.deps.cache.resume();
  }

  /** One wait for the projections serves every change that arrived meanwhile. */
  private async run() {
    while (this.running) {
      if (!this.waiting) await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
      const batch = this.waiting;
      this.waiting = undefined;
      if (!batch) continue;
      await waitForProjections(this.deps.documents, batch.position, this.deps.projectionNames, 5000).catch(() => false);
      this.deps.cache.invalidate([...batch.changed]);
    }
  }

  async stop() {
    this.running = false;
    this.wake?.();
    await this.subscription?.stop();
    await this.loop;
    await this.caughtUp;
  }
}
