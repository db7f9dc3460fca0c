import type { ReactNode } from 'react';

/**
 * The signed-in person as the dashboard needs them. The app hands it in (from the accounts feature's
 * session), so this feature never reads how sessions are stored.
 */
export type DashboardDocument = { filename: string; name: string; location: string; size?: number; uploadedAt?: string };

export type DashboardUser = {
  /** The person's id (the signed-in user's): what their reviews are listed by. */
  id?: string;
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  userType: 'seeker' | 'owner' | 'organization_member';
  organization?: { name: string; dateAdded?: string };
  documents: readonly DashboardDocument[];
};

export type DashboardProps = {
  user: DashboardUser | null;
  /** Reloads the profile from the server (after an update, an upload, leaving an organization). */
  onRefresh: () => Promise<unknown>;
  /** The account is gone on the server: end the session here and say so. */
  onAccountDeleted: (message: string) => void;
  /** The Properties tab's content (Listed Properties, from the listings feature, handed in by the app). */
  propertiesPanel?: ReactNode;
  /** The Saved tab's content (saved properties, from the saved feature, handed in by the app). */
  savedPanel?: ReactNode;
  /** The Messages tab's content (the conversations feature, handed in by the app); #messages/{messageId} opens one. */
  messagesPanel?: ReactNode;
  /** The Offers tab's content (offers made and received, from the offers feature, handed in by the app); ?offer={id} shows one. */
  offersPanel?: ReactNode;
  /** The Payments tab's content (payments made and received, from the payments feature, handed in by the app). */
  paymentsPanel?: ReactNode;
  /** The Requests tab's content (Listed Requests, from the requests feature, handed in by the app); ?request={id} marks one. */
  requestsPanel?: ReactNode;
  /** The Calendar tab's content (viewings and stays by month, from the viewings feature, handed in by the app). */
  calendarPanel?: ReactNode;
  /** Under the Documents tab: the verified-badge section (the verification feature, handed in by the app), given the person's documents. */
  renderVerification?: (documents: readonly DashboardDocument[]) => ReactNode;
  /** The search drawer (spec §2: a circular search button opens it), from the search feature, handed in by the app. */
  renderSearchDrawer?: (props: { open: boolean; onClose: () => void }) => ReactNode;
};
