import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { parseAnswer } from './entities';

/** POST /api/notifications/read `{ids}` or `{all: true}`: 200 `{result: {unread}}`. */
export const markNotificationsReadAnswer = z.object({ result: z.object({ unread: z.number().int().nonnegative() }) });
export type MarkNotificationsReadAnswer = z.infer<typeof markNotificationsReadAnswer>;

export async function markNotificationsRead(which: { ids: string[] } | { all: true }): Promise<number> {
  return parseAnswer(markNotificationsReadAnswer, await api.post<unknown>('/notifications/read', which), 'notifications/read').result.unread;
}
