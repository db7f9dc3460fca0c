import { useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { FormBanner } from '../../../components/ui/form-banner';
import { PageFrame } from '../../../components/ui/page-frame';
import { useDocumentTitle } from '../../../lib/document-title';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { confirmListingByLink } from '../api/listings';

type State = { name: 'asking' } | { name: 'sending' } | { name: 'done'; message: string } | { name: 'failed'; message: string };

/**
 * /confirm-listing?token=…: where the freshness prompt's one-tap link lands, without signing in. Opening the
 * page confirms nothing (mail scanners fetch links); the button does, with a POST.
 */
export function ConfirmListingPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  // Open without signing in (the link comes by mail or text): its words are the signed-in pages', so it asks for them.
  useAppWords();
  const t = useT();
  const say = useSay();
  const [state, setState] = useState<State>({ name: 'asking' });
  useDocumentTitle(`Fie · ${t('listings.confirm.still-available', 'Still available?')}`);

  async function confirm() {
    setState({ name: 'sending' });
    try {
      await confirmListingByLink(token);
      setState({ name: 'done', message: t('listings.confirm.done', 'Thank you: your listing is confirmed as still available') });
    } catch (error) {
      setState({ name: 'failed', message: error instanceof Error ? say(error.message) : t('listings.confirm.failed', 'Could not confirm the listing') });
    }
  }

  if (state.name === 'done') {
    return (
      <PageFrame title={t('listings.confirm.confirmed', 'Confirmed')}>
        <FormBanner severity="success" message={state.message} />
        <Link component={RouterLink} to={paths.searchProperty}>
          {t('listings.confirm.see-listings', 'See the listings on Fie')}
        </Link>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={t('listings.confirm.title', 'Is your listing still available?')} intro={t('listings.confirm.intro', 'Confirm it and it stays in search with the fresh listings (or comes back, if it was archived).')}>
      {state.name === 'failed' ? <FormBanner severity="error" message={state.message} /> : null}
      {token ? (
        <Button variant="contained" onClick={() => void confirm()} disabled={state.name === 'sending'}>
          {t('listings.confirm.yes', 'Yes, it is still available')}
        </Button>
      ) : (
        <FormBanner severity="error" message={t('listings.confirm.incomplete', 'This link is not complete: open the link in your email again, or confirm the listing from your dashboard.')} />
      )}
    </PageFrame>
  );
}
