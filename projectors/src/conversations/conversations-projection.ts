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
import type { WriteOp } from '@fie/stores';
import type { Projection } from '../projection';

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
  async project(recorded, docs) {
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
        return [{ op: 'upsert', collection: MESSAGES, doc: message, position }, await side(from, to), await side(to, from)];
      }
      case 'MessagesRead': {
        const d = event.data;
        const reader = partyKey(d.reader);
        const upTo = await messages.get(d.upTo);
        if (!upTo) return [];
        // Messages that arrived after the one read stay unread.
        const [newer, unseen] = await Promise.all([
          messages.count({ conversationId: d.conversationId, to: reader, seq: { $gt: upTo.seq } }),
          messages.find({ conversationId: d.conversationId, to: reader, readAt: null, seq: { $lte: upTo.seq } }),
        ]);
        return [
          { op: 'update', collection: CONVERSATIONS, id: sideId(d.conversationId, reader), patch: { set: { unread: newer } }, position },
          ...unseen.map((m): WriteOp => ({ op: 'update', collection: MESSAGES, id: m.id, patch: { set: { readAt: d.readAt } }, position })),
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
  },
};
