import { apiText as t } from '../i18n/texts';

/** What people read when they review, reply, or a review is refused or removed (issue 33), beside the rules. */
export const reviewMessages = {
  dealingRequired: t('api.reviews.dealing-required', 'Say which dealing you are reviewing: its payment, viewing or stay'),
  ratingsRequired: t('api.reviews.ratings-required', 'Give your ratings, each from 1 to 5'),
  ratingInvalid: t('api.reviews.rating-invalid', 'Give a rating from 1 to 5'),
  ratingUnknown: t('api.reviews.rating-unknown', 'Rate only what is asked for this side of the dealing'),
  textRequired: t('api.reviews.text-required', 'Write a few words about how it went'),
  textTooLong: t('api.reviews.text-too-long', 'A review or a reply can be at most 1,000 characters'),
  replyRequired: t('api.reviews.reply-required', 'Write your reply'),
  reasonRequired: t('api.reviews.reason-required', 'Say which rule of the review policy it breaks'),
  reasonTooLong: t('api.reviews.reason-too-long', 'A reason can be at most 500 characters'),

  noCompletedDealing: t('api.reviews.no-completed-dealing', 'You can review only after a dealing was completed: a viewing or stay paid through Fie and released to the lister, a deposit released on the keys, or a stay that has ended'),
  notYourDealing: t('api.reviews.not-your-dealing', 'Only the seeker and the lister of this dealing can review it'),
  windowClosed: t('api.reviews.window-closed', 'Reviews are written within 14 days of a completed dealing: this one’s time has passed'),
  alreadyReviewed: t('api.reviews.already-reviewed', 'You have already reviewed this dealing: a review cannot be written twice or changed'),
  notFound: t('api.reviews.not-found', 'Review not found'),
  onlySubjectReplies: t('api.reviews.only-subject-replies', 'Only the person the review is about can reply to it'),
  alreadyReplied: t('api.reviews.already-replied', 'You have already replied: there is one public reply to each review'),
  removed: t('api.reviews.removed', 'This review was removed by Fie’s staff'),
  alreadyRemoved: t('api.reviews.already-removed', 'This review is already removed'),
  signInToReview: t('api.reviews.sign-in-to-review', 'Please sign in to review'),
  concurrent: t('api.reviews.concurrent', 'The other side wrote at the same moment: please send yours again'),
  subjectRequired: t('api.reviews.subject-required', 'Say whose reviews to show'),

  submitted: t('api.reviews.submitted', 'Thank you: your review is shown once the other side has written theirs, or when the 14 days are over'),
  published: t('api.reviews.published', 'Thank you: both reviews are now shown'),
  replied: t('api.reviews.replied', 'Your reply is shown under the review'),
  removedDone: t('api.reviews.removed-done', 'Review removed'),
} as const;
