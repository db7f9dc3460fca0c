import type { ListingHiddenByReports, ListingModerated, ListingReportResolved } from './events';
import type { MessageReportResolved } from '../conversations/events';
import { partyKey } from '../conversations/parties';
import { ENGLISH, type Speech } from '../shared/speech';
import type { ReportOutcome } from './schemas';

/** What a moderation event tells whom: the lister of a decision (with the reason), the reporter of an outcome. */
export type ModerationNotice = { recipient: string; title: string; body: string; link: string; listingId: string; at: string };

/** Where a lister's notice leads: the Properties tab of their dashboard, where the hidden listing shows why. */
export const listerModerationLink = '?tab=properties';
const listerOf = (d: { ownerId: string; organizationId: string | null }) => (d.organizationId ? `organization:${d.organizationId}` : `user:${d.ownerId}`);

/**
 * In the reader's language when one is given (the mail and the text, issue 23); the in-app notice is English. The
 * outcomes say what reportOutcomeLabels say, in words of their own for the listing and for the message.
 */
export function moderationNotice(event: ListingModerated | ListingHiddenByReports | ListingReportResolved | MessageReportResolved, speech: Speech = ENGLISH): ModerationNotice {
  const { t } = speech;
  const outcome = (o: ReportOutcome, what: 'listing' | 'message') =>
    what === 'listing'
      ? t('mail.moderation.outcome.listing', '{outcome, select, action_taken {We acted on the listing you reported} other {We found nothing against our rules in the listing you reported}}', { outcome: o })
      : t('mail.moderation.outcome.message', '{outcome, select, action_taken {We acted on the message you reported} other {We found nothing against our rules in the message you reported}}', { outcome: o });
  const withNote = (text: string, note: string) => (note ? t('mail.moderation.outcome.note', '{outcome}. {note}', { outcome: text, note }) : t('mail.moderation.outcome.plain', '{outcome}.', { outcome: text }));
  switch (event.type) {
    case 'ListingModerated': {
      const d = event.data;
      const title = t('mail.moderation.decision', '{decision, select, hide {Your listing "{title}" was hidden by our moderators} remove {Your listing "{title}" was removed by our moderators} restore {Your listing "{title}" is shown again} other {Your listing "{title}" was reviewed and approved}}', { decision: d.decision, title: d.title });
      const body = d.decision === 'hide'
        ? t('mail.moderation.reason.hidden', 'Reason: {reason}. Edit it if needed, then ask for a review from your dashboard.', { reason: d.reason })
        : t('mail.moderation.reason', 'Reason: {reason}.', { reason: d.reason });
      return { recipient: listerOf(d), title, body, link: listerModerationLink, listingId: d.listingId, at: d.decidedAt };
    }
    case 'ListingHiddenByReports': {
      const d = event.data;
      return {
        recipient: listerOf(d), title: t('mail.moderation.hidden-by-reports', 'Your listing "{title}" is hidden until our moderators review it', { title: d.title }),
        body: t('mail.moderation.hidden-by-reports.body', 'Several people reported it. Check its details, edit it if needed, then ask for a review from your dashboard.'), link: listerModerationLink, listingId: d.listingId, at: d.hiddenAt,
      };
    }
    case 'ListingReportResolved': {
      const d = event.data;
      return { recipient: `user:${d.reporterId}`, title: t('mail.moderation.report-reviewed', 'Your report of "{title}" was reviewed', { title: d.title }), body: withNote(outcome(d.outcome, 'listing'), d.note), link: '', listingId: d.listingId, at: d.resolvedAt };
    }
    case 'MessageReportResolved': {
      const d = event.data;
      return { recipient: partyKey(d.reporter), title: t('mail.moderation.message-report-reviewed', 'The message you reported was reviewed'), body: withNote(outcome(d.outcome, 'message'), d.note), link: '', listingId: '', at: d.resolvedAt };
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
