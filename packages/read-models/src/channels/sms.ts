import type { Language } from '@fie/domain';
import type { DocumentStore } from '@fie/stores';
import { USERS, type UserView } from '../accounts/users';

/**
 * The SMS and USSD channel's read models (issue 23), written by the 'sms-channel' projection:
 * - `sms_sessions`: one document per seeker's number (its session key): the number (to text their alerts), whether
 *   they texted STOP (everything that texts a number honours it), how much they used the channel, and the language
 *   it last chose or wrote in (issue 23; see languageOfPhone);
 * - `listing_sms_enquiries`: details of a listing asked for by SMS or USSD, per listing and day, for the lister's figures.
 */
export const SMS_SESSIONS = 'sms_sessions';
export type SmsSessionView = {
  id: string; phone: string; stopped: boolean; texts: number; searches: number; firstAt: string; lastAt: string;
  language?: Language; languageChosenAt?: string;
};

/** The language choice of the account a phone number (E.164) belongs to, when exactly one account has it. */
export async function accountLanguageOfPhone(docs: DocumentStore, phone: string): Promise<Pick<UserView, 'language' | 'languageChosenAt'> | undefined> {
  if (!phone) return undefined;
  const holders = await docs.collection<UserView>(USERS).find({ phone }, { limit: 2 });
  if (holders.length !== 1) return undefined;
  return { ...(holders[0]!.language ? { language: holders[0]!.language } : {}), ...(holders[0]!.languageChosenAt ? { languageChosenAt: holders[0]!.languageChosenAt } : {}) };
}

export const LISTING_SMS_ENQUIRIES = 'listing_sms_enquiries';
export type ListingSmsEnquiriesView = { id: string; listingId: string; day: string; count: number };
export const smsEnquiriesId = (listingId: string, day: string) => `${listingId}|${day}`;

/** Enquiries by SMS per listing and day since `fromDay` (inclusive), for the listings' managers. */
export async function smsEnquiriesSince(docs: DocumentStore, listingIds: string[], fromDay: string): Promise<ListingSmsEnquiriesView[]> {
  if (listingIds.length === 0) return [];
  return docs.collection<ListingSmsEnquiriesView>(LISTING_SMS_ENQUIRIES).find({ listingId: { $in: listingIds }, day: { $gte: fromDay } });
}
