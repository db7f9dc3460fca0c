import { z } from 'zod';
import { api, type RequestOptions } from '../../../lib/api-client';
import { conversationSchema, parseAnswer } from './entities';

/** GET /api/messages/fetch-messages[?as=user|organization]: 200 `{result: {messages: Conversation[]}}`, most recent first. */
export const fetchConversationsAnswer = z.object({ result: z.object({ messages: z.array(conversationSchema) }) });
export type FetchConversationsAnswer = z.infer<typeof fetchConversationsAnswer>;

/** `as: 'organization'` reads the shared inbox of the organization a member writes for. */
export async function fetchConversations(as: 'user' | 'organization' | undefined, options?: Pick<RequestOptions, 'signal'>) {
  const query = as ? `?as=${as}` : '';
  const body = await api.get<unknown>(`/messages/fetch-messages${query}`, options);
  return parseAnswer(fetchConversationsAnswer, body, 'fetch-messages').result.messages;
}
