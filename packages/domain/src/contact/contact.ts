import { z } from 'zod';
import { emailField } from '../accounts/schemas';

/** The about page's contact form: a message to the support team, kept as an event and mailed to support. */
export const contactMessageSchema = z.object({
  name: z.string({ error: 'Please enter your name' }).trim().min(1, { error: 'Please enter your name' }).max(80, { error: 'Name cannot exceed 80 characters' }),
  email: emailField,
  subject: z.string().trim().max(120, { error: 'Subject cannot exceed 120 characters' }).optional().default(''),
  message: z
    .string({ error: 'Please write your message' })
    .trim()
    .min(10, { error: 'Please write at least 10 characters' })
    .max(4000, { error: 'Message cannot exceed 4000 characters' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export type ContactMessageReceived = {
  type: 'ContactMessageReceived';
  data: { messageId: string; name: string; email: string; subject: string; message: string; receivedAt: string };
};

export const contactStream = (messageId: string) => `contact-${messageId}`;
export const contactMessages = { sent: 'Thank you. Your message has reached our team; we reply within two working days.' } as const;
