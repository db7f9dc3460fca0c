import { formatMoney } from '../../lib/money';
import type { Offer, OfferStep } from './api/offers';

type Terms = { amount: number; currency: 'GHS' | 'USD'; advance_months?: number | null };

/** 'GH₵ 4,000 a month, 3 months in advance' for a rental; 'US$ 250,000' for a sale. */
export function termsText(terms: Terms, acquisition: Offer['acquisition']): string {
  const amount = formatMoney(terms.amount, terms.currency);
  if (acquisition !== 'rent') return amount;
  const months = terms.advance_months ?? 0;
  return `${amount} a month, ${months === 0 ? 'no advance' : `${months} month${months === 1 ? '' : 's'} in advance`}`;
}

/** A dollar amount's cedi equivalent ('≈ GH₵ 2,880,000'); nothing for cedis. */
export const cedisText = (money: { currency: 'GHS' | 'USD'; amountGhs: number | null }) => (money.currency === 'USD' && money.amountGhs !== null ? `≈ ${formatMoney(money.amountGhs, 'GHS')}` : undefined);

const stepVerbs: Record<OfferStep['kind'], string> = { offer: 'offered', counter: 'countered with', accept: 'accepted', decline: 'declined', withdraw: 'withdrew the offer' };

/** One line of the history: 'Efua M. offered GH₵ 4,000 a month, 3 months in advance'. */
export function stepText(step: OfferStep, acquisition: Offer['acquisition']): string {
  const who = step.mine ? 'You' : step.sentBy ? `${step.name} (${step.sentBy})` : step.name;
  const terms = step.amount !== null && step.currency ? termsText({ amount: step.amount, currency: step.currency, advance_months: step.advance_months }, acquisition) : '';
  if (step.kind === 'offer' || step.kind === 'counter') return `${who} ${stepVerbs[step.kind]} ${terms}`;
  if (step.kind === 'accept') return `${who} accepted ${terms}`;
  return `${who} ${stepVerbs[step.kind]}`;
}

const dateTime = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Accra' });
/** Times in Accra time (GMT all year). */
export const whenText = (iso: string) => dateTime.format(new Date(iso));
