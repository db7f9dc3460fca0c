import { api } from '../../../lib/api-client';
import { blockAnswer, type BlockAnswer } from './block-party';
import { parseAnswer } from './entities';

/** POST /api/messages/unblock `{party, as?}`: 200 `{message, blocked: false}` (the same answer as block). */
export async function unblockParty(party: string, as?: string): Promise<BlockAnswer> {
  return parseAnswer(blockAnswer, await api.post<unknown>('/messages/unblock', { party, ...(as ? { as } : {}) }), 'unblock');
}
