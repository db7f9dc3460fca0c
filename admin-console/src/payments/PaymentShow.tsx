import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { paymentStream, staffCan } from '@fie/domain';
import { DateField, FunctionField, Labeled, Link, Show, SimpleShowLayout, TopToolbar, useGetList, usePermissions, useRecordContext } from 'react-admin';
import { accra, Rows } from '../components/Rows';
import { ScrollRegion } from '../components/ScrollRegion';
import { StreamLink } from '../events/StreamLink';
import type { EventRecord } from '../events/types';
import { sentence } from '../lib/labels';
import { DecideButton } from './DecideButton';
import { dealingLabel, dealingStream, decidable, kindLabel, money, stepLabel, type PaymentRecord, type PaymentStep } from './types';

/** Release, refund or split: only on a payment staff may decide, and only for a role that may decide payments. */
const Decisions = () => {
  const payment = useRecordContext<PaymentRecord>();
  const { permissions } = usePermissions<string>();
  if (!payment || !decidable(payment) || !staffCan(permissions ?? '', 'payments.decide')) return null;
  return (
    <>
      <DecideButton decision="release" />
      <DecideButton decision="refund" />
      <DecideButton decision="split" />
    </>
  );
};

/** The lister's party key (user:… or organization:…) as a link to that person's or organization's page. */
const ListerLink = ({ lister }: { lister: string }) => {
  const [kind, id] = lister.split(':', 2);
  if (!id || (kind !== 'user' && kind !== 'organization')) return <>{lister}</>;
  return <Link to={`/${kind === 'user' ? 'users' : 'organizations'}/${encodeURIComponent(id)}/show`}>{lister}</Link>;
};

/** Why the payment waits for staff, said first. */
const Situation = () => {
  const p = useRecordContext<PaymentRecord>();
  if (!p) return null;
  const dispute = [...p.history].reverse().find((s) => s.type === 'PaymentDisputed');
  return (
    <Stack spacing={1}>
      {p.status === 'disputed' && (
        <Alert severity="warning">
          Disputed by the {p.disputedBy ?? 'other side'}
          {dispute?.reason ? `: “${dispute.reason}”` : dispute && dispute.reason === null ? ' (their words were erased with their account)' : ''}
          {dispute?.details ? ` ${dispute.details}` : ''}
        </Alert>
      )}
      {p.status === 'disputed' && dispute?.photos?.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="list" aria-label="The dispute’s photos">
          {dispute.photos.map((photo, i) => (
            <a key={photo.name} href={photo.location} target="_blank" rel="noreferrer" role="listitem">
              <img src={photo.thumbnail} alt={`Photo ${i + 1} of ${dispute.photos!.length} sent with the dispute`} width={120} height={90} style={{ objectFit: 'cover', borderRadius: 4 }} />
            </a>
          ))}
        </Stack>
      ) : null}
      {p.mismatch && p.status === 'held' && <Alert severity="error">The provider took {money(p.heldAmount)} where {money(p.amount)} was asked: held for staff, never released by itself.</Alert>}
    </Stack>
  );
};

/** What one step says beyond its name: its amount, cause, side, decision and words. */
const stepDetails = (s: PaymentStep) =>
  [
    s.amount !== undefined ? money(s.amount) : '',
    s.mismatch ? 'amount differs from what was asked' : '',
    s.cause ? sentence(s.cause) : '',
    s.side ? `by the ${s.side}` : '',
    s.decision ? `${sentence(s.decision)}${s.decision === 'split' && s.amount !== undefined ? ' (lister’s share)' : ''}` : '',
    s.reason ? `“${s.reason}”` : s.reason === null ? '(words erased)' : '',
    s.details ?? '',
    s.photos?.length ? `${s.photos.length} photo${s.photos.length === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' · ');

const PaymentHistory = () => {
  const p = useRecordContext<PaymentRecord>();
  if (!p) return null;
  return (
    <ScrollRegion label="Payment history">
      <Rows title="Payment history" rows={p.history} empty="No steps yet" head={['When', 'Step', 'Details', 'By']} cells={(s) => [accra(s.at), stepLabel(s.type), stepDetails(s), s.by ?? '']} />
    </ScrollRegion>
  );
};

/** The dealing the payment is for (the viewing, offer or stay request): its own events, oldest first. */
const DealingHistory = () => {
  const p = useRecordContext<PaymentRecord>();
  const stream = p ? dealingStream(p) : '';
  const { data, isPending, error } = useGetList<EventRecord>('events', { filter: { stream }, sort: { field: 'position', order: 'ASC' }, pagination: { page: 1, perPage: 100 } }, { enabled: !!p });
  if (!p) return null;
  return (
    <Stack spacing={1}>
      <Labeled label="Dealing">
        <span>
          {dealingLabel(p.kind)} <StreamLink streamId={stream}>{p.dealingId}</StreamLink> on listing <Link to={`/listings/${encodeURIComponent(p.listingId)}/show`}>{p.listingId}</Link>
        </span>
      </Labeled>
      <ScrollRegion label="Dealing history">
        <Rows
          title="Dealing history"
          rows={data}
          empty={isPending ? 'Loading…' : error ? 'The dealing’s history could not be read' : 'No events of this dealing'}
          head={['When', 'Event', 'Position']}
          cells={(e) => [accra(e.createdAt), e.type, e.position]}
        />
      </ScrollRegion>
    </Stack>
  );
};

/** Money on its way (asked of the provider, or a payer still to approve) moves by itself: read it again until it settles. */
const moving = new Set(['requested', 'pending', 'release_requested', 'refund_requested', 'split_requested']);
const refetchWhileMoving = (query: { state: { data?: unknown } }) => (moving.has((query.state.data as PaymentRecord | undefined)?.status ?? '') ? 2000 : false);

export const PaymentShow = () => (
  <Show
    title="Payment"
    queryOptions={{ refetchInterval: refetchWhileMoving }}
    actions={
      <TopToolbar>
        <Decisions />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <Situation />
      <FunctionField<PaymentRecord> label="Kind" render={(p) => kindLabel(p.kind)} />
      <FunctionField<PaymentRecord> label="State" render={(p) => sentence(p.status)} />
      <FunctionField<PaymentRecord> label="Next" render={(p) => `${sentence(p.next.what)}${p.next.at ? `, ${accra(p.next.at)}` : ''}`} />
      <FunctionField<PaymentRecord> label="Asked" render={(p) => money(p.amount)} />
      <FunctionField<PaymentRecord> label="Held" render={(p) => money(p.heldAmount)} />
      <FunctionField<PaymentRecord> label="Released to the lister" render={(p) => money(p.released)} />
      <FunctionField<PaymentRecord> label="Refunded to the payer" render={(p) => money(p.refunded)} />
      <FunctionField<PaymentRecord> label="Paid by" render={(p) => (p.method === 'card' ? 'Card, on the provider’s checkout page' : `Mobile money (${(p.network ?? '').toUpperCase()}), number ending ${p.phoneEnding}`)} />
      <FunctionField<PaymentRecord> label="Payer" render={(p) => <Link to={`/users/${encodeURIComponent(p.payerId)}/show`}>{p.payerId}</Link>} />
      <FunctionField<PaymentRecord> label="Lister" render={(p) => <ListerLink lister={p.lister} />} />
      <DateField source="requestedAt" label="Requested" showTime />
      <FunctionField<PaymentRecord> label="Events" render={(p) => <StreamLink streamId={paymentStream(p.id)}>All events of this payment</StreamLink>} />
      <PaymentHistory />
      <DealingHistory />
    </SimpleShowLayout>
  </Show>
);
