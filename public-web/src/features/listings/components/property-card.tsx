import { Link as RouterLink } from 'react-router-dom';
import { acquisitionLabels, type ListingStatus } from '@fie/domain';
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
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { ListedProperty } from '../api/listings';
import { cediEquivalent } from '../format';

export const statusLabels: Record<ListingStatus, string> = { published: 'Published', hidden: 'Hidden', archived: 'Archived', let: 'Let', sold: 'Sold' };

export type CardAction = { kind: 'status'; status: ListingStatus; label: string } | { kind: 'calendar'; label: string } | { kind: 'review'; label: string } | { kind: 'confirm'; label: string } | { kind: 'delete'; label: string };

/** A published listing its lister was asked about (30 days unconfirmed) or that left search for it (60 days). */
export const confirmDue = (property: ListedProperty) => property.status === 'published' && !property.moderation && (property.freshness.prompted || property.freshness.archived);

/** What may be done with a listing in its state: the menu shows only these (and only what the viewer may do). */
export function actionsFor(property: ListedProperty, can: { list: boolean; delete: boolean }): CardAction[] {
  const actions: CardAction[] = [];
  // Hidden by moderators: only they show it again, after the lister (having edited it, if needed) asks.
  if (property.moderation) {
    if (can.list && !property.moderation.reviewRequested) actions.push({ kind: 'review', label: 'Ask for a review' });
    if (can.delete) actions.push({ kind: 'delete', label: 'Delete' });
    return actions;
  }
  if (can.list) {
    if (confirmDue(property)) actions.push({ kind: 'confirm', label: 'Still available? Confirm' });
    // A short stay on show (or hidden for a while) keeps its calendar; let, sold or archived ones are off the market.
    if (property.acquisition === 'short_stay' && (property.status === 'published' || property.status === 'hidden')) actions.push({ kind: 'calendar', label: 'Booked dates' });
    if (property.status === 'published') actions.push({ kind: 'status', status: 'hidden', label: 'Hide' });
    if (property.status === 'hidden') actions.push({ kind: 'status', status: 'published', label: 'Unhide' });
    if (property.status === 'published' || property.status === 'hidden') {
      actions.push(property.acquisition === 'buy' ? { kind: 'status', status: 'sold', label: 'Mark as sold' } : { kind: 'status', status: 'let', label: 'Mark as let' });
      actions.push({ kind: 'status', status: 'archived', label: 'Archive' });
    }
    if (property.status === 'archived' || property.status === 'let' || property.status === 'sold') actions.push({ kind: 'status', status: 'published', label: 'Publish again' });
  }
  if (can.delete) actions.push({ kind: 'delete', label: 'Delete' });
  return actions;
}

const actionIcons: Record<string, typeof MoreVert> = {
  Hide: VisibilityOffOutlined,
  Unhide: VisibilityOutlined,
  'Mark as sold': HandshakeOutlined,
  'Mark as let': HandshakeOutlined,
  Archive: ArchiveOutlined,
  'Booked dates': EventBusyOutlined,
  'Publish again': PublishOutlined,
  'Ask for a review': RateReviewOutlined,
  'Still available? Confirm': TaskAltOutlined,
  Delete: DeleteOutline,
};

/** '3 saves': how many people saved the listing (never who: seekers' shortlists are theirs). */
export const savesText = (saves: number) => (saves === 0 ? 'No saves yet' : `${saves.toLocaleString('en-GH')} ${saves === 1 ? 'save' : 'saves'}`);

/** 'N seekers want a place like this': people whose open request or saved search it matches (never who). */
export const seekersText = (seekers: number) => `${seekers.toLocaleString('en-GH')} ${seekers === 1 ? 'seeker wants' : 'seekers want'} a place like this`;

/** How the card names a listing for screen readers and menus: 'Townhouse in Kpandai'. */
export const nameOf = (property: ListedProperty) => `${property.typeLabel}${property.town ? ` in ${property.town}` : ''}`;

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
  const name = nameOf(property);
  const cover = property.images[0];
  // Archived as stale it is out of search and its page, as an archived listing is, until confirmed.
  const published = property.status === 'published' && !property.freshness.archived;
  const confirmAction = actions.find((a) => a.kind === 'confirm');
  const equivalent = cediEquivalent(property.price, property.currency, property.priceGhs);
  // A rent by the year, week or day, as search compares it.
  const monthly = property.monthlyRentGhs !== undefined ? `about ${formatMoney(property.monthlyRentGhs, 'GHS')} a month` : undefined;

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
        <Chip label={acquisitionLabels[property.acquisition]} size="small" color="primary" sx={{ position: 'absolute', left: 8, top: 8, fontWeight: 600 }} />
        {!published ? (
          <Chip label={property.freshness.archived && property.status === 'published' ? 'Archived: not confirmed' : statusLabels[property.status]} size="small" color={property.status === 'hidden' ? 'default' : 'warning'} sx={{ position: 'absolute', right: 8, top: 8, bgcolor: property.status === 'hidden' ? 'grey.100' : undefined }} />
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
            {property.moderation.hiddenBy === 'reports' ? 'Hidden after reports until our moderators review it.' : `Hidden by our moderators: ${property.moderation.reason}`}
            {property.moderation.reviewRequested ? ' You asked for a review.' : ' Edit it if needed, then ask for a review.'}
          </Alert>
        ) : null}
        {confirmAction ? (
          <Alert
            severity={property.freshness.archived ? 'warning' : 'info'}
            sx={{ my: 1, py: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => onAction(confirmAction)}>
                Confirm
              </Button>
            }
          >
            {property.freshness.archived ? 'Not confirmed for 60 days, so it is out of search. Still available?' : 'Still available? Confirm it to keep it ranking with fresh listings.'}
          </Alert>
        ) : null}
        {property.title ? (
          <Typography variant="body2" color="text.secondary" noWrap title={property.title}>
            {property.title}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 1, fontWeight: 700, color: 'primary.dark' }}>
          {formatMoney(property.price, property.currency)}
          {property.paymentPlanLabel ? (
            <Typography component="span" variant="body2" color="text.secondary">{` ${property.paymentPlanLabel}`}</Typography>
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
              <Typography variant="body2">{`${property.bedrooms} ${property.bedrooms === 1 ? 'bed' : 'beds'}`}</Typography>
            </Stack>
          ) : null}
          {property.bathrooms !== undefined ? (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <BathtubOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">{`${property.bathrooms} ${property.bathrooms === 1 ? 'bath' : 'baths'}`}</Typography>
            </Stack>
          ) : null}
          {property.areaLabel ? <Typography variant="body2">{property.areaLabel}</Typography> : null}
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ mt: 1, alignItems: 'center', color: 'text.secondary' }}>
          <FavoriteBorder fontSize="small" aria-hidden />
          <Typography variant="body2">{savesText(property.saves)}</Typography>
        </Stack>
        {property.seekers > 0 ? (
          <Stack direction="row" spacing={0.5} sx={{ mt: 0.5, alignItems: 'center', color: 'secondary.dark' }}>
            <PersonSearchOutlined fontSize="small" aria-hidden />
            <Typography variant="body2">{seekersText(property.seekers)}</Typography>
          </Stack>
        ) : null}
      </CardContent>
      {canEdit || actions.length ? (
        <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
          {canEdit ? (
            <Tooltip title="Edit" describeChild>
              <IconButton onClick={onEdit} size="small">
                <EditOutlined fontSize="small" aria-hidden />
                <span style={visuallyHidden}>{`Edit ${name}`}</span>
              </IconButton>
            </Tooltip>
          ) : null}
          {actions.length ? (
            <CardMenu
              name={`More actions for ${name}`}
              items={actions.map((action) => {
                const Icon = actionIcons[action.label] ?? MoreVert;
                return { key: action.label, label: action.label, icon: <Icon fontSize="small" aria-hidden />, danger: action.kind === 'delete', onSelect: () => onAction(action) };
              })}
            />
          ) : null}
        </CardActions>
      ) : null}
    </Card>
  );
}
