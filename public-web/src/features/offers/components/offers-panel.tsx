import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import type { Translate } from '@fie/domain';
import { useFlash } from '../../../components/ui/flash-message';
import { useSay, useT } from '../../../lib/i18n/language';
import { useReload } from '../../../lib/use-reload';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { paths } from '../../../lib/paths';
import { answerOffer, fetchOffers, type Offer, type OfferAction, type OfferQuery, type TenancyReview } from '../api/offers';
import { termsText } from '../format';
import { AnswerDialog } from './answer-dialog';
import { CounterDialog } from './counter-dialog';
import { OfferCard } from './offer-card';
import { LoadState } from '../../../components/ui/load-state';

export type OffersPanelProps = {
  /** An organization's dashboard: its id, so a member sees what it received; a person's own dashboard leaves it out. */
  as?: string;
  /** 'both': a person's offers made and received; 'received': an organization's. */
  show?: 'both' | 'received';
  /** An accepted rental's holding deposit, paid into the hold (the payments feature, handed in by the app): where it stands, or the seeker's Pay. */
  renderPayment?: (props: { dealing: { kind: 'deposit'; id: string }; title: string; payer: boolean }) => ReactNode;
  /** A tenancy's reviews once its deposit is released (the viewings feature's review form, handed in by the app): where this side stands, and its form. */
  renderReview?: RenderTenancyReview;
};

/** A tenancy's review, drawn on its offer's card: `onDone` says what the server said and reads the offers again. */
export type RenderTenancyReview = (props: { dealing: { kind: 'tenancy'; id: string }; side: 'seeker' | 'lister'; other: string; standing: TenancyReview; onDone: (message: string) => void }) => ReactNode;

type Role = 'all' | 'made' | 'received';
/** 'closed': declined or withdrawn, the offers that ended without a deal; an accepted one is shown as such. */
type Status = 'all' | 'open' | 'accepted' | 'closed';
type Pending = { offer: Offer; action: OfferAction };

const OFFER_NEWS = ['offer'];

/** Each offer under its outcome: those still being agreed, those agreed, and those that ended without a deal. */
const outcomesIn = (t: Translate) =>
  [
    { status: 'open', title: t('offers.outcome.open', 'Open'), list: t('offers.outcome.open-list', 'Open offers'), empty: t('offers.outcome.open-empty', 'No open offers') },
    { status: 'accepted', title: t('offers.outcome.accepted', 'Accepted'), list: t('offers.outcome.accepted-list', 'Accepted offers'), empty: t('offers.outcome.accepted-empty', 'No accepted offers') },
    { status: 'closed', title: t('offers.outcome.closed', 'Declined or withdrawn'), list: t('offers.outcome.closed-list', 'Declined or withdrawn offers'), empty: t('offers.outcome.closed-empty', 'No declined or withdrawn offers') },
  ] as const;
const outcomeOf = (offer: Offer): Exclude<Status, 'all'> => (offer.status === 'open' ? 'open' : offer.status === 'accepted' ? 'accepted' : 'closed');

/**
 * The Offers tab of both dashboards: the offers made and received, each with its history and the buttons that
 * side has now (accept, decline, counter, withdraw), each asked for again before it is sent. A notice's link
 * (?offer={id}) opens the tab with that offer shown in full.
 */
export function OffersPanel({ as, show = 'both', renderPayment, renderReview }: OffersPanelProps) {
  const t = useT();
  const say = useSay();
  const outcomes = outcomesIn(t);
  const { flash } = useFlash();
  const [search] = useSearchParams();
  const focus = search.get('offer');
  const [role, setRole] = useState<Role>(show === 'received' ? 'received' : 'all');
  // Every offer by default, each under its outcome: one accepted a moment ago is shown as accepted, not gone.
  const [status, setStatus] = useState<Status>('all');
  const [offers, setOffers] = useState<Offer[] | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const readOffers = useCallback(
    (signal: AbortSignal) => {
      // The server knows open and closed; accepted and declined-or-withdrawn are both closed, told apart here.
      const query: OfferQuery = { ...(role === 'all' ? {} : { role }), ...(status === 'all' ? {} : { status: status === 'open' ? 'open' : 'closed' }), ...(as ? { as } : {}) };
      return fetchOffers(query, { signal }).then((found) => (status === 'all' ? found : found.filter((offer) => outcomeOf(offer) === status)));
    },
    [role, status, as],
  );
  const { load, reload } = useReload(readOffers, setOffers);
  // The other side made, countered, accepted, declined or withdrew an offer: the bell rang, and so does this list.
  useLiveRefresh(OFFER_NEWS, reload);

  // The offer a notice linked to, brought into view once it is drawn.
  useEffect(() => {
    if (focus && offers?.some((o) => o.id === focus)) document.getElementById(`offer-${focus}`)?.scrollIntoView?.({ block: 'center' });
  }, [focus, offers]);

  async function send(offer: Offer, action: OfferAction, body: object) {
    await answerOffer(offer.id, action, body);
    setPending(null);
    flash('success', answeredText(t, action));
    reload();
  }

  const count = offers?.length ?? 0;
  const empty = role === 'received' || show === 'received'
    ? { title: t('offers.empty.received', 'No offers received'), text: t('offers.empty.received-text', 'Offers seekers make on your listings arrive here, for you to accept, decline or counter.') }
    : role === 'made'
      ? { title: t('offers.empty.made', 'No offers made'), text: t('offers.empty.made-text', 'Press Make offer on a property for sale or rent to offer a price, or a monthly rent and the months of advance you can pay.') }
      : { title: t('offers.empty.all', 'No offers yet'), text: t('offers.empty.all-text', 'Offers you make on properties, and offers seekers make on your listings, arrive here with every step.') };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="offers-title" sx={{ p: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography id="offers-title" variant="h6" component="h2">
          {t('offers.panel.title', 'Offers')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          {show === 'both' ? (
            <ToggleButtonGroup size="small" exclusive value={role} onChange={(_, next: Role | null) => next && setRole(next)} aria-label={t('offers.panel.which', 'Which offers')}>
              <ToggleButton value="all">{t('offers.panel.all', 'All')}</ToggleButton>
              <ToggleButton value="made">{t('offers.panel.made', 'Made')}</ToggleButton>
              <ToggleButton value="received">{t('offers.panel.received', 'Received')}</ToggleButton>
            </ToggleButtonGroup>
          ) : null}
          <TextField select size="small" label={t('offers.panel.status', 'Status')} value={status} onChange={(event) => setStatus(event.target.value as Status)} sx={{ minWidth: 120 }}>
            <MenuItem value="all">{t('offers.panel.all', 'All')}</MenuItem>
            {outcomes.map((outcome) => (
              <MenuItem key={outcome.status} value={outcome.status}>
                {outcome.title}
              </MenuItem>
            ))}
          </TextField>
          <Button startIcon={<Refresh aria-hidden />} onClick={reload} disabled={load.status === 'loading'}>
            {t('offers.panel.refresh', 'Refresh')}
          </Button>
        </Stack>
      </Stack>

      <LoadState
        loading={load.status === 'loading'}
        failed={load.status === 'failed'}
        loadingLabel={t('offers.panel.loading', 'Loading your offers')}
        failedTitle={t('offers.panel.load-failed', 'We could not load your offers')}
        message={load.status === 'failed' ? say(load.message) : undefined}
        onRetry={reload}
        spaced
      />

      {offers && count === 0 && load.status === 'ready' ? (
        <Box sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="h6" component="p" gutterBottom>
            {outcomes.find((o) => o.status === status)?.empty ?? empty.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {empty.text}
          </Typography>
          {show === 'both' ? (
            <Button variant="contained" component={RouterLink} to={paths.searchProperty}>
              {t('offers.panel.search', 'Search property')}
            </Button>
          ) : null}
        </Box>
      ) : null}

      {offers && count > 0 ? (
        <Stack spacing={3}>
          {outcomes.map((outcome) => {
            const these = offers.filter((offer) => outcomeOf(offer) === outcome.status);
            if (these.length === 0) return null;
            const headingId = `offers-${outcome.status}`;
            return (
              <Box component="section" key={outcome.status} aria-labelledby={headingId}>
                <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
                  {t('offers.panel.section', '{title} ({count})', { title: outcome.title, count: these.length })}
                </Typography>
                <Box component="ul" aria-label={outcome.list} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                  {these.map((offer) => (
                    <Box component="li" key={offer.id}>
                      <OfferCard offer={offer} highlighted={offer.id === focus} onAction={(action) => setPending({ offer, action })} payment={renderPayment && offer.status === 'accepted' && offer.acquisition === 'rent' ? renderPayment({ dealing: { kind: 'deposit', id: offer.id }, title: t('offers.deposit.for', 'Holding deposit for {title}', { title: offer.property.title }), payer: offer.side === 'seeker' }) : undefined}
                        review={renderReview && offer.review ? renderReview({ dealing: { kind: 'tenancy', id: offer.id }, side: offer.side, other: offer.side === 'seeker' ? offer.lister.name : offer.seeker.name, standing: offer.review, onDone: (message) => { flash('success', message); reload(); } }) : undefined}
                      />
                    </Box>
                  ))}
                </Box>
              </Box>
            );
          })}
        </Stack>
      ) : null}

      {pending?.action === 'counter' ? <CounterDialog offer={pending.offer} onClose={() => setPending(null)} onSend={(terms) => send(pending.offer, 'counter', terms)} /> : null}
      {pending && pending.action !== 'counter' ? <ConfirmAnswer pending={pending} onClose={() => setPending(null)} onSend={(message) => send(pending.offer, pending.action, message ? { message } : {})} /> : null}
    </Paper>
  );
}

/** What the flash says once an answer went through. */
function answeredText(t: Translate, action: OfferAction): string {
  switch (action) {
    case 'accept':
      return t('offers.answered.accept', 'Offer accepted');
    case 'counter':
      return t('offers.answered.counter', 'Counter-offer sent');
    case 'decline':
      return t('offers.answered.decline', 'Offer declined');
    case 'withdraw':
      return t('offers.answered.withdraw', 'Offer withdrawn');
    default: {
      const never: never = action;
      return never;
    }
  }
}

/** What each answer means, said before it is sent. */
function ConfirmAnswer({ pending, onClose, onSend }: { pending: Pending; onClose: () => void; onSend: (message: string) => Promise<void> }) {
  const t = useT();
  const { offer, action } = pending;
  const other = offer.side === 'seeker' ? offer.lister.name : offer.seeker.name;
  const terms = termsText(t, offer.terms, offer.acquisition);
  // A seeker answers the lister's counter-offer; a lister answers the seeker's offer.
  const theirs = offer.side === 'seeker' ? 'counter' : 'offer';
  const copy =
    action === 'accept'
      ? {
          title: t('offers.confirm.accept-title', "{theirs, select, counter {Accept {name}'s counter-offer?} other {Accept {name}'s offer?}}", { theirs, name: other }),
          text: t(
            'offers.confirm.accept-text',
            'You agree to {terms} for {title}. The offer closes as accepted and {name} is told. {rent, select, yes {The seeker may then secure the home with a holding deposit, kept by Fie’s licensed payment provider until the keys are received.} other {Agree with {name} how to pay.}} Sign the tenancy or sale agreement together.',
            { terms, title: offer.property.title, name: other, rent: offer.acquisition === 'rent' ? 'yes' : 'no' },
          ),
          confirmLabel: t('offers.action.accept', 'Accept'),
          destructive: false,
        }
      : action === 'decline'
        ? {
            title: t('offers.confirm.decline-title', "{theirs, select, counter {Decline {name}'s counter-offer?} other {Decline {name}'s offer?}}", { theirs, name: other }),
            text: t('offers.confirm.decline-text', 'The offer of {terms} closes as declined and {name} is told. They can make a new offer.', { terms, name: other }),
            confirmLabel: t('offers.action.decline', 'Decline'),
            destructive: true,
          }
        : {
            title: t('offers.confirm.withdraw-title', 'Withdraw your offer?'),
            text: t('offers.confirm.withdraw-text', 'Your offer of {terms} closes and {name} is told. You can make a new offer later.', { terms, name: other }),
            confirmLabel: t('offers.action.withdraw', 'Withdraw'),
            destructive: true,
          };
  return <AnswerDialog {...copy} onClose={onClose} onConfirm={onSend} />;
}
