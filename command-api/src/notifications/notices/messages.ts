import { partyKey, type MessageSent, type MessagesRead } from '@fie/domain';
import { nameResolver, notificationLink, propertyRef } from '@fie/read-models';
import type { RecordedEvent } from '@fie/stores';
import { newMessageMail, newMessageSms } from '../message-mail';
import type { NoticeSource, TextRelease } from './source';

/**
 * A message to someone away: a mail with the start of the text and a link back; a short text leading to the
 * conversation. One text per conversation until the person replies or opens it (issue 32): the text holds the
 * conversation, and their reply or their reading releases it (messageTextReleases).
 */
export const messageNotices: NoticeSource = async (recorded, deps) => {
  if (recorded.type !== 'MessageSent') return [];
  const event = (await deps.vault.open(recorded)) as RecordedEvent<MessageSent['data']> & { erased?: boolean };
  if (event.erased) return [];
  const d = event.data;
  const to = partyKey(d.to);
  const names = nameResolver(deps.documents);
  const [from, property] = await Promise.all([names(partyKey(d.from)), propertyRef(deps.documents, d.propertyId)]);
  const target = notificationLink({ recipient: to, link: `#messages/${d.messageId}` });
  const link = `${deps.publicUrl}${target}`;
  return [
    {
      party: to,
      notice: {
        kind: 'messages',
        topic: d.conversationId,
        textHold: `conversation-${d.conversationId}`,
        target,
        mail: (address, unsubscribe, speech) => newMessageMail({ to: address, fromName: from.name, propertyTitle: property?.title, text: d.text, link, unsubscribe }, speech),
        sms: (speech, short) => newMessageSms({ fromName: from.name, propertyTitle: property?.title, link: short ?? link }, speech),
      },
    },
  ];
};

/** Who answered or opened a conversation: their held text about it is released. */
export const messageTextReleases: TextRelease = (recorded) => {
  if (recorded.type === 'MessageSent') {
    const d = recorded.data as MessageSent['data'];
    return [{ party: partyKey(d.from), hold: `conversation-${d.conversationId}` }];
  }
  if (recorded.type === 'MessagesRead') {
    const d = recorded.data as MessagesRead['data'];
    return [{ party: partyKey(d.reader), hold: `conversation-${d.conversationId}` }];
  }
  return [];
};
