import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { categoryLabels } from '@fie/domain';
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
import { paths } from '../../../lib/paths';
import { discardDraft, fetchDraft, fetchDrafts, type Draft } from '../api/drafts';
import { ListProperty } from '../components/list-property';
import { LoadState } from '../../../components/ui/load-state';

type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; message: string };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');
const savedOn = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Accra' }).format(new Date(iso));

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
  useDocumentTitle(`${config.productName} · Property drafts`);
  const [search] = useSearchParams();
  const draftId = search.get('draft');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      {draftId ? <ResumeDraft key={draftId} id={draftId} dashboardPath={dashboardPath} /> : <DraftList />}
    </Container>
  );
}

function DraftList() {
  const { flash } = useFlash();
  const { state, reload, setState } = useLoad((signal) => fetchDrafts({ signal }), 'drafts');
  const [discarding, setDiscarding] = useState<{ draft: Draft; busy: boolean } | null>(null);

  async function discard(draft: Draft) {
    setDiscarding({ draft, busy: true });
    try {
      flash('success', await discardDraft(draft.id));
      setState((current) => (current.status === 'ready' ? { status: 'ready', data: current.data.filter((d) => d.id !== draft.id) } : current));
      setDiscarding(null);
    } catch (error) {
      flash('error', `Could not discard the draft: ${messageOf(error)}`);
      setDiscarding(null);
    }
  }

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
            Property drafts
          </Typography>
          <Typography color="text.secondary">Listings you started and kept for later. Finish one when the photographs are ready; only you can see them.</Typography>
        </Box>
        <Button variant="contained" component={RouterLink} to={paths.listProperty} sx={{ flexShrink: 0 }}>
          Start a new listing
        </Button>
      </Stack>
      <LoadState loading={state.status === 'loading'} failed={state.status === 'failed'} loadingLabel="Loading your drafts" failedTitle="We could not load your drafts" message={state.status === 'failed' ? state.message : undefined} onRetry={reload} />
      {state.status === 'ready' && state.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, textAlign: 'center' }}>
          <Typography variant="h6" component="p" gutterBottom>
            No drafts yet
          </Typography>
          <Typography color="text.secondary">On the List Property form, press Save draft to keep a listing here and finish it later.</Typography>
        </Paper>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <Box component="ul" aria-label="Your drafts" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {state.data.map((draft) => (
            <Paper component="li" variant="outlined" key={draft.id} sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{draft.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${categoryLabels[draft.category]} · saved ${savedOn(draft.saved_at)}`}
                </Typography>
              </Box>
              <Stack direction="row" spacing={1}>
                <Button variant="contained" component={RouterLink} to={`${paths.addProperty}?draft=${encodeURIComponent(draft.id)}`} aria-label={`Resume ${draft.title}`}>
                  Resume
                </Button>
                <Button color="error" onClick={() => setDiscarding({ draft, busy: false })} aria-label={`Discard ${draft.title}`}>
                  Discard
                </Button>
              </Stack>
            </Paper>
          ))}
        </Box>
      ) : null}
      {discarding ? (
        <ConfirmDialog
          title="Discard draft"
          text={`Discard "${discarding.draft.title}"? What you typed in it cannot be brought back.`}
          confirmLabel="Discard"
          busy={discarding.busy}
          onConfirm={() => void discard(discarding.draft)}
          onClose={() => setDiscarding(null)}
        />
      ) : null}
    </>
  );
}

function ResumeDraft({ id, dashboardPath }: { id: string; dashboardPath: string }) {
  const { state, reload } = useLoad((signal) => fetchDraft(id, { signal }), id);
  const [listed, setListed] = useState(false);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Finish your listing
      </Typography>
      <Button component={RouterLink} to={paths.addProperty} sx={{ mb: 2, px: 0 }}>
        All drafts
      </Button>
      <LoadState loading={state.status === 'loading'} failed={state.status === 'failed'} loadingLabel="Loading the draft" failedTitle="We could not open this draft" message={state.status === 'failed' ? state.message : undefined} onRetry={reload} />
      {listed ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
          <Typography>Your property is listed.</Typography>
          <Button component={RouterLink} to={dashboardPath} variant="outlined" size="small">
            See Listed Properties
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
