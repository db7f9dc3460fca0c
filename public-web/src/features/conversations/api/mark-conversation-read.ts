import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { parseAnswer } from './entities';

/** POST /api/messages/{conversationId}/read: 200 `{message: 'Marked as read', unread: 0}`; the partner is told. */
export const markConversationReadAnswer = z.object({ message: z.string(), unread: z.number().catch(0) });
export type MarkConversationReadAnswer = z.infer<typeof markConversationReadAnswer>;

export async function markConversationRead(conversationId: string): Promise<MarkConversationReadAnswer> {
  const body = await api.post<unknown>(`/messages/${encodeURIComponent(conversationId)}/read`, {});
  return parseAnswer(markConversationReadAnswer, body, 'read');
}
