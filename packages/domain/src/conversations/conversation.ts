import { ConflictError, ForbiddenError, NotFoundError, RuleViolation, TooManyRequestsError } from '../shared/errors';
import type { BlockEvent, ConversationEvent, MessageReported, MessageSent, MessagesRead, PartyBlocked, PartyUnblocked } from './events';
import { conversationMessages as m } from './messages';
import { partyKey, sameParty, type PartyRef } from './parties';
import type { ReportMessageInput } from './schemas';

/** What decisions need of a conversation: who wrote each message to whom, what each side has read, reports. */
export type ConversationState = {
  messages: { id: string; from: string; to: string }[];
  /** Per party key: how many of the messages (in order) that party has read up to. */
  readUpTo: Record<string, number>;
  /** `${messageId}|${reporterKey}` */
  reports: string[];
  /** Reports by id (who made them), and those staff resolved; absent before any report. */
  reportsById?: Record<string, { reporter: PartyRef; resolved: boolean }>;
};

export function evolveConversation(state: ConversationState | undefined, event: ConversationEvent): ConversationState {
  const s = state ?? { messages: [], readUpTo: {}, reports: [] };
  switch (event.type) {
    case 'MessageSent':
      return { ...s, messages: [...s.messages, { id: event.data.messageId, from: partyKey(event.data.from), to: partyKey(event.data.to) }] };
    case 'MessagesRead': {
      const index = s.messages.findIndex((msg) => msg.id === event.data.upTo);
      return { ...s, readUpTo: { ...s.readUpTo, [partyKey(event.data.reader)]: index + 1 } };
    }
    case 'MessageReported':
      return {
        ...s,
        reports: [...s.reports, `${event.data.messageId}|${partyKey(event.data.reporter)}`],
        reportsById: { ...s.reportsById, [event.data.reportId]: { reporter: event.data.reporter, resolved: false } },
      };
    case 'MessageReportResolved': {
      const report = s.reportsById?.[event.data.reportId];
      return report ? { ...s, reportsById: { ...s.reportsById, [event.data.reportId]: { ...report, resolved: true } } } : s;
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** Limits on one sender, so nobody can use the marketplace to flood people. */
export const SEND_LIMITS = { perMinute: 30, newConversationsPerDay: 50 } as const;

export type SendMessage = {
  from: PartyRef;
  to: PartyRef;
  authorId: string;
  sentBy?: string;
  text: string;
  propertyId: string | null;
  conversationId: string;
  messageId: string;
};

export type SendContext = {
  now: Date;
  /** The recipient has blocked the sender. */
  blockedByRecipient: boolean;
  /** The sender has blocked the recipient. */
  blockedBySender: boolean;
  /** Times (ms) of the sender's messages in the last minute. */
  recentSends: number[];
  /** Conversations the sender started in the last 24 hours. */
  newConversationsToday: number;
};

export function sendMessage(state: ConversationState | undefined, command: SendMessage, ctx: SendContext): [MessageSent] {
  if (sameParty(command.from, command.to)) throw new RuleViolation('SelfMessage', m.self, { to: m.self });
  if (ctx.blockedByRecipient) throw new ForbiddenError(m.blocked, 'Blocked');
  if (ctx.blockedBySender) throw new ForbiddenError(m.youBlocked, 'YouBlocked');
  const since = ctx.now.getTime() - 60_000;
  const recent = ctx.recentSends.filter((t) => t > since).sort((a, b) => a - b);
  if (recent.length >= SEND_LIMITS.perMinute) {
    const seconds = Math.max(1, Math.ceil((recent[recent.length - SEND_LIMITS.perMinute]! + 60_000 - ctx.now.getTime()) / 1000));
    throw new TooManyRequestsError(m.tooFast(seconds), seconds);
  }
  const first = !state || state.messages.length === 0;
  if (first && ctx.newConversationsToday >= SEND_LIMITS.newConversationsPerDay) throw new TooManyRequestsError(m.tooManyConversations, 3600);
  const { from, to, authorId, sentBy, text, propertyId, conversationId, messageId } = command;
  return [{ type: 'MessageSent', data: { conversationId, messageId, from, to, authorId, ...(sentBy ? { sentBy } : {}), propertyId, text, first, sentAt: ctx.now.toISOString() } }];
}

/** Messages to `reader` not yet read. */
export function unreadFor(state: ConversationState | undefined, reader: PartyRef): number {
  if (!state) return 0;
  const key = partyKey(reader);
  return state.messages.slice(state.readUpTo[key] ?? 0).filter((msg) => msg.to === key).length;
}

export function isParty(state: ConversationState | undefined, party: PartyRef): boolean {
  const key = partyKey(party);
  return Boolean(state?.messages.some((msg) => msg.from === key || msg.to === key));
}

/** Marks everything sent to the reader as read; nothing to do when nothing is unread. */
export function markRead(state: ConversationState | undefined, command: { conversationId: string; reader: PartyRef; readBy: string }, ctx: { now: Date }): [MessagesRead] | [] {
  if (!state || !isParty(state, command.reader)) throw new NotFoundError(m.notYourConversation, 'ConversationNotFound');
  const count = unreadFor(state, command.reader);
  if (count === 0) return [];
  const upTo = state.messages[state.messages.length - 1]!.id;
  return [{ type: 'MessagesRead', data: { ...command, upTo, count, readAt: ctx.now.toISOString() } }];
}

/** Only a message's recipient reports it, once. */
export function reportMessage(
  state: ConversationState | undefined,
  command: { conversationId: string; messageId: string; reportId: string; reporter: PartyRef; reportedBy: string } & ReportMessageInput,
  ctx: { now: Date },
): [MessageReported] {
  const message = state?.messages.find((msg) => msg.id === command.messageId);
  const reporterKey = partyKey(command.reporter);
  if (!state || !message || (message.to !== reporterKey && message.from !== reporterKey)) throw new NotFoundError(m.messageNotFound, 'MessageNotFound');
  if (message.to !== reporterKey) throw new RuleViolation('ReportOwnMessage', m.reportOwnMessage);
  if (state.reports.includes(`${command.messageId}|${reporterKey}`)) throw new ConflictError(m.alreadyReported, 'AlreadyReported');
  const { details, ...rest } = command;
  return [{ type: 'MessageReported', data: { ...rest, ...(details ? { details } : {}), reportedAt: ctx.now.toISOString() } }];
}

/** A party's block list: the keys of the parties it blocked. */
export type BlockState = { blocked: string[] };

export function evolveBlocks(state: BlockState | undefined, event: BlockEvent): BlockState {
  const s = state ?? { blocked: [] };
  switch (event.type) {
    case 'PartyBlocked':
      return { blocked: [...s.blocked.filter((k) => k !== partyKey(event.data.blocked)), partyKey(event.data.blocked)] };
    case 'PartyUnblocked':
      return { blocked: s.blocked.filter((k) => k !== partyKey(event.data.blocked)) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

export const hasBlocked = (state: BlockState | undefined, party: PartyRef) => Boolean(state?.blocked.includes(partyKey(party)));

export function block(state: BlockState | undefined, command: { blocker: PartyRef; blocked: PartyRef; by: string }, ctx: { now: Date }): [PartyBlocked] | [] {
  if (sameParty(command.blocker, command.blocked)) throw new RuleViolation('SelfBlock', m.selfBlock, { party: m.selfBlock });
  if (hasBlocked(state, command.blocked)) return [];
  return [{ type: 'PartyBlocked', data: { blocker: command.blocker, blocked: command.blocked, blockedBy: command.by, blockedAt: ctx.now.toISOString() } }];
}

export function unblock(state: BlockState | undefined, command: { blocker: PartyRef; blocked: PartyRef; by: string }, ctx: { now: Date }): [PartyUnblocked] | [] {
  if (!hasBlocked(state, command.blocked)) return [];
  return [{ type: 'PartyUnblocked', data: { blocker: command.blocker, blocked: command.blocked, unblockedBy: command.by, unblockedAt: ctx.now.toISOString() } }];
}
