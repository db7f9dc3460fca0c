import { furnishingLabels } from '@fie/domain';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BathtubOutlined from '@mui/icons-material/BathtubOutlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { CardMenu } from '../../../components/ui/card-menu';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { PropertyRequest, RequestAction } from '../api/requests';

export const statusLabels: Record<PropertyRequest['status'], string> = { open: 'Open', paused: 'Paused', closed: 'Closed', expired: 'Expired' };
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Accra' });
const dateOf = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : day.format(new Date(iso)));

/** 'GH₵ 3,000 – 5,000 a month', 'Up to GH₵ 5,000', 'Any price'. */
export function priceRange(r: Pick<PropertyRequest, 'min_price' | 'max_price' | 'currency' | 'acquisition' | 'kind'>): string {
  // Rents compare by the month, requests and saved searches alike (as search compares them); short stays by the night.
  const perMonth = r.acquisition === 'rent' ? ' a month' : r.acquisition === 'short_stay' ? ' a night' : '';
  if (r.min_price !== null && r.max_price !== null) return `${formatMoney(r.min_price, r.currency)} – ${formatMoney(r.max_price, r.currency).replace(/^\S+ /, '')}${perMonth}`;
  if (r.max_price !== null) return `Up to ${formatMoney(r.max_price, r.currency)}${perMonth}`;
  if (r.min_price !== null) return `From ${formatMoney(r.min_price, r.currency)}${perMonth}`;
  return 'Any price';
}

/** 'House in East Legon', 'Residential in the map area you searched'. */
export const requestTitle = (r: PropertyRequest) => `${r.labels.type ?? r.labels.category}${r.location_details?.town ? ` in ${r.location_details.town}` : r.location_details ? ` in ${r.location_details.region_name}` : ''}`;

/** What the requester may do with their own request in its state. */
export function actionsFor(r: PropertyRequest): { action: RequestAction | 'edit'; label: string }[] {
  if (r.status === 'closed') return [];
  const actions: { action: RequestAction | 'edit'; label: string }[] = [];
  if (r.kind === 'request' && r.status !== 'expired') actions.push({ action: 'edit', label: 'Edit' });
  if (r.status === 'open') actions.push({ action: 'pause', label: 'Pause' });
  if (r.status === 'paused') actions.push({ action: 'resume', label: 'Resume' });
  actions.push({ action: 'renew', label: r.status === 'expired' ? 'Renew for 90 days' : 'Keep for another 90 days' });
  actions.push({ action: 'close', label: r.kind === 'search' ? 'Stop these alerts' : 'Close' });
  return actions;
}

/**
 * One request on Listed Requests (spec §2): the tag Purchase or Renting, the town, the price range, the
 * additional information, beds and baths, and the requester's name. A lister sees which of their listings
 * it matches and a Message button; the requester sees its status, its matches and what they may do with it.
 */
export function RequestCard({
  request: r,
  mine,
  highlighted = false,
  onAction,
  onMessage,
}: {
  request: PropertyRequest;
  mine: boolean;
  highlighted?: boolean;
  onAction?: (action: RequestAction | 'edit') => void;
  onMessage?: () => void;
}) {
  const title = requestTitle(r);
  const actions = mine ? actionsFor(r) : [];
  const live = r.status === 'open';

  return (
    <Card component="article" id={`request-${r.id}`} variant="outlined" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: highlighted ? 'primary.main' : undefined, borderWidth: highlighted ? 2 : 1 }}>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" color="primary" label={r.labels.tag} sx={{ fontWeight: 600 }} />
          {r.kind === 'search' ? <Chip size="small" variant="outlined" label="Saved search" /> : null}
          {mine && !live ? <Chip size="small" color={r.status === 'paused' ? 'default' : 'warning'} label={statusLabels[r.status]} /> : null}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {r.labels.place ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <PlaceOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{r.labels.place}</Typography>
          </Stack>
        ) : null}
        <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.dark' }}>{priceRange(r)}</Typography>
        {r.bedrooms !== null || r.bathrooms !== null ? (
          <Stack direction="row" spacing={2} sx={{ mt: 0.5, color: 'text.secondary' }}>
            {r.bedrooms !== null ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <BedOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">{`${r.bedrooms}${r.kind === 'search' ? '+' : ''} ${r.bedrooms === 1 ? 'bed' : 'beds'}`}</Typography>
              </Stack>
            ) : null}
            {r.bathrooms !== null ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <BathtubOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">{`${r.bathrooms}${r.kind === 'search' ? '+' : ''} ${r.bathrooms === 1 ? 'bath' : 'baths'}`}</Typography>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
        {r.furnishing || r.advance_months_max !== null ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {[
              r.furnishing ? (furnishingLabels as Record<string, string>)[r.furnishing] : '',
              r.advance_months_max === null ? '' : r.advance_months_max === 0 ? 'No advance' : `At most ${r.advance_months_max} month${r.advance_months_max === 1 ? '' : 's'}' advance`,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        ) : null}
        {r.additional_info ? (
          <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {r.additional_info}
          </Typography>
        ) : null}
        {mine ? (
          <>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {r.status === 'expired' ? `Ended ${dateOf(r.expiresAt)}` : r.status === 'closed' ? `Posted ${dateOf(r.createdAt)}` : `Posted ${dateOf(r.createdAt)} · open until ${dateOf(r.expiresAt)}`}
            </Typography>
            <Matches request={r} />
          </>
        ) : (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {`Requested by ${r.requester.name}`}
            </Typography>
            {r.matchesYourListings?.length ? (
              <Typography variant="body2" color="text.secondary">
                {'Matches your '}
                {r.matchesYourListings.map((l, i) => (
                  <span key={l._id}>
                    {i > 0 ? ', ' : ''}
                    <Link component={RouterLink} to={paths.property(l._id)}>
                      {l.title}
                    </Link>
                  </span>
                ))}
              </Typography>
            ) : null}
          </>
        )}
      </CardContent>
      {(!mine && onMessage) || actions.length ? (
        <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
          {!mine && onMessage ? (
            <Button size="small" variant="outlined" startIcon={<ChatBubbleOutline aria-hidden />} onClick={onMessage}>
              Message
              <span style={visuallyHidden}>{` ${r.requester.name}`}</span>
            </Button>
          ) : null}
          {actions.length ? (
            <CardMenu
              name={`Change ${title}`}
              items={actions.map((item) => ({ key: item.action, label: item.label, danger: item.action === 'close', onSelect: () => onAction?.(item.action) }))}
            />
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}

/** The requester's matches: how many, and the latest, each to its page. */
function Matches({ request: r }: { request: PropertyRequest }) {
  const count = r.matches ?? 0;
  if (count === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {r.status === 'open' ? 'No match yet: we tell you as soon as one is listed.' : 'No matches.'}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{`${count.toLocaleString('en-GH')} ${count === 1 ? 'match' : 'matches'}`}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {(r.recentMatches ?? []).map((m) => (
          <li key={m._id}>
            <Typography variant="body2">
              {m.available ? (
                <Link component={RouterLink} to={paths.property(m._id)}>
                  {m.title}
                </Link>
              ) : (
                `${m.title} (no longer available)`
              )}
              {m.price !== null && m.currency ? ` · ${formatMoney(m.price, m.currency)}${m.paymentPlanLabel ? ` ${m.paymentPlanLabel}` : ''}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
