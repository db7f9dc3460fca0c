import { SMS_SESSIONS, type SmsSessionView } from '@fie/read-models';
import type { DocumentStore, SmsSender } from '@fie/stores';
import { sessionKeyOf } from './conversation';

/**
 * An SMS sender that sends nothing to a number that texted STOP to Fie (issue 23): the notifier sends through it,
 * so matches, messages and reminders all stop. What a person asks for themselves at that moment (a password reset
 * code) is sent by the command directly, not through this: they asked for it.
 */
export function honouringStop(sender: SmsSender, documents: DocumentStore, secret: string): SmsSender {
  return {
    async send(message) {
      const session = await documents.collection<SmsSessionView>(SMS_SESSIONS).get(sessionKeyOf(secret, message.to));
      if (session?.stopped) return { id: '' };
      return sender.send(message);
    },
    health: () => sender.health(),
    close: () => sender.close(),
  };
}
