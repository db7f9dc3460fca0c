/**
 * What the organizations feature offers the app. Its pages are loaded lazily by file (app/lazy-pages.ts);
 * the app builds the viewer from the stored session and passes it in, so this feature never reads
 * the accounts feature.
 */
export type { OrganizationViewer } from './viewer';
export type { MemberPermission } from './permissions';
