import type { ListingHiddenByReports, ListingModerated, ListingReportResolved } from './events';
import type { MessageReportResolved } from '../conversations/events';
import { partyKey } from '../conversations/parties';
import { reportOutcomeLabels } from './schemas';

/** What a moderation event tells whom: the lister of a decision (with the reason), the reporter of an outcome. */
export type ModerationNotice = { recipient: string; title: string; body: string; link: string; listingId: string; at: string };

/** Where a lister's notice leads: the Properties tab of their dashboard, where the hidden listing shows why. */
export const listerModerationLink = '?tab=properties';
const listerOf = (d: { ownerId: string; organizationId: string | null }) => (d.organizationId ? `organization:${d.organizationId}` : `user:${d.ownerId}`);

const decisionTitles: Record<ListingModerated['data']['decision'], (title: string) => string> = {
  hide: (t) => `Your listing "${t}" was hidden by our moderators`,
  remove: (t) => `Your listing "${t}" was removed by our moderators`,
  restore: (t) => `Your listing "${t}" is shown again`,
  approve: (t) => `Your listing "${t}" was reviewed and approved`,
};

export function moderationNotice(event: ListingModerated | ListingHiddenByReports | ListingReportResolved | MessageReportResolved): ModerationNotice {
  switch (event.type) {
    case 'ListingModerated': {
      const d = event.data;
      const next = d.decision === 'hide' ? ' Edit it if needed, then ask for a review from your dashboard.' : '';
      return { recipient: listerOf(d), title: decisionTitles[d.decision](d.title), body: `Reason: ${d.reason}.${next}`, link: listerModerationLink, listingId: d.listingId, at: d.decidedAt };
    }
    case 'ListingHiddenByReports': {
      const d = event.data;
      return {
        recipient: listerOf(d), title: `Your listing "${d.title}" is hidden until our moderators review it`,
        body: 'Several people reported it. Check its details, edit it if needed, then ask for a review from your dashboard.', link: listerModerationLink, listingId: d.listingId, at: d.hiddenAt,
      };
    }
    case 'ListingReportResolved': {
      const d = event.data;
      return { recipient: `user:${d.reporterId}`, title: `Your report of "${d.title}" was reviewed`, body: `${reportOutcomeLabels[d.outcome]}.${d.note ? ` ${d.note}` : ''}`, link: '', listingId: d.listingId, at: d.resolvedAt };
    }
    case 'MessageReportResolved': {
      const d = event.data;
      return { recipient: partyKey(d.reporter), title: 'The message you reported was reviewed', body: `${reportOutcomeLabels[d.outcome].replace('the listing', 'the message')}.${d.note ? ` ${d.note}` : ''}`, link: '', listingId: '', at: d.resolvedAt };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

/** The moderation events that tell someone. */
export const isNoticedModerationEvent = (e: { type: string; data: unknown }): e is ListingModerated | ListingHiddenByReports | ListingReportResolved | MessageReportResolved =>
  e.type === 'ListingModerated' || e.type === 'ListingHiddenByReports' || e.type === 'ListingReportResolved' || e.type === 'MessageReportResolved';
