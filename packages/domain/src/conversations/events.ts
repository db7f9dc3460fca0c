import type { PartyRef } from './parties';
import type { ReportReason } from './schemas';

/**
 * Events of a conversation's stream (`conversation-{id}`). `authorId` is whose words these are: the person
 * who typed (a member writing for an organization is still the author) or the organization itself when it
 * writes from its own login. The text is sealed with the author's key (see personalDataFields), so deleting
 * the author's account leaves the message's place in the conversation but nothing readable.
 */
export type MessageSent = {
  type: 'MessageSent';
  data: {
    conversationId: string;
    messageId: string;
    from: PartyRef;
    to: PartyRef;
    authorId: string;
    /** The member who wrote for an organization. */
    sentBy?: string;
    propertyId: string | null;
    text: string;
    /** The conversation's first message: counts towards the sender's new conversations a day. */
    first: boolean;
    sentAt: string;
  };
};

/** Everything sent to `reader` up to and including `upTo` has been read. */
export type MessagesRead = {
  type: 'MessagesRead';
  data: { conversationId: string; reader: PartyRef; readBy: string; upTo: string; count: number; readAt: string };
};

/** Kept for the staff console's moderation queue. */
export type MessageReported = {
  type: 'MessageReported';
  data: { conversationId: string; messageId: string; reportId: string; reporter: PartyRef; reportedBy: string; reason: ReportReason; details?: string; reportedAt: string };
};

/** Staff closed a message report with an outcome (moderation); the reporter is told it. */
export type MessageReportResolved = {
  type: 'MessageReportResolved';
  data: { conversationId: string; reportId: string; reporter: PartyRef; outcome: 'action_taken' | 'no_action'; note: string; staffId: string; resolvedAt: string };
};

export type ConversationEvent = MessageSent | MessagesRead | MessageReported | MessageReportResolved;

/** A party's block list (`blocks-{kind}-{id}`). */
export type PartyBlocked = { type: 'PartyBlocked'; data: { blocker: PartyRef; blocked: PartyRef; blockedBy: string; blockedAt: string } };
export type PartyUnblocked = { type: 'PartyUnblocked'; data: { blocker: PartyRef; blocked: PartyRef; unblockedBy: string; unblockedAt: string } };
export type BlockEvent = PartyBlocked | PartyUnblocked;
