import { isNoticedModerationEvent, moderationNotice } from '@fie/domain';
import { notificationLink } from '@fie/read-models';
import { moderationMail, moderationSms } from '../../moderation/mail';
import type { NoticeSource } from './source';

/**
 * A staff decision mails the lister with the reason, and a resolved report mails its reporter the outcome,
 * even when they are on the site: it changes what the public sees of their listing, so it is not left to a
 * notice they may not open.
 */
export const moderationNoticeSource: NoticeSource = async (recorded, deps) => {
  const event = { type: recorded.type, data: recorded.data };
  if (!isNoticedModerationEvent(event)) return [];
  const notice = moderationNotice(event);
  const link = `${deps.publicUrl}${notificationLink({ recipient: notice.recipient, link: notice.link })}`;
  return [
    {
      party: notice.recipient,
      notice: {
        kind: 'moderation',
        topic: `moderation-${recorded.streamId}-${recorded.revision}`,
        always: true,
        mail: (to, unsubscribe, speech) => {
          const { title, body } = moderationNotice(event, speech);
          return moderationMail({ to, title, body, link, unsubscribe }, speech);
        },
        sms: (speech) => moderationSms(moderationNotice(event, speech), speech),
      },
    },
  ];
};
