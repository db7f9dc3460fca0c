import type { PartyRef } from '../conversations/parties';
import type { OfferEvent } from './events';
import { offerTermsText } from './offer';

/**
 * Who is told of an offer's step, by whom, and in what words: the other side, always. One wording for the
 * in-app notification, the mail and the text message. `{actor}` stands for the name of whoever took the step,
 * filled in when read (an organization answers under its own name), so no one's name is copied into a notice.
 */
export function offerNotice(event: OfferEvent, plain = false): { recipient: PartyRef; actor: PartyRef; title: string } {
  const d = event.data;
  const seeker: PartyRef = { kind: 'user', id: d.seekerId };
  const bySeeker = d.by === 'seeker';
  const recipient = bySeeker ? d.lister : seeker;
  const actor = bySeeker ? seeker : d.lister;
  const terms = () => ('amount' in d ? offerTermsText(d, d.acquisition, plain) : '');
  const theirs = bySeeker ? 'your counter-offer' : 'your offer';
  switch (event.type) {
    case 'OfferMade':
      return { recipient, actor, title: `{actor} offered ${terms()}` };
    case 'OfferCountered':
      return { recipient, actor, title: `{actor} answered ${theirs} with ${terms()}` };
    case 'OfferAccepted':
      return { recipient, actor, title: `{actor} accepted ${theirs} of ${terms()}` };
    case 'OfferDeclined':
      return { recipient, actor, title: `{actor} declined ${theirs}` };
    case 'OfferWithdrawn':
      return { recipient, actor, title: '{actor} withdrew their offer' };
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
