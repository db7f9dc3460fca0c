export { queryRouter } from './app';
export type { QueryDeps } from './shared/deps';
export { SearchThreads } from './listings/search-threads';
export * from './realtime/attach';
