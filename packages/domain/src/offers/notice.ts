import type { PartyRef } from '../conversations/parties';
import type { OfferEvent } from './events';
import { offerTermsText } from './offer';
import { ENGLISH, type Speech } from '../shared/speech';

/**
 * Who is told of an offer's step, by whom, and in what words: the other side, always. One wording for the
 * in-app notification, the mail and the text message. `{actor}` stands for the name of whoever took the step,
 * filled in when read (an organization answers under its own name), so no one's name is copied into a notice. Mails
 * and texts give the reader's language (issue 23); the in-app notice is English.
 */
export function offerNotice(event: OfferEvent, plain = false, speech: Speech = ENGLISH): { recipient: PartyRef; actor: PartyRef; title: string } {
  const { t } = speech;
  const d = event.data;
  const seeker: PartyRef = { kind: 'user', id: d.seekerId };
  const bySeeker = d.by === 'seeker';
  const recipient = bySeeker ? d.lister : seeker;
  const actor = bySeeker ? seeker : d.lister;
  const terms = () => ('amount' in d ? offerTermsText(d, d.acquisition, plain, t) : '');
  // Whose terms were answered: the lister answers the seeker's offer, the seeker the lister's counter-offer.
  const theirs = bySeeker ? 'counter' : 'offer';
  switch (event.type) {
    case 'OfferMade':
      return { recipient, actor, title: t('mail.offer.made', '{actor} offered {terms}', { terms: terms() }) };
    case 'OfferCountered':
      return { recipient, actor, title: t('mail.offer.countered', '{theirs, select, counter {{actor} answered your counter-offer with {terms}} other {{actor} answered your offer with {terms}}}', { theirs, terms: terms() }) };
    case 'OfferAccepted':
      return { recipient, actor, title: t('mail.offer.accepted', '{theirs, select, counter {{actor} accepted your counter-offer of {terms}} other {{actor} accepted your offer of {terms}}}', { theirs, terms: terms() }) };
    case 'OfferDeclined':
      return { recipient, actor, title: t('mail.offer.declined', '{theirs, select, counter {{actor} declined your counter-offer} other {{actor} declined your offer}}', { theirs }) };
    case 'OfferWithdrawn':
      return { recipient, actor, title: t('mail.offer.withdrawn', '{actor} withdrew their offer') };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** When a step was taken, whichever step it is. */
export function offerStepAt(event: OfferEvent): string {
  switch (event.type) {
    case 'OfferMade':
      return event.data.madeAt;
    case 'OfferCountered':
      return event.data.counteredAt;
    case 'OfferAccepted':
      return event.data.acceptedAt;
    case 'OfferDeclined':
      return event.data.declinedAt;
    case 'OfferWithdrawn':
      return event.data.withdrawnAt;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
