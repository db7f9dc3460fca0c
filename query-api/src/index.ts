export { queryRouter } from './app';
export type { QueryDeps } from './shared/deps';
export { SearchThreads } from './listings/search-threads';
export * from './realtime/attach';
export { createSite, type Site, type SiteDeps } from './site/site-router';
export { PageCache } from './site/page-cache';
export { shortLinkRoutes } from './notifications/short-links';
