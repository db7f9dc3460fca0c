export { commandRouter } from './app';
export type { CommandDeps } from './shared/deps';
export { ensureAdministrator } from './staff/staff-accounts';
export { createStaffByOperator, resetPasswordByOperator } from './staff/staff-management';
export { DIGEST_HOUR_UTC, Notifier } from './notifications/notifier';
export { RequestReactors } from './requests/reactors';
export { ViewingReminders } from './viewings/reminders';
export { ListingFreshness } from './listings/freshness';
export { IDEMPOTENCY } from './shared/idempotency';
