/**
 * The projections' names, as their checkpoints are stored. A reader waits for these to pass a command's
 * position and reports them in health, without loading the projections themselves; the projectors' tests
 * check that this is exactly the list they run (a new projection must be added here too).
 */
export const projectionNames: string[] = ['users', 'documents', 'organizations', 'listings', 'partner-listings', 'staff', 'settings', 'contact-messages', 'conversations', 'notifications', 'notes', 'saves', 'preferences', 'short-links', 'drafts', 'offers', 'payments', 'payout-accounts', 'reviews', 'viewings', 'stays', 'requests', 'moderation', 'user-standing', 'organization-standing', 'verifications', 'phone-reveals', 'sms-channel', 'learned-places', 'daily-counts', 'event-log'];
