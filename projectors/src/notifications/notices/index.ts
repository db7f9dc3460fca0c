import type { NotificationView } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';
import { messageNotices } from './messages';
import { viewingNoticeViews } from './viewings';
import { requestNotices } from './requests';
import { offerNotices } from './offers';
import { moderationNotices } from './moderation';
import { freshnessNotices } from './freshness';
import { paymentNoticeViews } from './payments';
import { reviewNoticeViews } from './reviews';

/**
 * What each feature notifies people of, one function per feature: an event in, the notifications it causes
 * out. A new feature adds its file and one entry here; the projection stays as it is.
 */
export const noticeMakers: ((event: RecordedEvent) => NotificationView[])[] = [messageNotices, offerNotices, requestNotices, viewingNoticeViews, moderationNotices, freshnessNotices, paymentNoticeViews, reviewNoticeViews];
