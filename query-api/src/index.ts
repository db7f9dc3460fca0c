export { queryRouter } from './app';
export type { QueryDeps } from './shared/deps';
