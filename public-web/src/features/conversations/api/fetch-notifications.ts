import { z } from 'zod';
import { api, type RequestOptions } from '../../../lib/api-client';
import { notificationSchema, parseAnswer } from './entities';

/** GET /api/notifications?limit=20: 200 `{result: {notifications: Notification[], unread}}`, newest first. */
export const fetchNotificationsAnswer = z.object({
  result: z.object({ notifications: z.array(notificationSchema), unread: z.number().int().nonnegative() }),
});
export type FetchNotificationsAnswer = z.infer<typeof fetchNotificationsAnswer>;

export const NOTIFICATIONS_SHOWN = 20;

export async function fetchNotifications(options?: Pick<RequestOptions, 'signal'>) {
  const body = await api.get<unknown>(`/notifications?limit=${NOTIFICATIONS_SHOWN}`, options);
  return parseAnswer(fetchNotificationsAnswer, body, 'notifications').result;
}
