/**
 * What the saved feature offers the app: the heart (SaveButton) and the dashboard's Saved tab
 * (SavedPanel), each loaded lazily by file (app/lazy-pages.ts) and handed by the app to the pages that
 * show them, so the search, property and dashboard features never import this one.
 */
export type { SaveButtonProps } from './components/save-button';
