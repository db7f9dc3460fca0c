import {
  icsCalendar,
  partyKey,
  regions,
  stayEventTypes,
  stayNotices,
  viewingEnd,
  viewingEventTypes,
  viewingNotices,
  type DealingNotice,
  type IcsEvent,
  type Speech,
  type StayEvent,
  type ViewingEvent,
} from '@fie/domain';
import { LISTINGS, nameResolver, notificationLink, propertyRef, type ListingView } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';
import { dealingMail, dealingSms } from '../../viewings/mail';
import type { NoticeSource } from './source';

/** The same tab the in-app notice opens (projectors' CALENDAR_LINK). */
const CALENDER = '?tab=calendar';

async function placeOf(docs: DocumentStore, listingId: string) {
  const view = await docs.collection<ListingView>(LISTINGS).get(listingId);
  if (!view) return undefined;
  const region = regions.find((r) => r.code === view.location_details.region)?.name ?? view.location_details.region;
  return [view.location_details.town, region].filter(Boolean).join(', ');
}

/** The invitation a step sends: REQUEST while the viewing stands (tentative until confirmed), CANCEL once it does not. */
function invitationFor(event: ViewingEvent, stamp: string, sequence: number, summary: string, location: string | undefined, url: string, attendee: string) {
  const method = event.type === 'ViewingDeclined' || event.type === 'ViewingCancelled' ? 'CANCEL' : 'REQUEST';
  const status = method === 'CANCEL' ? 'CANCELLED' : event.type === 'ViewingConfirmed' || event.type === 'ViewingReminderDue' ? 'CONFIRMED' : 'TENTATIVE';
  const ics: IcsEvent = {
    uid: `viewing-${event.data.viewingId}@fie.com.gh`,
    // The stream's revision rises with every step, so each invitation supersedes the one before.
    sequence,
    status,
    start: event.data.start,
    end: viewingEnd(event.data.start),
    summary,
    ...(location ? { location } : {}),
    url,
    stamp,
    attendee: { email: attendee },
  };
  return { method, ics: icsCalendar({ method, events: [ics] }) } as const;
}

/**
 * Each step of a viewing or a stay, by mail and text to whom it concerns (a viewing's mail carries its
 * calendar invitation), and the reminder to both sides. Calendar mail goes even to someone on the site at the
 * moment: the invitation is what puts the viewing in their own calendar.
 */
export const viewingNoticeSource: NoticeSource = async (recorded, deps) => {
  const isViewing = (viewingEventTypes as string[]).includes(recorded.type);
  if (!isViewing && !(stayEventTypes as string[]).includes(recorded.type)) return [];
  const opened = await deps.vault.open(recorded);
  const event = { type: opened.type, data: opened.data } as ViewingEvent | StayEvent;
  const noticesIn = (speech?: Speech): DealingNotice[] => (isViewing ? viewingNotices(event as ViewingEvent, speech) : stayNotices(event as StayEvent, speech));
  const names = nameResolver(deps.documents);
  const listingId = event.data.listingId;
  const [property, place] = await Promise.all([propertyRef(deps.documents, listingId), placeOf(deps.documents, listingId)]);
  const propertyTitle = (speech: Speech) => property?.title ?? speech.t('mail.common.a-property', 'a property');
  const reason = 'reason' in event.data ? event.data.reason : undefined;
  const message = event.type === 'StayRequested' && !opened.erased ? event.data.message : undefined;
  // A no-show is a fact about a viewing past: no calendar invitation goes with its news (issue 33).
  const invites = isViewing && event.type !== 'ViewingNoShowRecorded' && event.type !== 'ViewingNoShowAnswered';
  return Promise.all(
    noticesIn().map(async (n, i) => {
      const recipient = partyKey(n.recipient);
      const actor = await names(partyKey(n.actor));
      // The step's words in the reader's language: the same notice (the i-th) worded with their Speech.
      const wording = (speech: Speech) => {
        const worded = noticesIn(speech)[i]!;
        const fill = (text: string) => text.replace('{actor}', actor.name).replace('{property}', propertyTitle(speech));
        return { headline: fill(worded.title), details: fill(worded.body) };
      };
      const target = notificationLink({ recipient, link: CALENDER });
      const link = `${deps.publicUrl}${target}`;
      const seeker = n.recipient.kind === 'user' && isViewing && n.recipient.id === (event as ViewingEvent).data.seekerId;
      return {
        party: recipient,
        notice: {
          kind: 'viewings' as const,
          topic: `${recorded.streamId}-${recorded.revision}-${i}`,
          always: isViewing,
          target,
          mail: (address: string, unsubscribe: string, speech: Speech) =>
            dealingMail({
              to: address,
              ...wording(speech),
              reason,
              extra: message ? speech.t('mail.stay.their-message', 'Their message: "{message}"', { message }) : undefined,
              link,
              unsubscribe,
              invitation: invites
                ? invitationFor(
                    event as ViewingEvent, recorded.createdAt, recorded.revision,
                    seeker
                      ? speech.t('mail.viewing.invitation', 'Viewing: {property}', { property: propertyTitle(speech) })
                      : speech.t('mail.viewing.invitation-with', 'Viewing: {property} with {name}', { property: propertyTitle(speech), name: actor.name }),
                    place, `${deps.publicUrl}/property/${listingId}`, address,
                  )
                : undefined,
            }, speech),
          sms: (speech: Speech, short?: string) => dealingSms({ ...wording(speech), link: short ?? link }, speech),
        },
      };
    }),
  );
};
