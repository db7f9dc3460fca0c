/** What the requests feature offers the app: the pages and panels are lazy-loaded by app/lazy-pages.ts. */
export type { AddRequestPageProps } from './pages/add-request-page';
export type { ListedRequestsProps } from './components/listed-requests';
export type { PropertyRequest } from './api/requests';
