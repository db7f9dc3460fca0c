// The read-model contract: the collections' names, their view types and the presenters that read them.
// Projectors write through it and the APIs read through it, so a reader never loads the projection runtime.
// One line per feature file: `export * from './<feature>/<file>';`
export * from './projection-names';
export * from './accounts/users';
export * from './accounts/sessions';
export * from './accounts/documents';
export * from './accounts/present-user';
export * from './organizations/organizations';
export * from './organizations/present-organization';
export * from './listings/listings';
export * from './listings/partner-listings';
export * from './listings/present-listing';
export * from './settings/exchange-rate';
export * from './staff/staff';
export * from './contact/contact-messages';
export * from './event-log/event-log';
export * from './conversations/conversations';
export * from './conversations/parties';
export * from './conversations/present-conversation';
export * from './notifications/notifications';
export * from './notes/notes';
export * from './saves/saved-properties';
export * from './notifications/preferences';
export * from './notifications/presence';
export * from './drafts/listing-drafts';
export * from './views/listing-views';
export * from './offers/index';
export * from './viewings/viewings';
export * from './stays/stays';
export * from './requests/requests';
export * from './moderation/moderation';
export * from './moderation/timeline';
export * from './user-standing/standing';
export * from './organization-standing/standing';
export * from './verifications/verifications';
export * from './analysts/daily-counts';
export * from './projections/projections';
