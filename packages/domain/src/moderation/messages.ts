import { apiText as t } from '../i18n/texts';

/** The wording of listings moderation and of reports from users, shared by the API, the console and the site. */
export const moderationMessages = {
  signInToReport: t('api.moderation.sign-in-to-report', 'Please sign in to report a listing'),
  reasonRequired: t('api.moderation.reason-required', 'Give a reason: the lister reads it'),
  reasonTooLong: t('api.moderation.reason-too-long', 'Keep the reason under 1,000 characters'),
  reportReasonRequired: t('api.moderation.report-reason-required', 'Choose why you are reporting this listing'),
  detailsTooLong: t('api.moderation.details-too-long', 'Keep the details under 1,000 characters'),
  outcomeRequired: t('api.moderation.outcome-required', 'Choose the outcome'),
  noteTooLong: t('api.moderation.note-too-long', 'Keep the note under 1,000 characters'),
  reported: t('api.moderation.reported', 'Report received. Our moderators will look at this listing.'),
  alreadyReported: t('api.moderation.already-reported', 'You have already reported this listing'),
  reportOwnListing: t('api.moderation.report-own-listing', 'You cannot report your own listing'),
  reportNotFound: t('api.moderation.report-not-found', 'No such report'),
  reportResolved: t('api.moderation.report-resolved', 'This report has already been resolved'),
  notHidden: t('api.moderation.not-hidden', 'This listing is not hidden'),
  alreadyHidden: t('api.moderation.already-hidden', 'This listing is already hidden'),
  hiddenByModerators: t('api.moderation.hidden-by-moderators', 'Our moderators hid this listing. Edit it if needed, then ask for a review.'),
  reviewNotNeeded: t('api.moderation.review-not-needed', 'This listing is not hidden, so it needs no review'),
  reviewAlreadyRequested: t('api.moderation.review-already-requested', 'A review has already been asked for; our moderators will answer soon'),
  reviewRequested: t('api.moderation.review-requested', 'Review requested. Our moderators will look at your listing again.'),
  decided: {
    approve: t('api.moderation.decided.approve', 'Listing approved'),
    hide: t('api.moderation.decided.hide', 'Listing hidden'),
    restore: t('api.moderation.decided.restore', 'Listing restored'),
    remove: t('api.moderation.decided.remove', 'Listing removed'),
  },
  resolved: t('api.moderation.resolved', 'Report resolved; the reporter has been told'),
} as const;
