/**
 * What WhatsApp says became of a message Fie sent (issue 32): its delivery webhook reports each step (sent, delivered,
 * read, failed). Each step is recorded once on the message's stream (`whatsapp-message-{key}`, the key a hash of
 * WhatsApp's id), without the recipient's number: support reads there whether a person's WhatsApp messages arrive.
 */
export const whatsAppStatuses = ['sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof whatsAppStatuses)[number];

export type WhatsAppStatusReported = {
  type: 'WhatsAppStatusReported';
  data: { messageId: string; status: WhatsAppStatus; at: string; errorCode?: number; errorTitle?: string; reportedAt: string };
};

export const whatsAppMessageStream = (key: string) => `whatsapp-message-${key}`;

export type WhatsAppStatusReport = { messageId: string; status: string; timestamp?: string; errors?: { code?: number; title?: string }[] };

/**
 * A reported status as an event, unless it says nothing new: a status WhatsApp does not document, or one this message
 * already reported (the webhook is delivered at least once, so the same report comes again).
 */
export function recordWhatsAppStatus(known: WhatsAppStatus[], report: WhatsAppStatusReport, now: Date): WhatsAppStatusReported[] {
  const status = report.status as WhatsAppStatus;
  if (!(whatsAppStatuses as readonly string[]).includes(status) || known.includes(status)) return [];
  const seconds = Number(report.timestamp);
  const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000).toISOString() : now.toISOString();
  const error = report.errors?.[0];
  return [{
    type: 'WhatsAppStatusReported',
    data: {
      messageId: report.messageId, status, at,
      ...(typeof error?.code === 'number' ? { errorCode: error.code } : {}),
      ...(typeof error?.title === 'string' ? { errorTitle: error.title.slice(0, 200) } : {}),
      reportedAt: now.toISOString(),
    },
  }];
}
