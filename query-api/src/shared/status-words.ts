import { formatWhenIn, type Language, type Translate } from '@fie/domain';
import { requestLanguage, translatorFor } from '@fie/platform';
import type { Request } from 'express';

/**
 * Where a dealing stands (`statusText`), and a viewing's time, in the request's language (issue 32). The read models
 * write them in English, as the spec's answers and the console read them; a page in another language gets the same
 * words translated by the status they name. English answers are the read models' own, untouched.
 */
export const statusWords = {
  offer: (t: Translate, offer: { status: string; side: string; awaiting: string | null; seeker: { name: string } }) =>
    offer.status !== 'open'
      ? t('api.offers.status', '{status, select, accepted {Accepted} declined {Declined} withdrawn {Withdrawn} other {{status}}}', { status: offer.status })
      : offer.awaiting === offer.side
        ? t('api.offers.waiting-for-your-answer', 'Waiting for your answer')
        : offer.side === 'seeker'
          ? t('api.offers.waiting-for-the-lister', 'Waiting for the lister')
          : t('api.offers.waiting-for-name', 'Waiting for {name}', { name: offer.seeker.name }),
  viewing: (t: Translate, status: string) =>
    t('api.viewings.status', '{status, select, pending {Waiting for the lister} proposed {New time proposed} confirmed {Confirmed} declined {Declined} cancelled {Cancelled} other {{status}}}', { status }),
  stay: (t: Translate, status: string) =>
    t('api.stays.status', '{status, select, pending {Waiting for the lister} accepted {Booked} declined {Declined} cancelled {Cancelled} expired {Not answered in time} other {{status}}}', { status }),
  saved: (t: Translate, status: string) =>
    t(
      'api.saves.status',
      '{status, select, published {Available} hidden {Not shown at the moment} archived {No longer listed} let {Let: no longer available} sold {Sold} deleted {Removed by its lister} removed {Taken down by Fie} other {{status}}}',
      { status },
    ),
  booking: (t: Translate, seeker: { first_name: string; last_name: string }) => t('api.viewings.booking', 'Viewing for {name}', { name: `${seeker.first_name} ${seeker.last_name}` }),
};

/** The request's translator, or undefined for English (whose words the read models already wrote). */
export function wordsFor(req: Request): { language: Language; t: Translate } | undefined {
  const language = requestLanguage(req);
  return language === 'en' ? undefined : { language, t: translatorFor(language) };
}

/** A presented viewing with its status, time and title in the reader's language. */
export function viewingInWords<V extends { status: string; statusText: string; date: string; when: string; content: string; seeker: { first_name: string; last_name: string } }>(words: ReturnType<typeof wordsFor>, viewing: V): V {
  if (!words) return viewing;
  return { ...viewing, statusText: statusWords.viewing(words.t, viewing.status), when: formatWhenIn(viewing.date, words), content: statusWords.booking(words.t, viewing.seeker) };
}
