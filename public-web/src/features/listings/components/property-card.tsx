import { Link as RouterLink } from 'react-router-dom';
import { optionLabel, type ListingStatus, type Translate } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import BathtubOutlined from '@mui/icons-material/BathtubOutlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import PublishOutlined from '@mui/icons-material/PublishOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { CardMenu } from '../../../components/ui/card-menu';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { useT } from '../../../lib/i18n/language';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { ListedProperty } from '../api/listings';
import { cediEquivalent } from '../format';

/** A listing's state in the reader's language. */
export function statusLabel(t: Translate, status: ListingStatus): string {
  switch (status) {
    case 'published':
      return t('listings.status.published', 'Published');
    case 'hidden':
      return t('listings.status.hidden', 'Hidden');
    case 'archived':
      return t('listings.status.archived', 'Archived');
    case 'let':
      return t('listings.status.let', 'Let');
    case 'sold':
      return t('listings.status.sold', 'Sold');
    default: {
      const never: never = status;
      return never;
    }
  }
}

export type CardAction = { kind: 'status'; status: ListingStatus; label: string } | { kind: 'calendar'; label: string } | { kind: 'review'; label: string } | { kind: 'confirm'; label: string } | { kind: 'delete'; label: string };

/** A published listing its lister was asked about (30 days unconfirmed) or that left search for it (60 days). */
export const confirmDue = (property: ListedProperty) => property.status === 'published' && !property.moderation && (property.freshness.prompted || property.freshness.archived);

/** What may be done with a listing in its state: the menu shows only these (and only what the viewer may do). */
export function actionsFor(property: ListedProperty, can: { list: boolean; delete: boolean }, t: Translate): CardAction[] {
  const actions: CardAction[] = [];
  const remove: CardAction = { kind: 'delete', label: t('listings.action.delete', 'Delete') };
  // Hidden by moderators: only they show it again, after the lister (having edited it, if needed) asks.
  if (property.moderation) {
    if (can.list && !property.moderation.reviewRequested) actions.push({ kind: 'review', label: t('listings.action.review', 'Ask for a review') });
    if (can.delete) actions.push(remove);
    return actions;
  }
  if (can.list) {
    if (confirmDue(property)) actions.push({ kind: 'confirm', label: t('listings.action.confirm', 'Still available? Confirm') });
    // A short stay on show (or hidden for a while) keeps its calendar; let, sold or archived ones are off the market.
    if (property.acquisition === 'short_stay' && (property.status === 'published' || property.status === 'hidden')) actions.push({ kind: 'calendar', label: t('listings.action.booked-dates', 'Booked dates') });
    if (property.status === 'published') actions.push({ kind: 'status', status: 'hidden', label: t('listings.action.hide', 'Hide') });
    if (property.status === 'hidden') actions.push({ kind: 'status', status: 'published', label: t('listings.action.unhide', 'Unhide') });
    if (property.status === 'published' || property.status === 'hidden') {
      actions.push(property.acquisition === 'buy' ? { kind: 'status', status: 'sold', label: t('listings.action.sold', 'Mark as sold') } : { kind: 'status', status: 'let', label: t('listings.action.let', 'Mark as let') });
      actions.push({ kind: 'status', status: 'archived', label: t('listings.action.archive', 'Archive') });
    }
    if (property.status === 'archived' || property.status === 'let' || property.status === 'sold') actions.push({ kind: 'status', status: 'published', label: t('listings.action.publish-again', 'Publish again') });
  }
  if (can.delete) actions.push(remove);
  return actions;
}

/** Each action's icon, by what it does (its label is in the reader's language). */
function iconOf(action: CardAction, property: ListedProperty): typeof MoreVert {
  switch (action.kind) {
    case 'delete':
      return DeleteOutline;
    case 'calendar':
      return EventBusyOutlined;
    case 'review':
      return RateReviewOutlined;
    case 'confirm':
      return TaskAltOutlined;
    case 'status':
      if (action.status === 'hidden') return VisibilityOffOutlined;
      if (action.status === 'let' || action.status === 'sold') return HandshakeOutlined;
      if (action.status === 'archived') return ArchiveOutlined;
      return property.status === 'hidden' ? VisibilityOutlined : PublishOutlined;
    default:
      return MoreVert;
  }
}

/** '3 saves': how many people saved the listing (never who: seekers' shortlists are theirs). */
export const savesText = (t: Translate, saves: number) => t('listings.card.saves', '{saves, plural, =0 {No saves yet} one {# save} other {# saves}}', { saves });

/** 'N seekers want a place like this': people whose open request or saved search it matches (never who). */
export const seekersText = (t: Translate, seekers: number) => t('listings.card.seekers', '{seekers, plural, one {# seeker wants} other {# seekers want}} a place like this', { seekers });

/** How the card names a listing for screen readers and menus: 'Townhouse in Kpandai'. */
export const nameOf = (t: Translate, property: ListedProperty) => {
  const type = optionLabel(t, 'type', property.type, property.typeLabel);
  return property.town ? t('listings.card.name', '{type} in {town}', { type, town: property.town }) : type;
};

/**
 * One listing on Listed Properties: acquisition tag, first photo, type and town, price with its currency
 * (and the cedi equivalent of a dollar price), beds and baths, how many people saved it, the status when
 * it is not published; the pencil opens Update Property, the menu the other actions.
 */
export function PropertyCard({
  property,
  canEdit,
  actions,
  onEdit,
  onAction,
}: {
  property: ListedProperty;
  canEdit: boolean;
  actions: CardAction[];
  onEdit: () => void;
  onAction: (action: CardAction) => void;
}) {
  const t = useT();
  const name = nameOf(t, property);
  const cover = property.images[0];
  // Archived as stale it is out of search and its page, as an archived listing is, until confirmed.
  const published = property.status === 'published' && !property.freshness.archived;
  const confirmAction = actions.find((a) => a.kind === 'confirm');
  const equivalent = cediEquivalent(property.price, property.currency, property.priceGhs);
  // A rent by the year, week or day, as search compares it.
  const monthly = property.monthlyRentGhs !== undefined ? t('listings.card.about-monthly', 'about {amount} a month', { amount: formatMoney(property.monthlyRentGhs, 'GHS') }) : undefined;
  const plan = property.raw.payment_plan && property.acquisition !== 'buy' ? optionLabel(t, 'plan', String(property.raw.payment_plan).toUpperCase(), property.paymentPlanLabel) : property.paymentPlanLabel;

  return (
    <Card component="article" variant="outlined" aria-label={name} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200' }}>
        {cover ? (
          <img src={cover.thumbnail} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: published ? 1 : 0.7 }} />
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <HomeWorkOutlined color="disabled" fontSize="large" aria-hidden />
          </Box>
        )}
        <Chip label={optionLabel(t, 'acquisition', property.acquisition)} size="small" color="primary" sx={{ position: 'absolute', left: 8, top: 8, fontWeight: 600 }} />
        {!published ? (
          <Chip label={property.freshness.archived && property.status === 'published' ? t('listings.status.stale', 'Archived: not confirmed') : statusLabel(t, property.status)} size="small" color={property.status === 'hidden' ? 'default' : 'warning'} sx={{ position: 'absolute', right: 8, top: 8, bgcolor: property.status === 'hidden' ? 'grey.100' : undefined }} />
        ) : null}
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {published ? (
            <Link component={RouterLink} to={paths.property(property.id)} underline="hover" color="inherit">
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {property.moderation ? (
          <Alert severity="warning" sx={{ my: 1, py: 0 }}>
            {property.moderation.hiddenBy === 'reports'
              ? t('listings.card.hidden-by-reports', 'Hidden after reports until our moderators review it.')
              : t('listings.card.hidden-by-staff', 'Hidden by our moderators: {reason}', { reason: property.moderation.reason })}
            {property.moderation.reviewRequested ? t('listings.card.review-asked', ' You asked for a review.') : t('listings.card.review-ask', ' Edit it if needed, then ask for a review.')}
          </Alert>
        ) : null}
        {confirmAction ? (
          <Alert
            severity={property.freshness.archived ? 'warning' : 'info'}
            sx={{ my: 1, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => onAction(confirmAction)}>
                {t('listings.card.confirm', 'Confirm')}
              </Button>
            }
          >
            {property.freshness.archived
              ? t('listings.card.stale-archived', 'Not confirmed for 60 days, so it is out of search. Still available?')
              : t('listings.card.stale-prompt', 'Still available? Confirm it to keep it ranking with fresh listings.')}
          </Alert>
        ) : null}
        {property.title ? (
          <Typography variant="body2" color="text.secondary" noWrap title={property.title}>
            {property.title}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.dark' }}>
          {formatMoney(property.price, property.currency)}
          {plan ? (
            <Typography component="span" variant="body2" color="text.secondary">{` ${plan}`}</Typography>
          ) : null}
        </Typography>
        {equivalent || monthly ? (
          <Typography variant="caption" color="text.secondary" component="p">
            {[equivalent, monthly].filter(Boolean).join(' · ')}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mt: 1, color: 'text.secondary', flexWrap: 'wrap' }}>
          {property.bedrooms !== undefined ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <BedOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{t('listings.card.beds', '{count, plural, one {# bed} other {# beds}}', { count: property.bedrooms })}</Typography>
            </Stack>
          ) : null}
          {property.bathrooms !== undefined ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <BathtubOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{t('listings.card.baths', '{count, plural, one {# bath} other {# baths}}', { count: property.bathrooms })}</Typography>
            </Stack>
          ) : null}
          {property.areaLabel ? <Typography variant="body2">{property.areaLabel}</Typography> : null}
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center', color: 'text.secondary' }}>
          <FavoriteBorder fontSize="small" aria-hidden />
          <Typography variant="body2">{savesText(t, property.saves)}</Typography>
        </Stack>
        {property.seekers > 0 ? (
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center', color: 'secondary.dark' }}>
            <PersonSearchOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{seekersText(t, property.seekers)}</Typography>
          </Stack>
        ) : null}
      </CardContent>
      {canEdit || actions.length ? (
        <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
          {canEdit ? (
            <Tooltip title={t('listings.card.edit', 'Edit')} describeChild>
              <IconButton onClick={onEdit} size="small">
                <EditOutlined fontSize="small" aria-hidden />
                <span style={visuallyHidden}>{t('listings.card.edit-named', 'Edit {name}', { name })}</span>
              </IconButton>
            </Tooltip>
          ) : null}
          {actions.length ? (
            <CardMenu
              name={t('listings.card.more-actions', 'More actions for {name}', { name })}
              items={actions.map((action) => {
                const Icon = iconOf(action, property);
                return { key: action.label, label: action.label, icon: <Icon fontSize="small" aria-hidden />, danger: action.kind === 'delete', onSelect: () => onAction(action) };
              })}
            />
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
