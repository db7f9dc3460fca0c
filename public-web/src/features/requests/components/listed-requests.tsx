import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { optionLabel, type Translate } from '@fie/domain';
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
import { useT } from '../../../lib/i18n/language';
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

/** What an empty list says: the viewer's own requests, or those from seekers (in a category when one is chosen). */
function emptyOf(t: Translate, view: RequestsView, category: string): { title: string; text: string } {
  if (view === 'mine') {
    return {
      title: category ? t('requests.empty.mine-category', 'No requests yet in {category}', { category }) : t('requests.empty.mine', 'No requests yet'),
      text: t('requests.empty.mine-text', 'Post what you are looking for and where; we tell you as soon as a property that matches is listed, and owners with a match can message you.'),
    };
  }
  return {
    title: category ? t('requests.empty.matching-category', 'No requests for you yet in {category}', { category }) : t('requests.empty.matching', 'No requests for you yet'),
    text: t('requests.empty.matching-text', 'Requests from seekers that match your listings, or that are in the regions where you list, show here. Message a seeker from their card.'),
  };
}
const REQUEST_NEWS = ['request'];

/** What the flash says once the requester changed their request. */
function doneText(t: Translate, action: RequestAction): string {
  switch (action) {
    case 'pause':
      return t('requests.done.pause', 'Request paused');
    case 'resume':
      return t('requests.done.resume', 'Request resumed');
    case 'close':
      return t('requests.done.close', 'Request closed');
    case 'renew':
      return t('requests.done.renew', 'Request renewed for 90 days');
    default: {
      const never: never = action;
      return never;
    }
  }
}

/**
 * 'Listed Requests' (spec §2), the dashboards' Requests tab: the category filter, Refresh, the request cards
 * in a 3-column grid, and a paginator with the total. A notification's link (?request={id}) shows that request
 * marked. Loading, empty and failed states each say so.
 */
export function ListedRequests({ views, organization, onMessage }: ListedRequestsProps) {
  const t = useT();
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
      flash('success', doneText(t, action));
      setClosing(null);
      refresh();
    }, t('requests.change-failed', 'Could not change the request'));
  }

  const empty = emptyOf(t, view, category ? optionLabel(t, 'category', category) : '');
  // One name for a request everywhere: a seeker's own are 'My requests', a lister's the seekers' ones.
  const title = views === 'mine' ? t('requests.panel.mine', 'My requests') : views === 'matching' ? t('requests.panel.matching', 'Requests from seekers') : t('requests.panel.both', 'Requests');

  const chooseView = (next: RequestsView) => {
    setView(next);
    filter.onPage(1);
  };

  return (
    <ListPanel
      title={title}
      nouns={[t('requests.panel.noun-one', 'request'), t('requests.panel.noun-other', 'requests')]}
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
      listLabel={mine ? t('requests.panel.yours', 'Your requests') : t('requests.panel.matching', 'Requests from seekers')}
      empty={
        <ListPanelEmpty
          title={empty.title}
          text={empty.text}
          action={
            mine ? (
              <Button variant="contained" component={RouterLink} to={paths.addRequest} startIcon={<PostAddOutlined />}>
                {t('requests.page.title', 'Post a request')}
              </Button>
            ) : null
          }
        />
      }
      {...filter}
      busy={busy}
      loadingLabel={t('requests.panel.loading', 'Loading requests')}
      onRefresh={refresh}
      problem={problem}
      action={
        views !== 'matching' ? (
          <Button variant="contained" startIcon={<PostAddOutlined />} component={RouterLink} to={paths.addRequest}>
            {t('requests.page.title', 'Post a request')}
          </Button>
        ) : null
      }
      above={
        views === 'both' ? (
          <Tabs value={view} onChange={(_, next: RequestsView) => chooseView(next)} aria-label={t('requests.panel.whose', 'Whose requests')} sx={{ mb: 1 }}>
            <Tab value="matching" label={t('requests.panel.seekers', 'Seekers looking')} />
            <Tab value="mine" label={t('requests.panel.yours', 'Your requests')} />
          </Tabs>
        ) : null
      }
      notices={
        posted ? (
          <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null })}>
            <AlertTitle>{t('requests.posted', 'Request submitted successfully')}</AlertTitle>
            {t('requests.posted-detail', 'Your request is below, marked. Listings that match it show on its card, and we tell you as soon as a new one is listed; owners with a match can message you.')}
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
          title={t('requests.close.title', 'Close {title}?', { title: requestTitle(t, closing) })}
          text={
            closing.kind === 'search'
              ? t('requests.close.search', 'You will get no more alerts for this search.')
              : t('requests.close.request', 'Owners will no longer see it and you will get no more alerts for it. To stop for a while, pause it instead.')
          }
          confirmLabel={t('requests.action.close', 'Close')}
          busy={busy}
          onConfirm={() => void act(closing, 'close')}
          onClose={() => setClosing(null)}
        />
      ) : null}
    </ListPanel>
  );
}
