import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { categoryLabels } from '@fie/domain';
import Button from '@mui/material/Button';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PostAddOutlined from '@mui/icons-material/PostAddOutlined';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFlash } from '../../../components/ui/flash-message';
import { ListPanel, ListPanelEmpty, panelLoad, usePanelAction, usePanelFilter } from '../../../components/ui/list-panel';
import { PageLoader } from '../../../components/ui/page-loader';
import { readJustPosted } from '../../../lib/just-created';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { paths } from '../../../lib/paths';
import { changeRequest, PAGE_SIZE, type PropertyRequest, type RequestAction, type RequestsView } from '../api/requests';
import { useRequests } from '../hooks/use-requests';
import { RequestCard, requestTitle } from './request-card';

const EditRequestDialog = lazy(() => import('./edit-request-dialog').then((m) => ({ default: m.EditRequestDialog })));

export type ListedRequestsProps = {
  /**
   * 'mine': the viewer's own requests and saved searches; 'matching': the open requests a lister may answer;
   * 'both': a person who lists and may post too (an owner, an agent) switches between the two.
   */
  views: 'mine' | 'matching' | 'both';
  /** Only the requests for this organization's listings (its dashboard). */
  organization?: string;
  /** The Message button of a lister's card: the app opens the conversation with the requester. */
  onMessage?: (request: PropertyRequest) => void;
};

const empties: Record<RequestsView, { title: string; text: string }> = {
  mine: { title: 'No requests yet', text: 'Post what you are looking for and where; we tell you as soon as a property that matches is listed, and owners with a match can message you.' },
  matching: { title: 'No requests for you yet', text: 'Requests from seekers that match your listings, or that are in the regions where you list, show here. Message a seeker from their card.' },
};
const REQUEST_NEWS = ['request'];
const done: Record<RequestAction, string> = { pause: 'Request paused', resume: 'Request resumed', close: 'Request closed', renew: 'Request renewed for 90 days' };

/**
 * 'Listed Requests' (spec §2), the dashboards' Requests tab: the category filter, Refresh, the request cards
 * in a 3-column grid, and a paginator with the total. A notification's link (?request={id}) shows that request
 * marked. Loading, empty and failed states each say so.
 */
export function ListedRequests({ views, organization, onMessage }: ListedRequestsProps) {
  const { flash } = useFlash();
  const [search] = useSearchParams();
  const marked = search.get('request');
  // Sent here by the request form: the request just posted is the one marked, and this says it is in.
  const location = useLocation();
  const navigate = useNavigate();
  const justPosted = readJustPosted(location.state);
  const posted = justPosted && justPosted.id === marked ? justPosted : undefined;
  const [view, setView] = useState<RequestsView>(views === 'mine' || (views === 'both' && marked) ? 'mine' : 'matching');
  const filter = usePanelFilter();
  const { page, category } = filter;
  const { state, refresh } = useRequests({ page, category, view, organization });
  // A listing matched one of the viewer's requests, or one was found, is expiring or expired: the bell rang, and so does this list.
  useLiveRefresh(REQUEST_NEWS, refresh);
  const [editing, setEditing] = useState<PropertyRequest | null>(null);
  const [closing, setClosing] = useState<PropertyRequest | null>(null);
  const { busy, problem, run } = usePanelAction();

  const data = state.data;
  const mine = view === 'mine';

  // A notification followed while the tab is open: the request it names (its own), as it is now. Each
  // navigation has its own key, so following one to the very address already open (the request just posted,
  // then matched) still shows the new state.
  const seen = useRef(location.key);
  useEffect(() => {
    if (location.key === seen.current) return;
    seen.current = location.key;
    if (!marked) return;
    if (views === 'both') setView('mine');
    refresh();
  }, [location.key, marked, views, refresh]);

  // The request a notification led to: into view once it is shown.
  useEffect(() => {
    if (marked && data?.requests.some((r) => r.id === marked)) document.getElementById(`request-${marked}`)?.scrollIntoView?.({ block: 'center' });
  }, [marked, data]);

  async function act(request: PropertyRequest, action: RequestAction) {
    await run(async () => {
      await changeRequest(request.id, action);
      flash('success', done[action]);
      setClosing(null);
      refresh();
    }, 'Could not change the request');
  }

  const chooseView = (next: RequestsView) => {
    setView(next);
    filter.onPage(1);
  };

  return (
    <ListPanel
      title="Listed Requests"
      nouns={['request', 'requests']}
      {...panelLoad(state, PAGE_SIZE)}
      items={data?.requests}
      renderItem={(request) => (
        <RequestCard
          request={request}
          mine={mine}
          highlighted={request.id === marked}
          onMessage={onMessage ? () => onMessage(request) : undefined}
          onAction={(action) => {
            if (action === 'edit') setEditing(request);
            else if (action === 'close') setClosing(request);
            else void act(request, action);
          }}
        />
      )}
      listLabel={mine ? 'Your requests' : 'Requests from seekers'}
      empty={
        <ListPanelEmpty
          title={category ? `${empties[view].title} in ${categoryLabels[category]}` : empties[view].title}
          text={empties[view].text}
          action={
            mine ? (
              <Button variant="contained" component={RouterLink} to={paths.addRequest} startIcon={<PostAddOutlined />}>
                Post a request
              </Button>
            ) : null
          }
        />
      }
      {...filter}
      busy={busy}
      loadingLabel="Loading requests"
      onRefresh={refresh}
      problem={problem}
      action={
        views !== 'matching' ? (
          <Button variant="contained" startIcon={<PostAddOutlined />} component={RouterLink} to={paths.addRequest}>
            Post a request
          </Button>
        ) : null
      }
      above={
        views === 'both' ? (
          <Tabs value={view} onChange={(_, next: RequestsView) => chooseView(next)} aria-label="Whose requests" sx={{ mb: 1 }}>
            <Tab value="matching" label="Seekers looking" />
            <Tab value="mine" label="Your requests" />
          </Tabs>
        ) : null
      }
      notices={
        posted ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null })}>
            <AlertTitle>{posted.message || 'Request submitted successfully'}</AlertTitle>
            Your request is below, marked. Listings that match it show on its card, and we tell you as soon as a new one is listed; owners with a match can message you.
          </Alert>
        ) : null
      }
    >
      {editing ? (
        <Suspense fallback={<PageLoader />}>
          <EditRequestDialog
            request={editing}
            onClose={() => setEditing(null)}
            onSaved={(message) => {
              setEditing(null);
              flash('success', message);
              refresh();
            }}
          />
        </Suspense>
      ) : null}
      {closing ? (
        <ConfirmDialog
          title={`Close ${requestTitle(closing)}?`}
          text={closing.kind === 'search' ? 'You will get no more alerts for this search.' : 'Owners will no longer see it and you will get no more alerts for it. To stop for a while, pause it instead.'}
          confirmLabel="Close"
          busy={busy}
          onConfirm={() => void act(closing, 'close')}
          onClose={() => setClosing(null)}
        />
      ) : null}
    </ListPanel>
  );
}
