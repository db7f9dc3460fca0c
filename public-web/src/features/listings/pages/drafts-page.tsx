import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDateTime, optionLabel } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useFlash } from '../../../components/ui/flash-message';
import { config } from '../../../config';
import { useDocumentTitle } from '../../../lib/document-title';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { discardDraft, fetchDraft, fetchDrafts, type Draft } from '../api/drafts';
import { ListProperty } from '../components/list-property';
import { LoadState } from '../../../components/ui/load-state';

/** A failed load keeps the server's words (said in the page's language when shown); '' when there were none. */
type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : '');

/** Loads once per key, with a reload for Retry; aborted when the page moves on. */
function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const current = useRef<AbortController | null>(null);
  const reload = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', message: messageOf(error) }),
    );
    // `key` names what is loaded; `load` is a new function on every render, so it is not a dependency.
  }, [key]);
  useEffect(() => {
    reload();
    return () => current.current?.abort();
  }, [reload]);
  return { state, reload, setState };
}

/**
 * /add_property (owners, agents and organizations): listings started and kept for later, with Resume and
 * Discard; ?draft={id} opens one in its List Property form, to finish and list it, or to keep it again.
 */
export function DraftsPage({ dashboardPath }: { dashboardPath: string }) {
  const t = useT();
  useDocumentTitle(`${config.productName} · ${t('listings.drafts.title', 'Property drafts')}`);
  const [search] = useSearchParams();
  const draftId = search.get('draft');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      {draftId ? <ResumeDraft key={draftId} id={draftId} dashboardPath={dashboardPath} /> : <DraftList />}
    </Container>
  );
}

function DraftList() {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const { flash } = useFlash();
  const { state, reload, setState } = useLoad((signal) => fetchDrafts({ signal }), 'drafts');
  const [discarding, setDiscarding] = useState<{ draft: Draft; busy: boolean } | null>(null);

  async function discard(draft: Draft) {
    setDiscarding({ draft, busy: true });
    try {
      await discardDraft(draft.id);
      flash('success', t('listings.drafts.discarded', 'Draft discarded'));
      setState((current) => (current.status === 'ready' ? { status: 'ready', data: current.data.filter((d) => d.id !== draft.id) } : current));
      setDiscarding(null);
    } catch (error) {
      flash('error', t('listings.drafts.discard-failed', 'Could not discard the draft: {reason}', { reason: say(messageOf(error)) || t('listings.form.failed', 'Something went wrong') }));
      setDiscarding(null);
    }
  }

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            {t('listings.drafts.title', 'Property drafts')}
          </Typography>
          <Typography color="text.secondary">{t('listings.drafts.intro', 'Listings you started and kept for later. Finish one when the photographs are ready; only you can see them.')}</Typography>
        </Box>
        <Button variant="contained" component={RouterLink} to={paths.listProperty} sx={{ flexShrink: 0 }}>
          {t('listings.drafts.start', 'Start a new listing')}
        </Button>
      </Stack>
      <LoadState
        loading={state.status === 'loading'}
        failed={state.status === 'failed'}
        loadingLabel={t('listings.drafts.loading', 'Loading your drafts')}
        failedTitle={t('listings.drafts.load-failed', 'We could not load your drafts')}
        message={state.status === 'failed' ? say(state.message) || undefined : undefined}
        onRetry={reload}
      />
      {state.status === 'ready' && state.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            {t('listings.drafts.empty', 'No drafts yet')}
          </Typography>
          <Typography color="text.secondary">{t('listings.drafts.empty-text', 'On the List Property form, press Save draft to keep a listing here and finish it later.')}</Typography>
        </Paper>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <Box component="ul" aria-label={t('listings.drafts.list', 'Your drafts')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {state.data.map((draft) => (
            <Paper component="li" variant="outlined" key={draft.id} sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{draft.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('listings.drafts.saved-on', '{category} · saved {when}', { category: optionLabel(t, 'category', draft.category), when: formatDateTime(language, draft.saved_at) })}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button variant="contained" component={RouterLink} to={`${paths.addProperty}?draft=${encodeURIComponent(draft.id)}`} aria-label={t('listings.drafts.resume-named', 'Resume {title}', { title: draft.title })}>
                  {t('listings.drafts.resume', 'Resume')}
                </Button>
                <Button color="error" onClick={() => setDiscarding({ draft, busy: false })} aria-label={t('listings.drafts.discard-named', 'Discard {title}', { title: draft.title })}>
                  {t('listings.drafts.discard', 'Discard')}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Box>
      ) : null}
      {discarding ? (
        <ConfirmDialog
          title={t('listings.drafts.discard-title', 'Discard draft')}
          text={t('listings.drafts.discard-text', 'Discard "{title}"? What you typed in it cannot be brought back.', { title: discarding.draft.title })}
          confirmLabel={t('listings.drafts.discard', 'Discard')}
          busy={discarding.busy}
          onConfirm={() => void discard(discarding.draft)}
          onClose={() => setDiscarding(null)}
        />
      ) : null}
    </>
  );
}

function ResumeDraft({ id, dashboardPath }: { id: string; dashboardPath: string }) {
  const t = useT();
  const say = useSay();
  const { state, reload } = useLoad((signal) => fetchDraft(id, { signal }), id);
  const [listed, setListed] = useState(false);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {t('listings.drafts.finish', 'Finish your listing')}
      </Typography>
      <Button component={RouterLink} to={paths.addProperty} sx={{ mb: 2, px: 0 }}>
        {t('listings.drafts.all', 'All drafts')}
      </Button>
      <LoadState
        loading={state.status === 'loading'}
        failed={state.status === 'failed'}
        loadingLabel={t('listings.drafts.loading-one', 'Loading the draft')}
        failedTitle={t('listings.drafts.open-failed', 'We could not open this draft')}
        message={state.status === 'failed' ? say(state.message) || undefined : undefined}
        onRetry={reload}
      />
      {listed ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Typography>{t('listings.page.listed', 'Your property is listed.')}</Typography>
          <Button component={RouterLink} to={dashboardPath} variant="outlined" size="small">
            {t('listings.page.see-listed', 'See Listed Properties')}
          </Button>
        </Stack>
      ) : null}
      {state.status === 'ready' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ListProperty draft={state.data} onSaved={() => setListed(true)} />
        </Paper>
      ) : null}
    </>
  );
}
