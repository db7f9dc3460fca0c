import { z } from 'zod';
import { api, type RequestOptions } from '../../../lib/api-client';
import { conversationSchema, messageSchema, parseAnswer } from './entities';

/** GET /api/messages?…: 200 `{messages: Message[], conversation: Conversation, hasMore}`, oldest first. */
export const fetchMessagesAnswer = z.object({
  messages: z.array(messageSchema),
  // No conversation yet with this partner: nothing to show but the box to start one.
  conversation: conversationSchema.nullish().transform((value) => value ?? null),
  hasMore: z.boolean().catch(false),
});
export type FetchMessagesAnswer = z.infer<typeof fetchMessagesAnswer>;

/** Which conversation: with a party (a user's or organization's id), by its id, or the one holding a message. */
export type ThreadKey = { with: string } | { conversation: string } | { message: string };

export const PAGE_SIZE = 50;

export async function fetchMessages(key: ThreadKey, page: { before?: string } = {}, options?: Pick<RequestOptions, 'signal'>) {
  const query = new URLSearchParams(key as Record<string, string>);
  if (page.before) query.set('before', page.before);
  query.set('limit', String(PAGE_SIZE));
  return parseAnswer(fetchMessagesAnswer, await api.get<unknown>(`/messages?${query.toString()}`, options), 'messages');
}
