import { z } from 'zod';
import { emailField } from '../accounts/schemas';
import { apiText as t } from '../i18n/texts';

export const contactMessages = {
  nameRequired: t('api.contact.name-required', 'Please enter your name'),
  nameTooLong: t('api.contact.name-too-long', 'Name cannot exceed 80 characters'),
  subjectTooLong: t('api.contact.subject-too-long', 'Subject cannot exceed 120 characters'),
  messageRequired: t('api.contact.message-required', 'Please write your message'),
  messageTooShort: t('api.contact.message-too-short', 'Please write at least 10 characters'),
  messageTooLong: t('api.contact.message-too-long', 'Message cannot exceed 4000 characters'),
  sent: t('api.contact.sent', 'Thank you. Your message has reached our team; we reply within two working days.'),
} as const;

/** The about page's contact form: a message to the support team, kept as an event and mailed to support. */
export const contactMessageSchema = z.object({
  name: z.string({ error: contactMessages.nameRequired }).trim().min(1, { error: contactMessages.nameRequired }).max(80, { error: contactMessages.nameTooLong }),
  email: emailField,
  subject: z.string().trim().max(120, { error: contactMessages.subjectTooLong }).optional().default(''),
  message: z
    .string({ error: contactMessages.messageRequired })
    .trim()
    .min(10, { error: contactMessages.messageTooShort })
    .max(4000, { error: contactMessages.messageTooLong }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export type ContactMessageReceived = {
  type: 'ContactMessageReceived';
  data: { messageId: string; name: string; email: string; subject: string; message: string; receivedAt: string };
};

export const contactStream = (messageId: string) => `contact-${messageId}`;
