import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { parseAnswer } from './entities';

/** POST /api/messages/block `{party, as?}`: 200 `{message, blocked: true}`. */
export const blockAnswer = z.object({ message: z.string(), blocked: z.boolean() });
export type BlockAnswer = z.infer<typeof blockAnswer>;

/** `party` is the partner's id; `as` the organization a member blocks for. */
export async function blockParty(party: string, as?: string): Promise<BlockAnswer> {
  return parseAnswer(blockAnswer, await api.post<unknown>('/messages/block', { party, ...(as ? { as } : {}) }), 'block');
}
