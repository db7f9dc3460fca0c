/**
 * What the notes feature offers the app: the Notes drawer of the property page, loaded lazily by file
 * (app/lazy-pages.ts) and handed to the property page by the app, so the two features never meet.
 */
export type { NotesDrawerProps } from './components/notes-drawer';
