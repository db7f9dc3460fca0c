/**
 * The `conversations` projection's read models. A conversation has one document per side (`{id}|{party}`),
 * so each party's inbox is one indexed query and carries its own unread count. Message text is absent
 * (null, `erased`) once its author's account is deleted.
 */
export const CONVERSATIONS = 'conversations';
export const MESSAGES = 'messages';
export const MESSAGE_REPORTS = 'message_reports';
export const BLOCKS = 'blocks';

export type ConversationSideView = {
  id: string;
  conversationId: string;
  /** The side this document is for (a party key: `user:{id}` or `organization:{id}`). */
  party: string;
  partner: string;
  lastMessageId: string;
  lastMessageAt: string;
  /** The property the conversation was last about. */
  propertyId: string | null;
  unread: number;
  startedBy: string;
  startedAt: string;
  updatedAt: string;
};

export type MessageView = {
  id: string;
  conversationId: string;
  from: string;
  to: string;
  authorId: string;
  sentBy?: string;
  text: string | null;
  erased: boolean;
  propertyId: string | null;
  createdAt: string;
  /** The event's position: orders the conversation and pages it. */
  seq: number;
  readAt: string | null;
};

export type MessageReportView = {
  id: string;
  conversationId: string;
  messageId: string;
  reporter: string;
  reportedBy: string;
  reason: string;
  details?: string;
  reportedAt: string;
  status: 'open' | 'resolved';
  /** Set when staff resolve it (moderation). */
  outcome?: 'action_taken' | 'no_action';
  note?: string;
  resolvedBy?: string;
  resolvedAt?: string;
};

export type BlockView = { id: string; blocker: string; blocked: string; blockedAt: string };

export const sideId = (conversationId: string, party: string) => `${conversationId}|${party}`;
export const blockId = (blocker: string, blocked: string) => `${blocker}|${blocked}`;
