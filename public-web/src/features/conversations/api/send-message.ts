import { z } from 'zod';
import type { SendMessageInput } from '@fie/domain';
import { api } from '../../../lib/api-client';
import { messageSchema, parseAnswer } from './entities';

/**
 * POST /api/messages/send-message: 201 with the stored message. The contract writes it as
 * `{message: 'Message sent', result: Message}`; the server answers the Message itself, as the spec's older
 * send-message did. Both are read, so neither side's change breaks sending.
 */
export const sendMessageAnswer = z.union([
  z.object({ message: z.string(), result: messageSchema }),
  messageSchema.transform((result) => ({ message: 'Message sent', result })),
]);
export type SendMessageAnswer = z.infer<typeof sendMessageAnswer>;

/**
 * `to` is the other party's id (a listing is messaged at its organization, else its owner); `as` an
 * organization id when a member answers for it. Refusals arrive as ApiErrors: 400 with `errors.message`
 * or `errors.to`, 403 `Blocked`, 404 `RecipientNotFound`, 429 with a wait.
 */
export async function sendMessage(input: SendMessageInput): Promise<SendMessageAnswer> {
  return parseAnswer(sendMessageAnswer, await api.post<unknown>('/messages/send-message', input), 'send-message');
}
