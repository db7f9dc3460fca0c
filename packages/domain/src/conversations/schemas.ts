import { z } from 'zod';
import { conversationMessages as m } from './messages';

/** Message text: 1 to 4,000 characters after trimming; text only (never rendered as HTML). */
export const MESSAGE_MAX = 4000;
export const messageText = z
  .string({ error: m.empty })
  .transform((s) => s.replace(/\r\n/g, '\n').trim())
  .pipe(z.string().min(1, { error: m.empty }).max(MESSAGE_MAX, { error: m.tooLong }));

const id = z.string().trim().min(1).max(320);

/** POST /messages/send-message: `to` is a user's or organization's id, or an email; `as` an organization id. */
export const sendMessageSchema = z.object({
  to: z.string({ error: m.recipientRequired }).trim().min(1, { error: m.recipientRequired }).max(320, { error: m.recipientNotFound }),
  message: messageText,
  property_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()),
  as: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()),
});
export type SendMessageInput = z.infer<typeof sendMessageSchema>;

export const reportReasons = ['scam', 'harassment', 'spam', 'offensive', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportReasonLabels: Record<ReportReason, string> = {
  scam: 'Scam, or asked for money before a viewing',
  harassment: 'Harassment or threats',
  spam: 'Spam or advertising',
  offensive: 'Offensive language',
  other: 'Something else',
};

export const reportMessageSchema = z.object({
  reason: z.enum(reportReasons, { error: m.reasonRequired }),
  details: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(1000, { error: 'Keep the details under 1,000 characters' }).optional()),
});
export type ReportMessageInput = z.infer<typeof reportMessageSchema>;

/** Block or unblock: the other party's id (the kind is looked up). */
export const blockSchema = z.object({ party: id, as: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()) });
