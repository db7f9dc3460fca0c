import { Link as RouterLink } from 'react-router-dom';
import { formatDate, type Translate } from '@fie/domain';
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
import { useLanguage, useT } from '../../../lib/i18n/language';
import { fateLabel } from '../../../lib/listing-fate';
import { paths } from '../../../lib/paths';
import { acquisitionTag, placeLine, priceLines } from '../../../lib/property';
import type { SavedProperty } from '../api/saved';

/** 'House in East Legon, Accra' when the lister gave no title. */
export function savedName(t: Translate, saved: SavedProperty): string {
  const { property } = saved;
  if (property.title) return property.title;
  const place = placeLine(property);
  if (property.typeLabel && place) return t('saved.card.name', '{type} in {place}', { type: property.typeLabel, place });
  return property.typeLabel || t('saved.card.this-property', 'This property');
}

/**
 * One saved property. While it is published it links to its page; once let, sold, hidden, deleted or taken down
 * it keeps its last title, photo and price, greyed, says plainly what became of it, and still links to its page,
 * which tells the whole story and offers similar listings nearby (issue 32).
 */
export function SavedCard({ saved, onRemove }: { saved: SavedProperty; onRemove: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const { property, available } = saved;
  const name = savedName(t, saved);
  const price = saved.priced ? priceLines(property, t) : undefined;
  const place = placeLine(property);
  const status = available ? undefined : saved.fate ? fateLabel(t, saved.fate) : t('saved.card.unavailable', 'No longer available');
  const savedOn = saved.savedAt ? formatDate(language, saved.savedAt) : '';

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
          <Chip label={acquisitionTag(property.acquisition, t)} size="small" color="primary" sx={{ position: 'absolute', left: 8, top: 8, fontWeight: 600 }} />
        ) : null}
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        {status ? <Chip label={status} size="small" color={saved.fate === 'paused' || saved.fate === 'hidden' ? 'default' : 'warning'} sx={{ mb: 1, fontWeight: 600, maxWidth: '100%' }} data-testid="saved-status" /> : null}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3, color: available ? 'text.primary' : 'text.secondary' }}>
          <Link component={RouterLink} to={paths.property(saved.id)} underline="hover" color="inherit">
            {name}
          </Link>
        </Typography>
        {available && place ? (
          <Typography variant="body2" color="text.secondary">
            {place}
          </Typography>
        ) : null}
        {!available ? (
          <Typography variant="body2" color="text.secondary">
            {t('saved.card.what-happened', 'Open it to see what happened and similar properties nearby.')}
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
        {savedOn ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t('saved.card.saved-on', 'Saved {date}', { date: savedOn })}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <Button size="small" color="inherit" onClick={onRemove}>
          {t('saved.card.remove', 'Remove')}
          <span style={visuallyHidden}>{t('saved.card.remove-which', ' {name} from saved', { name })}</span>
        </Button>
      </CardActions>
    </Card>
  );
}
