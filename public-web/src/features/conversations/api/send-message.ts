import type { SendMessageInput } from '@fie/domain';
import { api } from '../../../lib/api-client';
import { messageSchema, parseAnswer, type Message } from './entities';

/**
 * POST /api/messages/send-message: 201 with the stored message itself (`message` is its text).
 * `to` is the other party's id (a listing is messaged at its organization, else its owner); `as` an
 * organization id when a member answers for it. Refusals arrive as ApiErrors: 400 with `errors.message`
 * or `errors.to`, 403 `Blocked`, 404 `RecipientNotFound`, 429 with a wait.
 */
export async function sendMessage(input: SendMessageInput): Promise<Message> {
  return parseAnswer(messageSchema, await api.post<unknown>('/messages/send-message', input), 'send-message');
}
