import { z } from 'zod';
import { conversationMessages as m } from './messages';
import { reportReasons } from './report-reasons';

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

export { reportReasons, reportReasonLabels, type ReportReason } from './report-reasons';

export const reportMessageSchema = z.object({
  reason: z.enum(reportReasons, { error: m.reasonRequired }),
  details: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().max(1000, { error: m.detailsTooLong }).optional()),
});
export type ReportMessageInput = z.infer<typeof reportMessageSchema>;

/** Block or unblock: the other party's id (the kind is looked up). */
export const blockSchema = z.object({ party: id, as: z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional()) });
