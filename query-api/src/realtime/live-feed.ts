import { partyKey, type MessageSent, type MessagesRead } from '@fie/domain';
import { waitForProjections, type Logger } from '@fie/platform';
import {
  BLOCKS,
  blockId,
  conversationSides,
  messagesOf,
  nameResolver,
  notificationsOf,
  presentConversation,
  presentMessage,
  presentNotification,
  sideId,
} from '@fie/read-models';
import type { DocumentStore, EventStore, RecordedEvent, Subscription } from '@fie/stores';
import type { SocketHub } from './socket-hub';

/**
 * The read models a frame is composed from, and those of the lists a notification makes the site ask again
 * (the calendar's viewings and stays, the offers, the requests): a push never shows what a reload would not,
 * and a list reloaded on a push already shows what the notification says.
 */
const FEEDS = ['conversations', 'notifications', 'viewings', 'stays', 'offers', 'requests'];
/** Events that end a person's sessions, and the read models that then say so. */
const SESSION_ENDERS = new Set(['PasswordReset', 'PasswordChanged', 'SignedOutEverywhere', 'UserSuspended', 'UserDeleted', 'OrganizationSuspended']);
const STANDING = ['users', 'user-standing', 'organization-standing'];

/**
 * Delivery follows the event log, not process memory: this instance subscribes to the log from where it
 * stands at start and pushes what it sees to its own sockets, so several instances behind a load balancer
 * each deliver to theirs, and a message is pushed the same way whichever instance took the command.
 * Events are taken in batches: one wait for the read models serves every event that arrived meanwhile.
 */
export class LiveFeed {
  private subscription?: Subscription;
  private queue: RecordedEvent[] = [];
  private wake?: () => void;
  private running = true;
  private loop?: Promise<void>;

  constructor(private readonly deps: { events: Pick<EventStore, 'headPosition' | 'subscribeToAll'>; documents: DocumentStore; hub: SocketHub; logger: Logger }) {}

  async start() {
    const after = await this.deps.events.headPosition();
    this.subscription = this.deps.events.subscribeToAll({
      after,
      onEvent: async (event) => {
        // Any event may notify someone (a message, a viewing confirmed, an offer countered, a request matched):
        // the batch's notifications are found by the position of the event that made them (pushNotifications).
        this.queue.push(event);
        this.wake?.();
      },
      onError: (error) => this.deps.logger.error('live feed stopped', { error: String(error) }),
    });
    this.loop = this.run();
  }

  async stop() {
    this.running = false;
    this.wake?.();
    await this.subscription?.stop();
    await this.loop;
  }

  private async run() {
    while (this.running) {
      if (!this.queue.length) await new Promise<void>((resolve) => (this.wake = resolve));
      this.wake = undefined;
      const batch = this.queue;
      this.queue = [];
      if (!batch.length) continue;
      try {
        await this.endSessions(batch);
        await waitForProjections(this.deps.documents, batch[batch.length - 1]!.position, FEEDS, 2000);
        // One name lookup per party per batch.
        const names = nameResolver(this.deps.documents);
        for (const event of batch) if (event.type === 'MessageSent' || event.type === 'MessagesRead') await this.push(event, names);
        await this.pushNotifications(batch[0]!.position, batch[batch.length - 1]!.position, names);
      } catch (error) {
        this.deps.logger.error('live feed could not push', { error: String(error) });
      }
    }
  }

  private async endSessions(batch: RecordedEvent[]) {
    const ended = batch.filter((e) => SESSION_ENDERS.has(e.type));
    if (!ended.length) return;
    await waitForProjections(this.deps.documents, ended[ended.length - 1]!.position, STANDING, 2000);
    // Each principal once, however many of its events the batch holds.
    const whose = new Map<string, { kind: 'user' | 'organization'; id: string }>();
    for (const e of ended) {
      const who = e.type === 'OrganizationSuspended' ? { kind: 'organization' as const, id: (e.data as { orgId: string }).orgId } : { kind: 'user' as const, id: (e.data as { userId: string }).userId };
      whose.set(`${who.kind}:${who.id}`, who);
    }
    for (const { kind, id } of whose.values()) await this.deps.hub.endSessionsOf(kind, id);
  }

  private async push(event: RecordedEvent, names: ReturnType<typeof nameResolver>) {
    const { hub, documents } = this.deps;
    if (event.type === 'MessagesRead') {
      const d = (event.data as MessagesRead['data']);
      const frame = { type: 'message-read', conversationId: d.conversationId, reader: d.reader.id, readAt: d.readAt };
      const reader = partyKey(d.reader);
      const sides = await conversationSides(documents).get(sideId(d.conversationId, reader));
      hub.send(reader, frame);
      if (sides) hub.send(sides.partner, frame);
      return;
    }
    const d = event.data as MessageSent['data'];
    const message = await messagesOf(documents).get(d.messageId);
    if (!message) return;
    for (const party of [message.from, message.to]) {
      if (!hub.has(party)) continue;
      const side = await conversationSides(documents).get(sideId(d.conversationId, party));
      if (!side) continue;
      const blocked = Boolean(await documents.collection(BLOCKS).get(blockId(party, side.partner)));
      const [presented, conversation] = await Promise.all([presentMessage(message, party, names), presentConversation(documents, side, names, blocked)]);
      hub.send(party, { type: 'new-message', message: presented, conversation });
    }
  }

  /** Every notification the batch's events caused, to its recipient's sockets, whatever the feature. */
  private async pushNotifications(from: number, to: number, names: ReturnType<typeof nameResolver>) {
    const { hub, documents } = this.deps;
    // The feed queues every event, so a batch is one stretch of the log.
    const made = await notificationsOf(documents).find({ at: { $gte: from, $lte: to } });
    for (const notification of made) {
      if (!hub.has(notification.recipient)) continue;
      const presented = await presentNotification(documents, notification, names);
      // Each socket's unread count covers every inbox its holder reads (their own, their organization's).
      await hub.sendEach(notification.recipient, async (parties) => ({ type: 'notification', notification: presented, unread: await notificationsOf(documents).count({ recipient: { $in: parties }, read: false }) }));
    }
  }
}
