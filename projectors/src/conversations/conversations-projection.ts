import { partyKey, type BlockEvent, type ConversationEvent, type UserDeleted } from '@fie/domain';
import {
  blockId,
  BLOCKS,
  CONVERSATIONS,
  MESSAGE_REPORTS,
  MESSAGES,
  sideId,
  type BlockView,
  type ConversationSideView,
  type MessageReportView,
  type MessageView,
} from '@fie/read-models';
import type { DocumentStore, RecordedEvent, WriteOp } from '@fie/stores';
import type { BulkProjector, Projection, ProjectionOutput } from '../projection';

/**
 * Conversations: each side's inbox entry, the messages, reports for moderation and who blocked whom.
 * A message whose author's key is gone (the account was deleted) is kept, without its text, so the other
 * side's conversation keeps its shape and says what happened.
 */
export const conversationsProjection: Projection = {
  name: 'conversations',
  version: 1,
  cost: 20,
  handles: ['MessageSent', 'MessagesRead', 'MessageReported', 'MessageReportResolved', 'PartyBlocked', 'PartyUnblocked', 'UserDeleted'],
  collections: [CONVERSATIONS, MESSAGES, MESSAGE_REPORTS, BLOCKS],
  indexes: [
    { collection: CONVERSATIONS, fields: ['party', 'updatedAt'] },
    { collection: CONVERSATIONS, fields: ['startedBy', 'startedAt'] },
    { collection: MESSAGES, fields: ['conversationId', 'seq'] },
    { collection: MESSAGES, fields: ['authorId'] },
    { collection: MESSAGE_REPORTS, fields: ['reportedAt'] },
    { collection: BLOCKS, fields: ['blocker'] },
  ],
  project: (recorded, docs) => projectConversations(recorded, docs, storedInbox(docs)),
  // A rebuild from position 0 counts what each side has read in memory (HeldInbox) instead of asking the
  // messages at every MessagesRead: after a flush those questions went to the generation's tables.
  bulk: (): BulkProjector => {
    let inbox: Inbox | undefined = new HeldInbox();
    return {
      project: (recorded, docs) => projectConversations(recorded, docs, inbox ?? storedInbox(docs)),
      // Settling, the messages go into the generation's table with their indexes: from then on it answers.
      settle: () => {
        inbox = undefined;
        return [];
      },
      finish: () => [],
    };
  },
};

/** What a MessagesRead needs of the messages a side was sent in a conversation. */
type Inbox = {
  /** A message was sent (after every message sent before it). */
  sent(message: MessageView): void;
  /**
   * `reader` read the conversation up to the message `upTo` (null: no such message): how many of the messages
   * sent to them there came after it, and the ids of those up to it not read yet, which are read from now on.
   */
  read(conversationId: string, reader: string, upTo: string): Promise<{ newer: number; unseen: string[] } | null>;
};

/** Live: the messages' documents, asked. */
function storedInbox(docs: DocumentStore): Inbox {
  const messages = docs.collection<MessageView>(MESSAGES);
  return {
    sent: () => undefined,
    async read(conversationId, reader, upToId) {
      const upTo = await messages.get(upToId);
      if (!upTo) return null;
      // Messages that arrived after the one read stay unread.
      const [newer, unseen] = await Promise.all([
        messages.count({ conversationId, to: reader, seq: { $gt: upTo.seq } }),
        messages.find({ conversationId, to: reader, readAt: null, seq: { $lte: upTo.seq } }),
      ]);
      return { newer, unseen: unseen.map((m) => m.id) };
    },
  };
}

/**
 * A rebuild from position 0: each side's messages in a conversation, in the order sent (`seq` is the position,
 * so they come in order), and how many of them were read. A MessagesRead marks read every message up to the one
 * it names, so what was read is always the first `read` of them: a count and a slice, no query. Held outside the
 * fold's bound (a number and an id a message, some 90 bytes each) until the fold settles, when the messages'
 * table answers instead (BulkProjector.settle).
 */
class HeldInbox implements Inbox {
  private readonly boxes = new Map<string, { seqs: number[]; ids: string[]; read: number }>();
  /** Each message's seq, by id. */
  private readonly seqs = new Map<string, number>();

  sent(message: MessageView): void {
    // The same id sent again replaces the message, unread, at its new place (as its upsert does).
    if (this.seqs.has(message.id)) this.forget(message.id);
    const key = boxKey(message.conversationId, message.to);
    let box = this.boxes.get(key);
    if (!box) this.boxes.set(key, (box = { seqs: [], ids: [], read: 0 }));
    box.seqs.push(message.seq);
    box.ids.push(message.id);
    this.seqs.set(message.id, message.seq);
  }

  async read(conversationId: string, reader: string, upTo: string) {
    const seq = this.seqs.get(upTo);
    if (seq === undefined) return null;
    const box = this.boxes.get(boxKey(conversationId, reader));
    if (!box) return { newer: 0, unseen: [] };
    // The first message after `seq`.
    let lo = 0;
    let hi = box.seqs.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (box.seqs[mid]! <= seq) lo = mid + 1;
      else hi = mid;
    }
    const unseen = lo > box.read ? box.ids.slice(box.read, lo) : [];
    box.read = Math.max(box.read, lo);
    return { newer: box.seqs.length - lo, unseen };
  }

  private forget(id: string): void {
    this.seqs.delete(id);
    for (const box of this.boxes.values()) {
      const at = box.ids.indexOf(id);
      if (at < 0) continue;
      box.ids.splice(at, 1);
      box.seqs.splice(at, 1);
      if (at < box.read) box.read -= 1;
      return;
    }
  }
}

const boxKey = (conversationId: string, to: string) => `${conversationId}\u0000${to}`;

async function projectConversations(recorded: RecordedEvent & { erased?: boolean }, docs: DocumentStore, inbox: Inbox): Promise<ProjectionOutput> {
  const event = { type: recorded.type, data: recorded.data } as ConversationEvent | BlockEvent | UserDeleted;
  const erased = Boolean((recorded as { erased?: boolean }).erased);
  const position = recorded.position;
  const sides = docs.collection<ConversationSideView>(CONVERSATIONS);
  const messages = docs.collection<MessageView>(MESSAGES);
  switch (event.type) {
    case 'MessageSent': {
      const d = event.data;
      const from = partyKey(d.from);
      const to = partyKey(d.to);
      const message: MessageView = {
        id: d.messageId,
        conversationId: d.conversationId,
        from,
        to,
        authorId: d.authorId,
        ...(d.sentBy ? { sentBy: d.sentBy } : {}),
        text: erased ? null : d.text,
        erased,
        propertyId: d.propertyId,
        createdAt: d.sentAt,
        seq: position,
        readAt: null,
      };
      const side = async (party: string, partner: string): Promise<WriteOp> => {
        const current = await sides.get(sideId(d.conversationId, party));
        const doc: ConversationSideView = {
          id: sideId(d.conversationId, party),
          conversationId: d.conversationId,
          party,
          partner,
          lastMessageId: d.messageId,
          lastMessageAt: d.sentAt,
          propertyId: d.propertyId ?? current?.propertyId ?? null,
          unread: (current?.unread ?? 0) + (party === to ? 1 : 0),
          startedBy: current?.startedBy ?? from,
          startedAt: current?.startedAt ?? d.sentAt,
          updatedAt: d.sentAt,
        };
        return { op: 'upsert', collection: CONVERSATIONS, doc, position };
      };
      inbox.sent(message);
      return [{ op: 'upsert', collection: MESSAGES, doc: message, position }, await side(from, to), await side(to, from)];
    }
    case 'MessagesRead': {
      const d = event.data;
      const reader = partyKey(d.reader);
      const read = await inbox.read(d.conversationId, reader, d.upTo);
      if (!read) return [];
      return [
        { op: 'update', collection: CONVERSATIONS, id: sideId(d.conversationId, reader), patch: { set: { unread: read.newer } }, position },
        ...read.unseen.map((id): WriteOp => ({ op: 'update', collection: MESSAGES, id, patch: { set: { readAt: d.readAt } }, position })),
      ];
    }
    case 'MessageReported': {
      const d = event.data;
      const doc: MessageReportView = {
        id: d.reportId,
        conversationId: d.conversationId,
        messageId: d.messageId,
        reporter: partyKey(d.reporter),
        reportedBy: d.reportedBy,
        reason: d.reason,
        ...(d.details && !erased ? { details: d.details } : {}),
        reportedAt: d.reportedAt,
        status: 'open',
      };
      return [{ op: 'upsert', collection: MESSAGE_REPORTS, doc, position }];
    }
    case 'MessageReportResolved': {
      const d = event.data;
      return [{ op: 'update', collection: MESSAGE_REPORTS, id: d.reportId, patch: { set: { status: 'resolved', outcome: d.outcome, note: d.note, resolvedBy: d.staffId, resolvedAt: d.resolvedAt } }, position }];
    }
    case 'PartyBlocked': {
      const d = event.data;
      const doc: BlockView = { id: blockId(partyKey(d.blocker), partyKey(d.blocked)), blocker: partyKey(d.blocker), blocked: partyKey(d.blocked), blockedAt: d.blockedAt };
      return [{ op: 'upsert', collection: BLOCKS, doc, position }];
    }
    case 'PartyUnblocked':
      return [{ op: 'delete', collection: BLOCKS, id: blockId(partyKey(event.data.blocker), partyKey(event.data.blocked)) }];
    case 'UserDeleted': {
      // Their words go (their key is destroyed too); the other side keeps the conversation, saying so.
      const userId = event.data.userId;
      const me = partyKey({ kind: 'user', id: userId });
      const [written, mine, blocks] = await Promise.all([
        messages.find({ authorId: userId }),
        sides.find({ party: me }),
        docs.collection<BlockView>(BLOCKS).find({ blocker: me }),
      ]);
      return [
        ...written.map((m): WriteOp => ({ op: 'update', collection: MESSAGES, id: m.id, patch: { set: { text: null, erased: true } }, position })),
        ...mine.map((s): WriteOp => ({ op: 'delete', collection: CONVERSATIONS, id: s.id })),
        ...blocks.map((b): WriteOp => ({ op: 'delete', collection: BLOCKS, id: b.id })),
      ];
    }
    default:
      return [];
  }
}
