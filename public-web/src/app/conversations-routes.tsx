import { lazy, Suspense, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useConversationsLive } from './conversations';
import { useT } from '../lib/i18n/language';

// The Messages tab loads when first shown.
const MessagesPanel = lazy(() => import('../features/conversations/components/messages-panel').then((m) => ({ default: m.MessagesPanel })));

function Loading() {
  const t = useT();
  return <LinearProgress aria-label={t('ui.loading.messages', 'Loading your messages')} />;
}

/** The user dashboard's Messages tab: every inbox the person reads (theirs, and their organization's when they answer for it). */
export function MessagesTab() {
  const live = useConversationsLive();
  return (
    <Suspense fallback={<Loading />}>
      <MessagesPanel live={live} />
    </Suspense>
  );
}

/** An organization dashboard's Messages tab: the organization's shared inbox. */
export function OrganizationMessagesTab({ organizationId }: { organizationId: string }) {
  const live = useConversationsLive();
  return (
    <Suspense fallback={<Loading />}>
      <MessagesPanel live={live} organizationId={organizationId} />
    </Suspense>
  );
}

/** For the organization pages: the inbox of `organizationId` when the viewer reads it (the organization, or a member with List Properties). */
export function renderOrganizationMessages(organizationId: string): ReactNode {
  return <OrganizationMessagesTab organizationId={organizationId} />;
}
