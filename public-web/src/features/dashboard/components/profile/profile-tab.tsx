import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import { scrollToSection } from '../../../../lib/scroll';
import type { DashboardProps, DashboardUser } from '../../types';
import { ChangePasswordPanel } from './change-password-panel';
import { DeleteAccountPanel } from './delete-account-panel';
import { DocumentsPanel } from './documents-panel';
import { PreferencesPanels } from './notifications-panel';
import { OrganizationPanel } from './organization-panel';
import { PersonalInfoPanel } from './personal-info-panel';
import { ReviewsPanel } from './reviews-panel';
import { SignOutEverywherePanel } from './sign-out-everywhere-panel';

/**
 * The Profile tab: Personal Info, Reviews of you, Notifications (and, for owners and agents, Calls and WhatsApp), Documents,
 * Change Password, Signed-in devices, Organization (members only), Delete Account.
 */
export function ProfileTab({ user, onRefresh, onAccountDeleted }: DashboardProps & { user: DashboardUser }) {
  const { hash } = useLocation();
  // My Account links to #account (Change Password); other sections can be linked the same way.
  useEffect(() => {
    const id = hash.slice(1);
    if (id && id !== 'profile') scrollToSection(id);
  }, [hash]);

  return (
    <Stack spacing={2}>
      <PersonalInfoPanel key={`${user.firstName}|${user.lastName}|${user.phone ?? ''}|${user.email}`} user={user} onSaved={onRefresh} />
      {user.id ? <ReviewsPanel userId={user.id} /> : null}
      <PreferencesPanels user={user} />
      <DocumentsPanel documents={user.documents} onChanged={onRefresh} />
      <ChangePasswordPanel />
      <SignOutEverywherePanel onSignedOut={onAccountDeleted} />
      {user.organization ? <OrganizationPanel organization={user.organization} onLeft={onRefresh} /> : null}
      <DeleteAccountPanel onDeleted={onAccountDeleted} />
    </Stack>
  );
}
