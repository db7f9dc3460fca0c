import { z } from 'zod';
import { conversationSchema, messageSchema, notificationSchema } from '../api/entities';

/** What the server pushes on /api/ws (docs/api-conversations.md, "Real time"). */
export const joinedFrame = z.object({ type: z.literal('joined'), parties: z.array(z.string()).catch([]) });
export const newMessageFrame = z.object({ type: z.literal('new-message'), message: messageSchema, conversation: conversationSchema });
export const messageReadFrame = z.object({
  type: z.literal('message-read'),
  conversationId: z.string(),
  /** The party who read: 'user:{id}' or 'organization:{id}'. */
  reader: z.string(),
  readAt: z.string(),
});
export const notificationFrame = z.object({ type: z.literal('notification'), notification: notificationSchema, unread: z.number().int().nonnegative() });
export const pongFrame = z.object({ type: z.literal('pong') });

export const serverFrame = z.discriminatedUnion('type', [joinedFrame, newMessageFrame, messageReadFrame, notificationFrame, pongFrame]);
export type ServerFrame = z.infer<typeof serverFrame>;

/** The frames the screens care about. */
export type LiveEvent = z.infer<typeof newMessageFrame> | z.infer<typeof messageReadFrame> | z.infer<typeof notificationFrame>;
export type NewMessageEvent = z.infer<typeof newMessageFrame>;
export type MessageReadEvent = z.infer<typeof messageReadFrame>;

/** Close codes the server uses (the contract): the session is over, a first frame that is not a join, no join in 10 s. */
export const CLOSE_SESSION_OVER = 4401;
export const CLOSE_NOT_A_JOIN = 4400;
export const CLOSE_JOIN_TIMEOUT = 4408;
