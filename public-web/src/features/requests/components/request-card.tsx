import { formatDate, optionLabel, paymentPlanLabels, type Language, type Translate } from '@fie/domain';
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
import { useLanguage, useT } from '../../../lib/i18n/language';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { PropertyRequest, RequestAction } from '../api/requests';

/** A request's state, in the reader's language. */
export function statusLabel(t: Translate, status: PropertyRequest['status']): string {
  switch (status) {
    case 'open':
      return t('requests.status.open', 'Open');
    case 'paused':
      return t('requests.status.paused', 'Paused');
    case 'closed':
      return t('requests.status.closed', 'Closed');
    case 'expired':
      return t('requests.status.expired', 'Expired');
    default: {
      const never: never = status;
      return never;
    }
  }
}
const dateOf = (language: Language, iso: string) => formatDate(language, iso);

/** 'GH₵ 3,000 – 5,000 a month', 'Up to GH₵ 5,000', 'Any price', in the reader's language. */
export function priceRange(t: Translate, r: Pick<PropertyRequest, 'min_price' | 'max_price' | 'currency' | 'acquisition' | 'kind'>): string {
  // Rents compare by the month, requests and saved searches alike (as search compares them); short stays by the night.
  const per = r.acquisition === 'rent' ? 'month' : r.acquisition === 'short_stay' ? 'night' : 'none';
  if (r.min_price !== null && r.max_price !== null) {
    return t('requests.price.between', '{min} – {max}{per, select, month { a month} night { a night} other {}}', { min: formatMoney(r.min_price, r.currency), max: formatMoney(r.max_price, r.currency).replace(/^\S+ /, ''), per });
  }
  if (r.max_price !== null) return t('requests.price.up-to', 'Up to {max}{per, select, month { a month} night { a night} other {}}', { max: formatMoney(r.max_price, r.currency), per });
  if (r.min_price !== null) return t('requests.price.from', 'From {min}{per, select, month { a month} night { a night} other {}}', { min: formatMoney(r.min_price, r.currency), per });
  return t('requests.price.any', 'Any price');
}

/** What the request is for: its type, or its category, in the reader's language (the server's label for anything else). */
const kindOf = (t: Translate, r: PropertyRequest) =>
  r.type ? optionLabel(t, 'type', r.type, r.labels.type ?? undefined) : r.category ? optionLabel(t, 'category', r.category, r.labels.category) : t('requests.card.any-category', 'Any category');

/** 'House in East Legon', 'Residential in Greater Accra'. */
export function requestTitle(t: Translate, r: PropertyRequest): string {
  const kind = kindOf(t, r);
  const place = r.location_details?.town || r.location_details?.region_name;
  return place ? t('requests.card.title', '{kind} in {place}', { kind, place }) : kind;
}

/** Where the request is for: the gazetteer place's name, or (a saved search) the map area or the circle searched. */
function placeLine(t: Translate, r: PropertyRequest): string {
  if (r.location_details) return r.labels.place;
  if (r.point?.radiusKm !== undefined) return t('requests.card.near-point', 'Within {km} km of a point', { km: r.point.radiusKm });
  if (r.bounds) return t('requests.card.map-area', 'The map area you searched');
  return '';
}

/** A matched listing's 'a month' (the server's English label) in the reader's language. */
function planText(t: Translate, label: string): string {
  const plan = Object.entries(paymentPlanLabels).find(([, english]) => english === label)?.[0];
  return plan ? optionLabel(t, 'plan', plan, label) : label;
}

/** The card's tag: what the seeker wants to do. */
const tagOf = (t: Translate, r: PropertyRequest) =>
  r.acquisition === 'buy'
    ? t('requests.tag.buy', 'Purchase')
    : r.acquisition === 'rent'
      ? t('requests.tag.rent', 'Renting')
      : r.acquisition === 'short_stay'
        ? t('requests.tag.short-stay', 'Short stay')
        : t('requests.tag.any', 'Any');

/** What the requester may do with their own request in its state. */
export function actionsFor(t: Translate, r: PropertyRequest): { action: RequestAction | 'edit'; label: string }[] {
  if (r.status === 'closed') return [];
  const actions: { action: RequestAction | 'edit'; label: string }[] = [];
  if (r.kind === 'request' && r.status !== 'expired') actions.push({ action: 'edit', label: t('requests.action.edit', 'Edit') });
  if (r.status === 'open') actions.push({ action: 'pause', label: t('requests.action.pause', 'Pause') });
  if (r.status === 'paused') actions.push({ action: 'resume', label: t('requests.action.resume', 'Resume') });
  actions.push({ action: 'renew', label: r.status === 'expired' ? t('requests.action.renew', 'Renew for 90 days') : t('requests.action.keep', 'Keep for another 90 days') });
  actions.push({ action: 'close', label: r.kind === 'search' ? t('requests.action.stop-alerts', 'Stop these alerts') : t('requests.action.close', 'Close') });
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
  const t = useT();
  const { language } = useLanguage();
  const title = requestTitle(t, r);
  const actions = mine ? actionsFor(t, r) : [];
  const live = r.status === 'open';

  return (
    <Card component="article" id={`request-${r.id}`} variant="outlined" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: highlighted ? 'primary.main' : undefined, borderWidth: highlighted ? 2 : 1 }}>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" color="primary" label={tagOf(t, r)} sx={{ fontWeight: 600 }} />
          {r.kind === 'search' ? <Chip size="small" variant="outlined" label={t('requests.card.saved-search', 'Saved search')} /> : null}
          {mine && !live ? <Chip size="small" color={r.status === 'paused' ? 'default' : 'warning'} label={statusLabel(t, r.status)} /> : null}
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {title}
        </Typography>
        {placeLine(t, r) ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
            <PlaceOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{placeLine(t, r)}</Typography>
          </Stack>
        ) : null}
        <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.dark' }}>{priceRange(t, r)}</Typography>
        {r.bedrooms !== null || r.bathrooms !== null ? (
          <Stack direction="row" spacing={2} sx={{ mt: 0.5, color: 'text.secondary' }}>
            {r.bedrooms !== null ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <BedOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">
                  {r.kind === 'search' ? t('requests.card.beds-least', '{count}+ beds', { count: r.bedrooms }) : t('requests.card.beds', '{count, plural, one {# bed} other {# beds}}', { count: r.bedrooms })}
                </Typography>
              </Stack>
            ) : null}
            {r.bathrooms !== null ? (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <BathtubOutlined fontSize="small" aria-hidden />
                <Typography variant="body2">
                  {r.kind === 'search' ? t('requests.card.baths-least', '{count}+ baths', { count: r.bathrooms }) : t('requests.card.baths', '{count, plural, one {# bath} other {# baths}}', { count: r.bathrooms })}
                </Typography>
              </Stack>
            ) : null}
          </Stack>
        ) : null}
        {r.furnishing || r.advance_months_max !== null ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {[
              r.furnishing ? optionLabel(t, 'furnishing', r.furnishing) : '',
              r.advance_months_max === null
                ? ''
                : r.advance_months_max === 0
                  ? t('requests.advance.none', 'No advance')
                  : t('requests.card.advance-most', 'Advance: at most {months, plural, one {# month} other {# months}}', { months: r.advance_months_max }),
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
              {r.status === 'expired'
                ? t('requests.card.ended', 'Ended {date}', { date: dateOf(language, r.expiresAt) })
                : r.status === 'closed'
                  ? t('requests.card.posted', 'Posted {date}', { date: dateOf(language, r.createdAt) })
                  : t('requests.card.posted-open', 'Posted {posted} · open until {until}', { posted: dateOf(language, r.createdAt), until: dateOf(language, r.expiresAt) })}
            </Typography>
            <Matches request={r} />
          </>
        ) : (
          <>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('requests.card.requested-by', 'Requested by {name}', { name: r.requester.name })}
            </Typography>
            {r.matchesYourListings?.length ? (
              <Typography variant="body2" color="text.secondary">
                {t('requests.card.matches-yours', 'Matches your listings: ')}
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
              {t('requests.card.message', 'Message')}
              <span style={visuallyHidden}>{` ${r.requester.name}`}</span>
            </Button>
          ) : null}
          {actions.length ? (
            <CardMenu
              name={t('requests.card.change', 'Change {title}', { title })}
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
  const t = useT();
  const count = r.matches ?? 0;
  if (count === 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {r.status === 'open' ? t('requests.matches.none-yet', 'No match yet: we tell you as soon as one is listed.') : t('requests.matches.none', 'No matches.')}
      </Typography>
    );
  }
  return (
    <Box sx={{ mt: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>{t('requests.matches.count', '{count, plural, one {# match} other {# matches}}', { count })}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {(r.recentMatches ?? []).map((m) => (
          <li key={m._id}>
            <Typography variant="body2">
              {m.available ? (
                <Link component={RouterLink} to={paths.property(m._id)}>
                  {m.title}
                </Link>
              ) : (
                t('requests.matches.gone', '{title} (no longer available)', { title: m.title })
              )}
              {m.price !== null && m.currency ? ` · ${formatMoney(m.price, m.currency)}${m.paymentPlanLabel ? ` ${planText(t, m.paymentPlanLabel)}` : ''}` : ''}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
