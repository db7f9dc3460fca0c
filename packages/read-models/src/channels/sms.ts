import type { DocumentStore } from '@fie/stores';

/**
 * The SMS and USSD channel's read models (issue 23), written by the 'sms-channel' projection:
 * - `sms_sessions`: one document per seeker's number (its session key): the number (to text their alerts), whether
 *   they texted STOP (everything that texts a number honours it), and how much they used the channel;
 * - `listing_sms_enquiries`: details of a listing asked for by SMS or USSD, per listing and day, for the lister's figures.
 */
export const SMS_SESSIONS = 'sms_sessions';
export type SmsSessionView = { id: string; phone: string; stopped: boolean; texts: number; searches: number; firstAt: string; lastAt: string };

export const LISTING_SMS_ENQUIRIES = 'listing_sms_enquiries';
export type ListingSmsEnquiriesView = { id: string; listingId: string; day: string; count: number };
export const smsEnquiriesId = (listingId: string, day: string) => `${listingId}|${day}`;

/** Enquiries by SMS per listing and day since `fromDay` (inclusive), for the listings' managers. */
export async function smsEnquiriesSince(docs: DocumentStore, listingIds: string[], fromDay: string): Promise<ListingSmsEnquiriesView[]> {
  if (listingIds.length === 0) return [];
  return docs.collection<ListingSmsEnquiriesView>(LISTING_SMS_ENQUIRIES).find({ listingId: { $in: listingIds }, day: { $gte: fromDay } });
}
