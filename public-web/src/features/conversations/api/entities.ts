import { z } from 'zod';
// Made with an id, so the page says it in its language (useSay).
import { apiText as t } from '@fie/domain';
import { ApiError } from '../../../lib/api-client';
import { seekerReputationSchema } from '../../../lib/seeker-reputation';

/**
 * The shapes the conversations calls answer with (docs/api-conversations.md), read with zod so a changed
 * answer fails loudly in one place instead of drawing half a screen. Optional fields the server may leave
 * out are defaulted here, so the screens never test for undefined.
 */
const nullableText = z.string().nullish().transform((value) => value ?? null);

export const partySchema = z.object({
  id: z.string(),
  kind: z.enum(['user', 'organization']),
  name: z.string().catch(''),
});
export type Party = z.infer<typeof partySchema>;

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  from: z.string(),
  to: z.string(),
  fromName: z.string().catch(''),
  /** The member who wrote for an organization ('Kofi A.'). */
  sentBy: nullableText,
  message: z.string(),
  erased: z.boolean().catch(false),
  property_id: nullableText,
  mine: z.boolean(),
  createdAt: z.string(),
  readAt: nullableText,
});
export type Message = z.infer<typeof messageSchema>;

export const conversationPropertySchema = z.object({
  _id: z.string(),
  title: z.string().catch(''),
  thumbnail: nullableText,
  status: z.string().catch(''),
});

export const conversationSchema = z.object({
  id: z.string(),
  /** The asking side: you, or your organization. */
  as: partySchema,
  partner: partySchema,
  lastMessage: messageSchema.nullish().transform((value) => value ?? null),
  property: conversationPropertySchema.nullish().transform((value) => value ?? null),
  unread: z.number().int().nonnegative().catch(0),
  /** You have blocked the partner. */
  blocked: z.boolean().catch(false),
  updatedAt: z.string(),
  /** To the lister of its property, in one conversation's read: what the partner has done through Fie (issue 33). */
  partnerReputation: seekerReputationSchema,
});
export type Conversation = z.infer<typeof conversationSchema>;

export const notificationSchema = z.object({
  id: z.string(),
  /** 'message' today; viewings, offers and requests add kinds, so any text is accepted. */
  kind: z.string(),
  title: z.string(),
  body: z.string().catch(''),
  link: z.string(),
  conversationId: z.string().optional(),
  messageId: z.string().optional(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** Reads an answer with its schema; an answer of another shape is the server's fault and says so. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, call: string): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues[0]?.path.join('.') || 'the answer';
  throw new ApiError(502, t('conversations.bad-answer', "The server's answer to {call} was not understood ({where})", { call, where }), 'UnexpectedAnswer');
}
