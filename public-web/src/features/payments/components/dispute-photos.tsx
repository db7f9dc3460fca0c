import { useId } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import { DISPUTE_PHOTOS_MAX } from '@fie/domain';
import { ChooseFilesButton } from '../../../components/ui/choose-files-button';
import { FormBanner } from '../../../components/ui/form-banner';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { ApiError } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';
import { choosePhotos, photoAccept } from '../../../lib/photo-files';
import { useUpload } from '../../../lib/use-upload';
import { uploadDisputePhotos, type DisputePhoto } from '../api/payments';

/**
 * Photos with a dispute (issue 33): what the room looked like, a receipt, the locked gate. Up to six, each uploaded as
 * it is chosen (a listing's photos go the same way, with their location data removed); staff see them beside the
 * dispute. Removing one here only leaves it out of the dispute.
 */
export function DisputePhotos({ photos, onChange, disabled, error }: { photos: DisputePhoto[]; onChange: (update: (current: DisputePhoto[]) => DisputePhoto[]) => void; disabled: boolean; error?: string }) {
  const id = useId();
  const t = useT();
  const say = useSay();
  const room = DISPUTE_PHOTOS_MAX - photos.length;
  const uploads = useUpload({
    check: (chosen) =>
      choosePhotos(chosen, room, {
        notAPhoto: (name) => t('payments.dispute.not-a-photo', '{name}: This file is not a photo we can use (JPEG, PNG, WebP, HEIC or AVIF)', { name }),
        tooLarge: (name) => t('payments.dispute.photo-too-large', '{name}: photos must be 15 MB or smaller', { name }),
        tooMany: () => t('payments.dispute.photos-max', 'Add at most {most} photos', { most: DISPUTE_PHOTOS_MAX }),
      }),
    send: async (ok) => {
      const added = await uploadDisputePhotos(ok);
      onChange((current) => [...current, ...added].slice(0, DISPUTE_PHOTOS_MAX));
    },
    titles: { refused: t('payments.dispute.photos-refused', 'Some photos were not added'), failed: t('payments.dispute.photos-failed', 'The photos could not be uploaded'), uploaded: t('payments.dispute.photos-uploaded', 'Photos added') },
    messageOf: (failure) => (failure instanceof ApiError ? say(failure.errors.images ?? failure.message) : failure instanceof Error ? say(failure.message) : undefined),
  });

  return (
    <Box data-field="photos" sx={{ mt: 2 }}>
      <Typography variant="body2" color="text.secondary" id={`${id}-help`} sx={{ mb: 1 }}>
        {t('payments.dispute.photos-help', 'Photos help staff see what happened (at most {most}). Location data in them is removed.', { most: DISPUTE_PHOTOS_MAX })}
      </Typography>
      {uploads.banner ? <FormBanner severity={uploads.banner.severity} title={uploads.banner.title} message={uploads.banner.message} /> : null}
      {room > 0 ? (
        <ChooseFilesButton
          uploads={uploads}
          label={uploads.busy === 'upload' ? t('payments.dispute.photos-uploading', 'Uploading…') : t('payments.dispute.photos-add', 'Add photos')}
          icon={<AddPhotoAlternateOutlined aria-hidden />}
          accept={photoAccept}
          describedBy={`${id}-help`}
          disabled={disabled}
          color={error ? 'error' : 'primary'}
        />
      ) : null}
      {error ? (
        <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
          {say(error)}
        </Typography>
      ) : null}
      {photos.length ? (
        <Box component="ul" aria-label={t('payments.dispute.photos-list', 'Photos with the dispute')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))' }}>
          {photos.map((photo, index) => (
            <Box component="li" key={photo.name} sx={{ position: 'relative', borderRadius: 1, overflow: 'hidden', bgcolor: 'grey.200', aspectRatio: '4 / 3' }}>
              <img src={photo.thumbnail} alt={t('payments.dispute.photo-alt', 'Photo {number}', { number: index + 1 })} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
              <IconButton
                size="small"
                onClick={() => onChange((current) => current.filter((item) => item.name !== photo.name))}
                disabled={disabled}
                sx={{ position: 'absolute', right: 2, top: 2, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'common.white' } }}
              >
                <Close fontSize="small" aria-hidden />
                <span style={visuallyHidden}>{t('payments.dispute.photo-remove', 'Leave out photo {number}', { number: index + 1 })}</span>
              </IconButton>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
