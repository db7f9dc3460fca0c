import { requestNotificationIds } from '../requests/requests';

/**
 * For the live feed (query-api/src/realtime): the in-app notifications an event makes, by id, so each is
 * pushed to its recipient's sockets as it arrives. A feature whose notice maker writes notifications adds its
 * function here (messages are pushed with their conversation, by the feed itself).
 */
const features: ((event: { type: string; data: unknown }) => string[])[] = [requestNotificationIds];

export const liveNotificationIds = (event: { type: string; data: unknown }): string[] => features.flatMap((ids) => ids(event));
