import { useId } from 'react';
import { imageRules } from '@fie/domain';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import StarBorder from '@mui/icons-material/StarBorder';
import { ChooseFilesButton } from '../../../components/ui/choose-files-button';
import { FormBanner } from '../../../components/ui/form-banner';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';
import { useUpload } from '../../../lib/use-upload';
import { photoAccept } from '../../../lib/photo-files';
import { checkPhotos, deleteListingPhoto, uploadListingPhotos } from '../api/photos';
import type { FormImage } from '../form/values';

type Update = (change: (images: FormImage[]) => FormImage[]) => void;

/**
 * The listing's photos: choose several at a time, each uploaded at once and shown from its thumbnail;
 * delete one, or make it the cover (the first photo is the one cards show). The counter says how many the
 * category needs (at least 3 for houses and farms); the upload control goes away at 20, the most a listing has.
 */
export function PhotoUploader({
  images,
  onChange,
  minimum,
  error,
  disabled = false,
}: {
  images: readonly FormImage[];
  onChange: Update;
  minimum: number;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const t = useT();
  const say = useSay();
  const room = imageRules.maxFiles - images.length;
  const messageOf = (error: unknown): string | undefined => {
    if (error instanceof ApiError) return say(error.errors.images ?? error.message);
    return error instanceof Error ? say(error.message) : undefined;
  };
  const uploads = useUpload({
    check: (chosen) => checkPhotos(chosen, room, t),
    send: async (ok) => {
      const added = await uploadListingPhotos(ok);
      onChange((current) => [...current, ...added.map((image) => ({ ...image, fresh: true }))].slice(0, imageRules.maxFiles));
    },
    titles: { refused: t('listings.photos.refused', 'Could not complete process'), failed: t('listings.photos.failed', 'Something went wrong'), uploaded: t('listings.photos.uploaded', 'Upload Successful!') },
    messageOf,
  });
  const { busy, setBusy, banner, setBanner } = uploads;

  async function remove(image: FormImage) {
    setBanner(null);
    // A photo already saved on the listing stays on the server until the listing is saved without it.
    if (image.fresh) {
      setBusy(image.name);
      try {
        await deleteListingPhoto(image.name);
      } catch (failure) {
        if (!(failure instanceof ApiError && failure.status === 404)) {
          setBanner({ severity: 'error', title: t('listings.photos.refused', 'Could not complete process'), message: messageOf(failure) });
          setBusy(null);
          return;
        }
      }
      setBusy(null);
    }
    onChange((current) => current.filter((item) => item.name !== image.name));
  }

  const makeCover = (image: FormImage) => onChange((current) => [image, ...current.filter((item) => item.name !== image.name)]);

  const count = images.length;
  const counter =
    minimum > 1 && count < minimum
      ? t('listings.photos.count-least', '{count} of at least {minimum} photos · up to {most}', { count, minimum, most: imageRules.maxFiles })
      : t('listings.photos.count', '{count, plural, one {# photo} other {# photos}} · up to {most}', { count, most: imageRules.maxFiles });

  return (
    <Box data-field="images">
      <Typography variant="body2" color="text.secondary" id={`${id}-help`} sx={{ mb: 1 }}>
        {minimum > 1
          ? t('listings.photos.help-least', 'Add at least {minimum} clear photos: outside, the main rooms, the view.', { minimum })
          : t('listings.photos.help', 'Add clear photos of the place.')}{' '}
        {t('listings.photos.help-files', 'JPEG, PNG, WebP or HEIC, at most 15 MB each. Location data in your photos is removed before anyone sees them.')}
      </Typography>
      {banner ? <FormBanner severity={banner.severity} title={banner.title} message={banner.message} /> : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        {room > 0 ? (
          <ChooseFilesButton
            uploads={uploads}
            label={busy === 'upload' ? t('listings.photos.uploading', 'Uploading…') : t('listings.photos.add', 'Add photos')}
            icon={<AddPhotoAlternateOutlined aria-hidden />}
            accept={photoAccept}
            describedBy={`${id}-help ${id}-count`}
            disabled={disabled}
            color={error ? 'error' : 'primary'}
          />
        ) : null}
        <Typography id={`${id}-count`} variant="body2" aria-live="polite" color={minimum > 1 && count < minimum ? 'warning.dark' : 'text.secondary'}>
          {counter}
        </Typography>
      </Box>
      {room <= 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('listings.photos.full', '{most} photos is the most a listing can have. Delete one to add another.', { most: imageRules.maxFiles })}
        </Typography>
      ) : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
      {count ? (
        <Box component="ul" aria-label={t('listings.photos.list', 'Photos')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))' }}>
          {images.map((image, index) => (
            <Box component="li" key={image.name} sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', aspectRatio: '4 / 3' }}>
              <img src={image.thumbnail} alt={index === 0 ? t('listings.photos.alt-cover', 'Photo {number} (cover)', { number: index + 1 }) : t('listings.photos.alt', 'Photo {number}', { number: index + 1 })} loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              {index === 0 ? (
                <Typography variant="caption" sx={{ position: 'absolute', left: 4, top: 4, px: 0.75, borderRadius: 1, bgcolor: 'rgba(0,0,0,0.6)', color: 'common.white' }}>
                  {t('listings.photos.cover', 'Cover')}
                </Typography>
              ) : null}
              <Box sx={{ position: 'absolute', right: 2, top: 2, display: 'flex', gap: 0.25 }}>
                {index > 0 ? (
                  <IconButton size="small" onClick={() => makeCover(image)} disabled={disabled || busy !== null} sx={{ bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'common.white' } }}>
                    <StarBorder fontSize="small" aria-hidden />
                    <span style={visuallyHidden}>{t('listings.photos.make-cover', 'Use photo {number} as the cover', { number: index + 1 })}</span>
                  </IconButton>
                ) : null}
                <IconButton size="small" onClick={() => void remove(image)} disabled={disabled || busy !== null} sx={{ bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'common.white' } }}>
                  {busy === image.name ? <CircularProgress size={16} aria-hidden /> : <DeleteOutline fontSize="small" aria-hidden />}
                  <span style={visuallyHidden}>{t('listings.photos.delete', 'Delete photo {number}', { number: index + 1 })}</span>
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
