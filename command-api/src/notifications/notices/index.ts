import { messageNotices } from './messages';
import { offerNotices } from './offers';
import type { NoticeSource } from './source';

/** Every feature's notices; a new feature adds its source here. */
export const noticeSources: NoticeSource[] = [messageNotices, offerNotices];
