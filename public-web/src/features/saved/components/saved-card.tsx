import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../lib/paths';
import { acquisitionTag, placeLine, priceLines } from '../../../lib/property';
import type { SavedProperty, SavedStatus } from '../api/saved';

/** What to say when the server gives no status text of its own. */
const statusWords: Record<Exclude<SavedStatus, 'published'>, string> = {
  let: 'Let: no longer available',
  sold: 'Sold: no longer available',
  hidden: 'Not shown at the moment',
  archived: 'No longer listed',
  deleted: 'Removed by its lister',
};

const savedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Accra' });

/** 'House in East Legon, Accra' when the lister gave no title. */
export function savedName(saved: SavedProperty): string {
  const { property } = saved;
  if (property.title) return property.title;
  const place = placeLine(property);
  return [property.typeLabel, place ? `in ${place}` : ''].filter(Boolean).join(' ') || 'This property';
}

/**
 * One saved property. While it is published it links to its page; once let, sold, hidden or deleted it
 * keeps its last title, photo and price, greyed, and says plainly what became of it.
 */
export function SavedCard({ saved, onRemove }: { saved: SavedProperty; onRemove: () => void }) {
  const { property, available } = saved;
  const name = savedName(saved);
  const price = saved.priced ? priceLines(property) : undefined;
  const place = placeLine(property);
  const date = saved.savedAt ? new Date(saved.savedAt) : undefined;
  const status = available ? undefined : (saved.statusText ?? statusWords[saved.status as Exclude<SavedStatus, 'published'>] ?? 'No longer available');

  return (
    <Card component="article" variant="outlined" aria-label={name} sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: available ? 'background.paper' : 'grey.50' }}>
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200', filter: available ? 'none' : 'grayscale(1)', opacity: available ? 1 : 0.6 }}>
        {saved.thumbnail ? (
          <img src={saved.thumbnail} alt="" loading="lazy" decoding="async" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
        ) : (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
            <HomeWorkOutlined color="disabled" fontSize="large" aria-hidden />
          </Box>
        )}
        {available && property.acquisition ? (
          <Chip label={acquisitionTag(property.acquisition)} size="small" color="primary" sx={{ position: 'absolute', left: 8, top: 8, fontWeight: 600 }} />
        ) : null}
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        {status ? <Chip label={status} size="small" color={saved.status === 'hidden' ? 'default' : 'warning'} sx={{ mb: 1, fontWeight: 600 }} /> : null}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, color: available ? 'text.primary' : 'text.secondary' }}>
          {available ? (
            <Link component={RouterLink} to={paths.property(saved.id)} underline="hover" color="inherit">
              {name}
            </Link>
          ) : (
            name
          )}
        </Typography>
        {available && place ? (
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        ) : null}
        {price ? (
          <Typography sx={{ mt: 1, fontWeight: 700, color: available ? 'primary.dark' : 'text.secondary' }}>
            {price.main}
            {price.plan ? <Typography component="span" variant="body2" color="text.secondary">{` ${price.plan}`}</Typography> : null}
          </Typography>
        ) : null}
        {price?.cedis ? (
          <Typography variant="caption" color="text.secondary">
            {price.cedis}
          </Typography>
        ) : null}
        {date && !Number.isNaN(date.getTime()) ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            Saved {savedOn.format(date)}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <Button size="small" color="inherit" onClick={onRemove}>
          Remove
          <span style={visuallyHidden}>{` ${name} from saved`}</span>
        </Button>
      </CardActions>
    </Card>
  );
}
