import { apiText as t } from '../i18n/texts';
import { listingMessages } from '../listings/messages';

/** What people read about requests: the spec's wording where it has one (property-side.md §5, §8). */
export const requestMessages = {
  categoryRequired: t('api.requests.category-required', 'Category is required'),
  acquisitionRequired: t('api.requests.acquisition-required', 'Purchase type is required'),
  acquisitionInvalid: t('api.requests.acquisition-invalid', 'Choose Buy or Rent'),
  submitted: t('api.requests.submitted', 'Request submitted successfully'),
  failed: t('api.requests.failed', 'Something went wrong'),
  typeInvalid: t('api.requests.type-invalid', 'Choose a type of this category'),
  bedrooms: t('api.requests.bedrooms', 'Bedrooms must be between 1 and 9'),
  bathrooms: t('api.requests.bathrooms', 'Bathrooms must be between 1 and 9'),
  priceInvalid: t('api.requests.price-invalid', 'Enter a price in digits'),
  priceOrder: t('api.requests.price-order', 'The minimum price cannot be more than the maximum'),
  advanceMonthsInvalid: t('api.requests.advance-months-invalid', 'Enter the most months of advance you can pay, a whole number from 0 to 60'),
  furnishingInvalid: t('api.requests.furnishing-invalid', 'Choose not furnished, partly furnished or furnished'),
  additionalInfoTooLong: t('api.requests.additional-info-too-long', 'Keep the additional information under 1,000 characters'),
  matchTypeInvalid: t('api.requests.match-type-invalid', 'Choose exact, similar or broad'),
  locationRequired: t('api.requests.location-required', 'Choose a location'),
  locationUnknown: t('api.requests.location-unknown', 'Choose a place in Ghana from the list'),
  searchAreaRequired: t('api.requests.search-area-required', 'Search a place or move the map first, so we know where to look'),
  signInToPost: t('api.requests.sign-in-to-post', 'Sign in to post a request'),
  usersOnly: t('api.requests.users-only', 'Requests are posted by people looking for a property; sign in with your personal account'),

  priceTooHigh: listingMessages.priceTooHigh,
  currencyInvalid: t('api.requests.currency-invalid', 'Choose GH₵ or US$'),
  alreadyPosted: t('api.requests.already-posted', 'This request was already posted'),

  signInToSee: t('api.requests.sign-in-to-see', 'Please sign in to see requests'),
  organizationOnly: t('api.requests.organization-only', 'Only the organization and its members see the requests for its listings'),

  updated: t('api.requests.updated', 'Request updated'),
  paused: t('api.requests.paused', 'Request paused: owners no longer see it and you get no alerts until you resume it'),
  resumed: t('api.requests.resumed', 'Request resumed'),
  closed: t('api.requests.closed', 'Request closed'),
  renewed: t('api.requests.renewed', 'Request renewed for 90 days'),
  searchSaved: t('api.requests.search-saved', 'Search saved: we will tell you when a new property matches it'),
  notFound: t('api.requests.not-found', 'Request not found'),
  isClosed: t('api.requests.is-closed', 'This request is closed. Post a new one instead.'),
  isExpired: t('api.requests.is-expired', 'This request has expired. Renew it to open it again.'),
  savedSearchEdit: t('api.requests.saved-search-edit', 'A saved search is changed on the search page: search again and press Alert me'),
} as const;
