import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { FormBanner } from '../../../components/ui/form-banner';
import { PageFrame } from '../../../components/ui/page-frame';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { confirmListingByLink } from '../api/listings';

type State = { name: 'asking' } | { name: 'sending' } | { name: 'done'; message: string } | { name: 'failed'; message: string };

/**
 * /confirm-listing?token=…: where the freshness prompt's one-tap link lands, without signing in. Opening the
 * page confirms nothing (mail scanners fetch links); the button does, with a POST.
 */
export function ConfirmListingPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const [state, setState] = useState<State>({ name: 'asking' });
  useDocumentTitle('Fie · Still available?');

  async function confirm() {
    setState({ name: 'sending' });
    try {
      setState({ name: 'done', message: await confirmListingByLink(token) });
    } catch (error) {
      setState({ name: 'failed', message: error instanceof Error ? error.message : 'Could not confirm the listing' });
    }
  }

  if (state.name === 'done') {
    return (
      <PageFrame title="Confirmed">
        <FormBanner severity="success" message={state.message} />
        <Link component={RouterLink} to={paths.searchProperty}>
          See the listings on Fie
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title="Is your listing still available?" intro="Confirm it and it stays in search with the fresh listings (or comes back, if it was archived).">
      {state.name === 'failed' ? <FormBanner severity="error" message={state.message} /> : null}
      {token ? (
        <Button variant="contained" onClick={() => void confirm()} disabled={state.name === 'sending'}>
          Yes, it is still available
        </Button>
      ) : (
        <FormBanner severity="error" message="This link is not complete: open the link in your email again, or confirm the listing from your dashboard." />
      )}
    </PageFrame>
  );
}
