/** What the dashboard feature offers the app: the user dashboard page (lazy-loaded by the route table). */
export { UserDashboard } from './user-dashboard';
export type { DashboardProps, DashboardUser } from './types';
