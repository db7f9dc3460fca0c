/**
 * What the listings feature offers the app: its page and the Listed Properties panel are loaded lazily by
 * file (app/lazy-pages.ts); the app decides whose listings the panel shows and what the viewer may do.
 */
export type { ListedPropertiesProps } from './components/listed-properties';
export type { ListScope } from './api/listings';
