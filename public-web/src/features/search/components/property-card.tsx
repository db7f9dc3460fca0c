import { forwardRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import BathtubOutlined from '@mui/icons-material/BathtubOutlined';
import BedOutlined from '@mui/icons-material/BedOutlined';
import SquareFootOutlined from '@mui/icons-material/SquareFootOutlined';
import type { Translate } from '@fie/domain';
import { paths } from '../../../lib/paths';
import { useT } from '../../../lib/i18n/language';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { NEEDS_SCRIPT } from '../../../components/ui/needs-script';
import { acquisitionTag, placeLine, priceLines, typeName, type Property } from '../../../lib/property';

/** Thumbnails are 480 px wide (4:3); the card states the size so the grid does not jump while they arrive. */
const THUMB_WIDTH = 480;
const THUMB_HEIGHT = 360;
/** Cards whose photos are on a phone's first screen: fetched with the page, not once laid out (lazy). */
const EAGER_CARDS = 2;
/** The photo's width in the drawer's compact cards. */
const COMPACT_PHOTO_WIDTH = 150;

/**
 * The cards' staggered fade-in (spec §2): each card fades in over 400 ms (300 ms for partner cards),
 * starting a little after the one before, so a page of results arrives in reading order without the
 * last card waiting seconds. Still for people who ask their phone for less motion.
 */
export const STAGGER_MS = 60;
export function cardFade(index: number, durationMs: number) {
  return {
    ...fadeIn,
    animation: `fieCardIn ${durationMs}ms ease-out ${Math.min(index, 12) * STAGGER_MS}ms both`,
  };
}
const fadeIn = {
  '@keyframes fieCardIn': { from: { opacity: 0, transform: 'translateY(6px)' }, to: { opacity: 1, transform: 'none' } },
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
} as const;

/** How a card names its property (its heading): 'House in East Legon, Accra'. */
export function cardName(t: Translate, property: Property): string {
  const place = placeLine(property);
  return place ? t('search.card.name', '{type} in {place}', { type: typeName(property, t), place }) : typeName(property, t);
}

/**
 * One result: the first photo, the acquisition tag, type, town and city, the price in the listing's own
 * currency (a dollar price with its cedi equivalent), the payment plan, beds, baths and the real area.
 * The whole card links to the property page; the heart (`save`) sits over the photo, beside the link
 * rather than inside it, since a button inside a link is neither valid nor usable with a screen reader.
 */
export const PropertyCard = forwardRef<HTMLAnchorElement, {
  property: Property;
  /** Its place on the page, for the staggered fade-in. */
  index: number;
  selected?: boolean;
  onHover?: (id: string | null) => void;
  /** Photo beside the text, for the narrow search drawer. */
  compact?: boolean;
  /** The heart that saves the property, over the photo's corner. */
  save?: ReactNode;
  /** Fade in (a new page of results); cards the server drew are simply there. */
  fade?: boolean;
}>(function PropertyCard({ property, index, selected = false, onHover, compact = false, save, fade = true }, ref) {
  const t = useT();
  const price = priceLines(property, t);
  const image = property.images[0];
  return (
    <Box sx={{ ...(fade ? cardFade(index, 400) : {}), position: 'relative' }}>
      <Box
        component={RouterLink}
        ref={ref}
        to={paths.property(property.id, property.slug)}
        data-property-id={property.id}
        aria-current={selected ? 'true' : undefined}
        onMouseEnter={() => onHover?.(property.id)}
        onMouseLeave={() => onHover?.(null)}
        onFocus={() => onHover?.(property.id)}
        onBlur={() => onHover?.(null)}
        sx={{
          display: 'flex',
          flexDirection: compact ? 'row' : 'column',
          color: 'inherit',
          textDecoration: 'none',
          bgcolor: 'background.paper',
          border: 2,
          borderColor: selected ? 'secondary.main' : 'transparent',
          outline: '1px solid',
          outlineColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          boxShadow: selected ? 4 : 0,
          transition: 'box-shadow 150ms, border-color 150ms',
          '&:hover': { boxShadow: 3 },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '4 / 3', bgcolor: 'grey.200', ...(compact ? { width: COMPACT_PHOTO_WIDTH, flexShrink: 0, alignSelf: 'flex-start' } : {}) }}>
          {image ? (
            // A plain img: on MUI's Box, width and height would be read as styles, not the image's size.
            <img src={image.thumbnail} alt="" loading={index < EAGER_CARDS ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : undefined} decoding="async" width={THUMB_WIDTH} height={THUMB_HEIGHT} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              {t('search.card.nophoto', 'No photo yet')}
            </Typography>
          )}
          <Box
            component="span"
            sx={{ position: 'absolute', top: 8, left: 8, px: 1, py: 0.25, borderRadius: 1, fontSize: 12, fontWeight: 700, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            {acquisitionTag(property.acquisition, t)}
          </Box>
        </Box>
        <Box sx={{ p: 1.5, display: 'grid', gap: 0.5, minWidth: 0, alignContent: 'start' }}>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.3 }}>
            {price.main}
            {price.plan ? (
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                {price.plan}
                {/* A yearly rent beside monthly ones: its month, which the search compared. */}
                {price.monthly ? ` · ${price.monthly}` : ''}
              </Typography>
            ) : null}
          </Typography>
          {price.cedis ? (
            <Typography variant="body2" color="text.secondary">
              {price.cedis}
            </Typography>
          ) : null}
          {/* h2: the page's h1 names the search; each result is a section under it. */}
          <Typography component="h2" variant="body1" sx={{ fontWeight: 600 }}>
            {cardName(t, property)}
          </Typography>
          {property.listerVerified ? <VerifiedBadge /> : null}
          {property.title ? (
            <Typography variant="body2" color="text.secondary" noWrap title={property.title}>
              {property.title}
            </Typography>
          ) : null}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 0.5, color: 'text.secondary', fontSize: 14 }}>
            {property.bedrooms !== undefined ? <Fact icon={<BedOutlined fontSize="inherit" aria-hidden />} text={t('search.card.beds', '{count, plural, one {{count} bed} other {{count} beds}}', { count: property.bedrooms })} /> : null}
            {property.bathrooms !== undefined ? <Fact icon={<BathtubOutlined fontSize="inherit" aria-hidden />} text={t('search.card.baths', '{count, plural, one {{count} bath} other {{count} baths}}', { count: property.bathrooms })} /> : null}
            {property.areaLabel ? <Fact icon={<SquareFootOutlined fontSize="inherit" aria-hidden />} text={property.areaLabel} /> : null}
          </Box>
          {property.lister?.kind === 'organization' && property.lister.image ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, minWidth: 0 }}>
              <img src={property.lister.image} alt="" width={24} height={24} loading="lazy" decoding="async" style={{ borderRadius: 4, objectFit: 'contain', flexShrink: 0 }} />
              <Typography variant="body2" color="text.secondary" noWrap>
                {property.lister.name}
              </Typography>
            </Box>
          ) : null}
        </Box>
      </Box>
      {save ? (
        <Box className={NEEDS_SCRIPT} sx={{ position: 'absolute', top: 8, ...(compact ? { left: COMPACT_PHOTO_WIDTH - 40 } : { right: 8 }) }}>
          {save}
        </Box>
      ) : null}
    </Box>
  );
});

function Fact({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {icon}
      {text}
    </Box>
  );
}
