/** What the shell offers the app: the frame around every page. */
export { Header, type HeaderProps } from './header';
export { Footer } from './footer';
export type { Viewer } from './viewer';
export type { BellItem, BellState } from './notifications';
