import { lazy, Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Fullscreen from '@mui/icons-material/Fullscreen';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { derivedImages, imageSizes } from '@fie/domain';
import { NEEDS_SCRIPT } from '../../../components/ui/needs-script';
import { useLowData } from '../../../lib/low-data';
import type { PropertyImage } from '../../../lib/property';
import { usePhotoStepper } from './photo-stepper';
import { useT } from '../../../lib/i18n/language';

// The full-screen viewer is its own chunk, asked for on the first tap of a photo: the page's first load does not carry it.
const PhotoViewer = lazy(() => import('./photo-viewer').then((m) => ({ default: m.PhotoViewer })));

/**
 * The listing's photographs: one large photo, arrows, and a strip of thumbnails. Arrow keys move
 * through them when the gallery has focus, a swipe does on a phone; a tap (or Enter) opens them full-screen.
 * Only the photo shown is the large version; thumbnails load lazily, so a slow connection pays for what is
 * looked at.
 */
export function Gallery({ images, title }: { images: readonly PropertyImage[]; title: string }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const current = images[index];
  const lowData = useLowData();
  const [fullAsked, setFullAsked] = useState<ReadonlySet<number>>(new Set());
  const small = lowData && !fullAsked.has(index);
  // Loaded on the first tap; afterwards it stays, so closing and opening again is instant.
  const [viewer, setViewer] = useState<'unused' | 'open' | 'closed'>('unused');
  // A swipe ends in a click too (with a mouse): that one moves the photo, it does not open the viewer.
  const { go, onKeyDown: step, swipe, swiped } = usePhotoStepper(count, index, setIndex);
  const openViewer = () => setViewer('open');

  const onKeyDown = (event: KeyboardEvent) => {
    if (step(event)) return;
    if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
      event.preventDefault();
      openViewer();
    }
  };

  if (!current) {
    return (
      <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'grey.200', borderRadius: 2, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">{t('property.gallery.none', 'No photographs yet')}</Typography>
      </Box>
    );
  }

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t('property.gallery.label', 'Photographs of {title}', { title })}>
      <Box
        tabIndex={0}
        onKeyDown={onKeyDown}
        {...swipe}
        onClick={(event: MouseEvent) => {
          // The frame's own buttons (arrows, Load the full photo) do their own thing.
          if ((event.target as HTMLElement).closest('button')) return;
          if (swiped.current) {
            swiped.current = false;
            return;
          }
          openViewer();
        }}
        sx={{ position: 'relative', aspectRatio: '4 / 3', cursor: 'zoom-in', bgcolor: 'grey.900', borderRadius: 2, overflow: 'hidden', touchAction: 'pan-y', outline: 'none', '&:focus-visible': { boxShadow: (t) => `0 0 0 3px ${t.palette.primary.main}` } }}
      >
        {/* The thumbnail, blurred, fills the frame at once (it is a tenth of the photo's weight); the photo lands
            on it when it arrives, and its blur fills the sides of a photo that is not 4:3. */}
        <Box
          aria-hidden
          sx={{ position: 'absolute', inset: 0, backgroundImage: `url(${current.thumbnail})`, backgroundSize: 'cover', backgroundPosition: 'center', filter: 'blur(12px)', transform: 'scale(1.1)' }}
        />
        <img
          key={`${current.location}${small ? ':small' : ''}`}
          // In low-data mode the thumbnail, until the person asks for the photo; otherwise the size that suits the
          // screen (a phone of ordinary density takes the thumbnail, a wide or dense screen the large photo).
          src={small ? current.thumbnail : current.location}
          srcSet={small ? undefined : [`${current.thumbnail} ${imageSizes.thumb}w`, current.medium ? `${current.medium} ${derivedImages.medium.width}w` : '', `${current.location} ${imageSizes.large}w`].filter(Boolean).join(', ')}
          sizes={small ? undefined : '(max-width: 900px) 100vw, 760px'}
          // After its thumbnail (preloaded with the page, at high priority): on a slow line the thumbnail paints the
          // frame first, then this sharpens it, rather than the two sharing the line and both arriving late.
          fetchPriority={index === 0 ? 'low' : undefined}
          alt={t('property.gallery.photo-alt', 'Photo {number} of {count}: {title}', { number: index + 1, count, title })}
          width={1600}
          height={1200}
          decoding="async"
          loading={index === 0 ? 'eager' : 'lazy'}
          draggable={false}
          style={{ position: 'relative', display: 'block', width: '100%', height: '100%', objectFit: 'contain', userSelect: 'none' }}
        />
        {small ? (
          <Box
            component="button"
            type="button"
            onClick={() => setFullAsked(new Set([...fullAsked, index]))}
            sx={{ position: 'absolute', left: 8, bottom: 8, px: 1, py: 0.5, border: 0, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff', font: 'inherit', fontSize: 13, cursor: 'pointer' }}
          >
            {t('property.gallery.load-full', 'Load the full photo')}
          </Box>
        ) : null}
        <Typography aria-live="polite" variant="caption" sx={{ position: 'absolute', right: 8, bottom: 8, px: 1, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.6)', color: '#fff' }}>
          {index + 1} / {count}
        </Typography>
        <IconButton className={NEEDS_SCRIPT} onClick={openViewer} aria-haspopup="dialog" size="small" sx={{ position: 'absolute', right: 8, top: 8, color: '#fff', bgcolor: 'rgba(0,0,0,0.55)', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' } }}>
          <Fullscreen aria-hidden />
          <span style={visuallyHidden}>{t('property.gallery.full-screen', 'See the photos full-screen')}</span>
        </IconButton>
        {count > 1 ? (
          <Box className={NEEDS_SCRIPT}>
            <IconButton onClick={() => go(index - 1)} sx={{ position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: '#fff' } }}>
              <ChevronLeft aria-hidden />
              <span style={visuallyHidden}>{t('property.gallery.previous', 'Previous photo')}</span>
            </IconButton>
            <IconButton onClick={() => go(index + 1)} sx={{ position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)', bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: '#fff' } }}>
              <ChevronRight aria-hidden />
              <span style={visuallyHidden}>{t('property.gallery.next', 'Next photo')}</span>
            </IconButton>
          </Box>
        ) : null}
      </Box>
      {count > 1 ? (
        <Box component="ul" aria-label={t('property.gallery.all', 'All photographs')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}>
          {images.map((image, i) => (
            <li key={image.location}>
              {/* A link to the photo itself, so it opens without JavaScript too; here it shows above instead. */}
              <Box
                component="a"
                href={image.location}
                onClick={(event: MouseEvent) => {
                  event.preventDefault();
                  setIndex(i);
                }}
                aria-current={i === index ? 'true' : undefined}
                sx={{ p: 0, border: 2, borderColor: i === index ? 'primary.main' : 'transparent', borderRadius: 1, overflow: 'hidden', cursor: 'pointer', bgcolor: 'grey.200', display: 'block', width: 96, height: 72 }}
              >
                <img src={image.thumbnail} alt={t('property.gallery.show-photo', 'Show photo {number}', { number: i + 1 })} loading="lazy" decoding="async" width={96} height={72} style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }} />
              </Box>
            </li>
          ))}
        </Box>
      ) : null}
      {viewer !== 'unused' ? (
        <Suspense fallback={null}>
          <PhotoViewer images={images} title={title} index={index} onIndex={setIndex} open={viewer === 'open'} onClose={() => setViewer('closed')} />
        </Suspense>
      ) : null}
    </Box>
  );
}
