import { isOfferEvent, offerNotice, partyKey, type OfferEvent, type Speech } from '@fie/domain';
import { nameResolver, notificationLink, offerLink, propertyRef } from '@fie/read-models';
import { offerMail, offerSms } from '../../offers/mail';
import type { NoticeSource } from './source';

/**
 * Each step of an offer (made, countered, accepted, declined, withdrawn), to the other side when they are away: a mail
 * with the step and any message, a text leading to the offer itself.
 */
export const offerNotices: NoticeSource = async (recorded, deps) => {
  if (!isOfferEvent(recorded)) return [];
  const opened = await deps.vault.open(recorded);
  const event = { type: opened.type, data: opened.data } as OfferEvent;
  const notice = offerNotice(event);
  const to = partyKey(notice.recipient);
  const [actor, property] = await Promise.all([nameResolver(deps.documents)(partyKey(notice.actor)), propertyRef(deps.documents, event.data.listingId)]);
  const fill = (title: string) => title.replace('{actor}', actor.name);
  const propertyTitle = (speech: Speech) => property?.title ?? speech.t('mail.common.a-property', 'a property');
  const target = notificationLink({ recipient: to, link: offerLink(event.data.offerId) });
  const link = `${deps.publicUrl}${target}`;
  // An erased author's words are gone; the step itself is still news.
  const message = opened.erased ? undefined : event.data.message;
  return [
    {
      party: to,
      notice: {
        kind: 'offers',
        // Every step is its own news: one mail each, never held back as a busy conversation's are.
        topic: `offer-${event.data.offerId}-${recorded.revision}`,
        target,
        mail: (address, unsubscribe, speech) => offerMail({ to: address, headline: fill(offerNotice(event, false, speech).title), propertyTitle: propertyTitle(speech), message, link, unsubscribe }, speech),
        sms: (speech, short) => offerSms({ headline: fill(offerNotice(event, true, speech).title), propertyTitle: propertyTitle(speech), link: short ?? link }, speech),
      },
    },
  ];
};
