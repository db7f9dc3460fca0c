import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import { derivedImages, imageSizes } from '@fie/domain';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { PropertyImage } from '../../../lib/property';
import { usePhotoStepper } from './photo-stepper';
import { useT } from '../../../lib/i18n/language';

const roundButton = { color: '#fff', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } } as const;

/**
 * The listing's photos full-screen (its own chunk, loaded on the first tap of a photo): one photo at a time
 * on black, '3 of 8', a swipe or the arrow keys (or the side buttons) move, Escape or Close shuts it. A modal
 * dialog named after the listing, so a screen reader knows where it is and focus stays inside.
 */
export function PhotoViewer({ images, title, index, onIndex, open, onClose }: { images: readonly PropertyImage[]; title: string; index: number; onIndex: (index: number) => void; open: boolean; onClose: () => void }) {
  const t = useT();
  const titleId = useId();
  const count = images.length;
  const current = images[index];
  const { go, onKeyDown, swipe } = usePhotoStepper(count, index, onIndex);

  if (!current) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: '#000', color: '#fff' } } }}
    >
      <Typography id={titleId} component="h2" style={visuallyHidden}>
        {t('property.viewer.title', 'Photos of {title}', { title })}
      </Typography>
      <Box
        {...swipe}
        data-testid="photo-viewer-stage"
        sx={{ position: 'relative', flex: 1, minHeight: 0, display: 'grid', placeItems: 'center', touchAction: 'pan-y pinch-zoom', userSelect: 'none' }}
      >
        <img
          key={current.location}
          src={current.location}
          srcSet={[`${current.thumbnail} ${imageSizes.thumb}w`, current.medium ? `${current.medium} ${derivedImages.medium.width}w` : '', `${current.location} ${imageSizes.large}w`].filter(Boolean).join(', ')}
          sizes="100vw"
          alt={t('property.gallery.photo-alt', 'Photo {number} of {count}: {title}', { number: index + 1, count, title })}
          decoding="async"
          draggable={false}
          style={{ display: 'block', maxWidth: '100%', maxHeight: '100%', width: 'auto', height: 'auto', objectFit: 'contain', background: `center / contain no-repeat url(${current.thumbnail})` }}
        />
        {count > 1 ? (
          <>
            <IconButton onClick={() => go(index - 1)} sx={{ ...roundButton, position: 'absolute', left: 8, top: '50%', transform: 'translateY(-50%)' }}>
              <ChevronLeft aria-hidden />
              <span style={visuallyHidden}>{t('property.gallery.previous', 'Previous photo')}</span>
            </IconButton>
            <IconButton onClick={() => go(index + 1)} sx={{ ...roundButton, position: 'absolute', right: 8, top: '50%', transform: 'translateY(-50%)' }}>
              <ChevronRight aria-hidden />
              <span style={visuallyHidden}>{t('property.gallery.next', 'Next photo')}</span>
            </IconButton>
          </>
        ) : null}
      </Box>
      <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, p: 1, pl: 2, background: 'linear-gradient(rgba(0,0,0,0.6), rgba(0,0,0,0))' }}>
        <Typography aria-live="polite" aria-atomic sx={{ fontWeight: 600 }} data-testid="photo-viewer-counter">
          {t('property.viewer.counter', '{number} of {count}', { number: index + 1, count })}
        </Typography>
        <IconButton onClick={onClose} sx={roundButton} autoFocus>
          <Close aria-hidden />
          <span style={visuallyHidden}>{t('property.viewer.close', 'Close')}</span>
        </IconButton>
      </Box>
    </Dialog>
  );
}
