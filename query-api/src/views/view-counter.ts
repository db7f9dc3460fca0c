import { createHash, randomBytes } from 'node:crypto';
import { accraDay, LISTING_VIEWS, listingViewsId, VIEW_SALTS, VIEW_VISITORS, type ListingViewsView, type ViewSaltView, type ViewVisitorView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';

/**
 * Counts a property page view at most once per visitor per day, without cookies and without keeping who
 * visited. A visitor is `sha256(day's salt | address | browser | listing)`: the salt is random, shared by every
 * instance through the document store and deleted when its day is over, and only the hash is kept, for the
 * day. Neither the address nor the browser string is ever written; yesterday's hashes are deleted, so
 * nobody (not even we) can later tell who saw what.
 *
 * Cost per view: one read and one write of the visitor hash, one increment of the day's counter; the salt
 * is read once a day per instance. Two identical requests racing on two instances may both count: a rare
 * double count is the price of not locking.
 */
export class ViewCounter {
  private salt: { day: string; value: string } | undefined;
  private indexed: Promise<void> | undefined;

  constructor(
    private readonly documents: DocumentStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts the view; true when it was the visitor's first of this listing today. */
  async count(listingId: string, visitor: { address: string; browser: string }): Promise<boolean> {
    await (this.indexed ??= Promise.all([
      this.documents.collection(LISTING_VIEWS).ensureIndex({ fields: ['listingId', 'day'] }),
      this.documents.collection(VIEW_VISITORS).ensureIndex({ fields: ['day'] }),
    ]).then(() => undefined));
    const day = accraDay(this.now());
    const salt = await this.saltOf(day);
    const id = createHash('sha256').update(`${salt}|${visitor.address}|${visitor.browser}|${listingId}`).digest('hex');
    const visitors = this.documents.collection<ViewVisitorView>(VIEW_VISITORS);
    if (await visitors.get(id)) return false;
    await visitors.upsert({ id, day });
    const counters = this.documents.collection<ListingViewsView>(LISTING_VIEWS);
    const counter = listingViewsId(listingId, day);
    if (!(await counters.update(counter, { inc: { count: 1 } }))) await counters.upsert({ id: counter, listingId, day, count: 1 });
    return true;
  }

  /** Today's salt: the one another instance made, or a new one. A new day forgets the old salt and hashes. */
  private async saltOf(day: string): Promise<string> {
    if (this.salt?.day === day) return this.salt.value;
    const salts = this.documents.collection<ViewSaltView>(VIEW_SALTS);
    let stored = await salts.get(day);
    if (!stored) {
      await salts.upsert({ id: day, salt: randomBytes(32).toString('hex') });
      stored = await salts.get(day); // another instance may have written at the same moment: use what stands
    }
    this.salt = { day, value: stored!.salt };
    void this.forgetBefore(day);
    return this.salt.value;
  }

  /** Deletes earlier days' salts and visitor hashes (counts stay: they say nothing about anyone). */
  async forgetBefore(day: string): Promise<void> {
    try {
      for (const old of await this.documents.collection<ViewSaltView>(VIEW_SALTS).find({ id: { $lt: day } })) await this.documents.collection(VIEW_SALTS).delete(old.id);
      const visitors = this.documents.collection<ViewVisitorView>(VIEW_VISITORS);
      for (;;) {
        const batch = await visitors.find({ day: { $lt: day } }, { limit: 500 });
        if (batch.length === 0) break;
        await this.documents.bulkWrite(batch.map((v) => ({ op: 'delete' as const, collection: VIEW_VISITORS, id: v.id })));
      }
    } catch {
      // Tried again on the next day's first view; counting never waits for it.
    }
  }
}
