import { formatDate, formatDateTime, type Language, type Translate } from '@fie/domain';
import { formatMoney } from '../../lib/money';
import type { Offer, OfferStep } from './api/offers';

type Terms = { amount: number; currency: 'GHS' | 'USD'; advance_months?: number | null; move_in_date?: string | null };

/** The day a seeker moves in ('Mon, 1 Feb 2027'), in the reader's language. */
export const moveInText = (language: Language, day: string) => formatDate(language, `${day}T12:00:00Z`, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** 'GH₵ 4,000 a month, 3 months in advance' (', moving in on …' when named) for a rental; 'US$ 250,000' for a sale; in the reader's language. */
export function termsText(t: Translate, terms: Terms, acquisition: Offer['acquisition']): string {
  const amount = formatMoney(terms.amount, terms.currency);
  if (acquisition !== 'rent') return amount;
  const rent = t('offers.terms.rent', '{amount} a month, {months, plural, =0 {no advance} one {# month in advance} other {# months in advance}}', { amount, months: terms.advance_months ?? 0 });
  if (!terms.move_in_date) return rent;
  return t('offers.terms.rent-move-in', '{terms}, moving in on {date}', { terms: rent, date: moveInText(t.language ?? 'en', terms.move_in_date) });
}

/** A dollar amount's cedi equivalent ('≈ GH₵ 2,880,000'); nothing for cedis. */
export const cedisText = (money: { currency: 'GHS' | 'USD'; amountGhs: number | null }) => (money.currency === 'USD' && money.amountGhs !== null ? `≈ ${formatMoney(money.amountGhs, 'GHS')}` : undefined);

/** One line of the history: 'Efua M. offered GH₵ 4,000 a month, 3 months in advance', 'You declined'. */
export function stepText(t: Translate, step: OfferStep, acquisition: Offer['acquisition']): string {
  const who = step.mine ? 'you' : 'other';
  const name = step.sentBy ? t('offers.step.sent-by', '{name} ({member})', { name: step.name, member: step.sentBy }) : step.name;
  const terms = step.amount !== null && step.currency ? termsText(t, { amount: step.amount, currency: step.currency, advance_months: step.advance_months, move_in_date: step.move_in_date }, acquisition) : '';
  switch (step.kind) {
    case 'offer':
      return t('offers.step.offer', '{who, select, you {You offered {terms}} other {{name} offered {terms}}}', { who, name, terms });
    case 'counter':
      return t('offers.step.counter', '{who, select, you {You countered with {terms}} other {{name} countered with {terms}}}', { who, name, terms });
    case 'accept':
      return t('offers.step.accept', '{who, select, you {You accepted {terms}} other {{name} accepted {terms}}}', { who, name, terms });
    case 'decline':
      return t('offers.step.decline', '{who, select, you {You declined} other {{name} declined}}', { who, name });
    case 'withdraw':
      return t('offers.step.withdraw', '{who, select, you {You withdrew the offer} other {{name} withdrew the offer}}', { who, name });
    default: {
      const never: never = step.kind;
      return never;
    }
  }
}

/**
 * Where an offer stands, as this side reads it: who it waits for (the server's own `statusText` is English and the
 * same words for both sides; this is said from the reader's side, in their language).
 */
export function statusText(t: Translate, offer: Pick<Offer, 'status' | 'side' | 'awaiting' | 'seeker' | 'lister'>): string {
  switch (offer.status) {
    case 'open':
      if (offer.awaiting === offer.side) return t('offers.status.your-turn', 'Waiting for your answer');
      return (offer.side === 'seeker' ? offer.lister.name : offer.seeker.name)
        ? t('offers.status.waiting-for', 'Waiting for {name}', { name: offer.side === 'seeker' ? offer.lister.name : offer.seeker.name })
        : t('offers.status.waiting', 'Waiting for the other side');
    case 'accepted':
      return t('offers.status.accepted', 'Accepted');
    case 'declined':
      return t('offers.status.declined', 'Declined');
    case 'withdrawn':
      return t('offers.status.withdrawn', 'Withdrawn');
    default: {
      const never: never = offer.status;
      return never;
    }
  }
}

/** A date and time in the reader's language, in Accra time (GMT all year). */
export const whenText = (language: Language, iso: string) => formatDateTime(language, iso);
