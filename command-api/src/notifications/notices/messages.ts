import { partyKey, type MessageSent } from '@fie/domain';
import { nameResolver, notificationLink, propertyRef } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';
import { newMessageMail, newMessageSms } from '../message-mail';
import type { NoticeSource } from './source';

/** A message to someone away: a mail with the start of the text and a link back; a short SMS. */
export const messageNotices: NoticeSource = async (recorded, deps) => {
  if (recorded.type !== 'MessageSent') return [];
  const event = (await deps.vault.open(recorded)) as RecordedEvent<MessageSent['data']> & { erased?: boolean };
  if (event.erased) return [];
  const d = event.data;
  const to = partyKey(d.to);
  const names = nameResolver(deps.documents);
  const [from, property] = await Promise.all([names(partyKey(d.from)), propertyRef(deps.documents, d.propertyId)]);
  const link = `${deps.publicUrl}${notificationLink({ recipient: to, link: `#messages/${d.messageId}` })}`;
  return [
    {
      party: to,
      notice: {
        kind: 'messages',
        topic: d.conversationId,
        mail: (address, unsubscribe, speech) => newMessageMail({ to: address, fromName: from.name, propertyTitle: property?.title, text: d.text, link, unsubscribe }, speech),
        sms: (speech) => newMessageSms({ fromName: from.name, propertyTitle: property?.title, link }, speech),
      },
    },
  ];
};
