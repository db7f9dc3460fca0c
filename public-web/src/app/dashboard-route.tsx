import { Navigate } from 'react-router-dom';
import { useFlash } from '../components/ui/flash-message';
import { useAuth } from '../features/accounts';
import { paths } from '../lib/paths';
import { UserDashboardPage } from './lazy-pages';
import { OwnerPropertiesTab } from './listings-routes';
import { SavedTab } from './saved-routes';
import { MessagesTab } from './conversations-routes';
import { OffersTab } from './offers-routes';
import { PaymentsTab } from './payments-routes';
import { renderSearchDrawer } from './search-routes';
import { CalendarTab } from './viewings-routes';
import { RequestsTab } from './requests-routes';
import { renderVerification } from './verification-routes';

/**
 * /owner-dashboard (and /seeker_dashboard, the same dashboard): hands the dashboard feature the signed-in user and what it may do with the session
 * (reload the profile; end the session once the account is deleted), so it never imports accounts.
 * An organization has its own dashboard.
 */
export function UserDashboardRoute() {
  const auth = useAuth();
  const { flash } = useFlash();
  if (auth.organization) return <Navigate to={paths.organizationDashboard} replace />;
  return (
    <UserDashboardPage
      user={auth.user}
      propertiesPanel={<OwnerPropertiesTab />}
      savedPanel={<SavedTab />}
      messagesPanel={<MessagesTab />}
      offersPanel={<OffersTab />}
      paymentsPanel={<PaymentsTab />}
      requestsPanel={<RequestsTab />}
      calendarPanel={<CalendarTab />}
      renderVerification={renderVerification}
      renderSearchDrawer={renderSearchDrawer}
      onRefresh={() => auth.refreshUser()}
      onAccountDeleted={(message) => {
        auth.logout();
        flash('success', message);
      }}
    />
  );
}
