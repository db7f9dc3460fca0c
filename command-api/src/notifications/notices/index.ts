import { messageNotices, messageTextReleases } from './messages';
import { viewingNoticeSource } from './viewings';
import { requestDigest, requestNotices } from './requests';
import { offerNotices } from './offers';
import { moderationNoticeSource } from './moderation';
import { freshnessNoticeSource } from './freshness';
import { paymentNoticeSource } from './payments';
import { reviewNoticeSource } from './reviews';
import { channelNotices } from '../../channels/notices';
import type { DigestSource, NoticeSource, TextRelease } from './source';

/** Every feature's notices; a new feature adds its source here. */
export const noticeSources: NoticeSource[] = [messageNotices, offerNotices, requestNotices, viewingNoticeSource, moderationNoticeSource, freshnessNoticeSource, paymentNoticeSource, reviewNoticeSource, channelNotices];

/** What releases a held text (one per conversation until the person replies or opens it). */
export const textReleases: TextRelease[] = [messageTextReleases];

/** What each feature adds to the 07:00 digest of those who chose one mail a day. */
export const digestSources: DigestSource[] = [{ kind: 'requests', make: requestDigest }];
