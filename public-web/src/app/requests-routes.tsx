import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import { useFlash } from '../components/ui/flash-message';
import { useAuth } from '../features/accounts';
import type { ListedRequestsProps, PropertyRequest } from '../features/requests';
import type { AlertMe } from '../features/search/components/alert-me-button';
import { optionLabel, type Translate } from '@fie/domain';
import { paths } from '../lib/paths';
import { useT } from '../lib/i18n/language';
import { acquisitionTag } from '../lib/property';
import { useConversationsLive } from './conversations';
import { AddRequestPage, ListedRequestsPanel } from './lazy-pages';
import type { RequestChatSubject } from './request-chat-dialog';
import { useSignInThen } from './sign-in-then';

// The chat loads when a lister first presses Message.
const RequestChatDialog = lazy(() => import('./request-chat-dialog').then((m) => ({ default: m.RequestChatDialog })));

const requestsPath = `${paths.ownerDashboard}?tab=requests`;
const money = (n: number, currency: string) => `${currency === 'USD' ? 'US$' : 'GH₵'} ${n.toLocaleString('en-GH')}`;

/** The chat's summary of a request (its card shows the same), in the page's language. */
function subjectOf(r: PropertyRequest, t: Translate): RequestChatSubject {
  const price =
    r.min_price !== null && r.max_price !== null
      ? `${money(r.min_price, r.currency)} – ${money(r.max_price, r.currency)}`
      : r.max_price !== null
        ? t('conversations.request-chat.up-to', 'Up to {price}', { price: money(r.max_price, r.currency) })
        : r.min_price !== null
          ? t('conversations.request-chat.from', 'From {price}', { price: money(r.min_price, r.currency) })
          : t('conversations.request-chat.any-price', 'Any price');
  const where = r.location_details?.town || r.location_details?.region_name;
  // The request's words by value where the tables know them; the server's label otherwise.
  const tag = r.acquisition ? acquisitionTag(r.acquisition, t) : r.labels.tag;
  const what = r.type ? optionLabel(t, 'type', r.type, r.labels.type ?? undefined) : r.category ? optionLabel(t, 'category', r.category, r.labels.category) : (r.labels.type ?? r.labels.category);
  const title = where ? t('conversations.request-chat.subject-where', '{tag}: {what} in {place}', { tag, what, place: where }) : t('conversations.request-chat.subject', '{tag}: {what}', { tag, what });
  return { requesterId: r.requester.id, requesterName: r.requester.name, title, price, listing: r.matchesYourListings?.[0] ? { id: r.matchesYourListings[0]._id, title: r.matchesYourListings[0].title } : null };
}

/** /add_request: the request form; a visitor's Submit opens the login dialog, and the form stays filled. */
export function AddRequestRoute() {
  const { token, organization } = useAuth();
  const signIn = useSignInThen();
  return <AddRequestPage viewer={!token ? 'visitor' : organization ? 'organization' : 'person'} onSignIn={() => signIn()} requestsPath={requestsPath} />;
}

/** Listed Requests with the Message button wired to the messaging feature, loaded with the tab. */
function RequestsPanel(props: Omit<ListedRequestsProps, 'onMessage'>) {
  const t = useT();
  const live = useConversationsLive();
  const [chat, setChat] = useState<RequestChatSubject | null>(null);
  const onMessage = useCallback((request: PropertyRequest) => setChat(subjectOf(request, t)), [t]);
  return (
    <>
      <Suspense fallback={<LinearProgress aria-label={t('ui.loading.requests', 'Loading requests')} />}>
        <ListedRequestsPanel {...props} onMessage={props.views === 'mine' ? undefined : onMessage} />
      </Suspense>
      {chat ? (
        <Suspense fallback={<LinearProgress aria-label={t('ui.loading.chat', 'Opening the chat')} sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />}>
          <RequestChatDialog subject={chat} live={live} onClose={() => setChat(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The user dashboard's Requests tab: a seeker's own requests; an owner or agent also sees the requests of
 * seekers that match their listings or lie in the regions where they list, and answers them.
 */
export function RequestsTab() {
  const { user } = useAuth();
  const lists = user?.userType === 'owner' || user?.userType === 'organization_member';
  return <RequestsPanel views={lists ? 'both' : 'mine'} />;
}

/** An organization dashboard's Requests tab: the requests for the organization's listings (its members see them too). */
export function renderOrganizationRequests(organizationId: string): ReactNode {
  return <RequestsPanel views="matching" organization={organizationId} />;
}

/**
 * The search page's "Alert me": saves the search for alerts (the requests feature's call, loaded on the first
 * press). A visitor signs in first, then it is saved; an organization's session gets no button.
 */
export function useAlertMe(): AlertMe | undefined {
  const t = useT();
  const { token, organization } = useAuth();
  const signIn = useSignInThen();
  const { flash } = useFlash();
  return useMemo(() => {
    if (organization) return undefined;
    return async (search) => {
      const save = async () => (await (await import('../features/requests/api/requests')).saveSearch(search)).message;
      if (token) return save();
      signIn(() => void save().then((message) => flash('success', message), (error: unknown) => flash('error', error instanceof Error ? error.message : t('ui.went-wrong', 'Something went wrong'))));
      return null;
    };
  }, [token, organization, signIn, flash, t]);
}
