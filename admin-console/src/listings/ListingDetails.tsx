import { imageUrl, listingPath } from '@fie/domain';
import { Link, useRecordContext } from 'react-admin';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { acquisitionLabel, categoryLabel, regionLabel, statusLabel, typeLabel } from '../lib/labels';
import type { ModerationListingRecord } from './types';

const money = (price: number, currency: string) => `${currency === 'USD' ? 'US$' : 'GH₵'} ${price.toLocaleString('en-GH')}`;

/** The lister's record in the console: a person (`user:{id}`) or an organization (`organization:{id}`). */
export const listerPath = (lister: string) => {
  const [kind, id] = lister.split(':');
  if (!id) return null;
  if (kind === 'user') return `/users/${encodeURIComponent(id)}/show`;
  if (kind === 'organization') return `/organizations/${encodeURIComponent(id)}/show`;
  return null;
};

/** Its photos as a strip that scrolls on its own (never the page), each opening its large size. */
export const ListingPhotos = () => {
  const record = useRecordContext<ModerationListingRecord>();
  if (!record) return null;
  const images = record.images ?? [];
  if (!images.length) return <Typography color="text.secondary">No photos{record.status === 'removed' ? ' (removed listing)' : ''}.</Typography>;
  return (
    <Box component="ul" aria-label="Photos" sx={{ display: 'flex', gap: 1, overflowX: 'auto', listStyle: 'none', p: 0, m: 0, maxWidth: '100%' }}>
      {images.map((id, i) => (
        <li key={id}>
          <a href={imageUrl(id, 'large')} target="_blank" rel="noopener noreferrer">
            <img src={imageUrl(id, 'thumb')} alt={`Photo ${i + 1} of ${images.length}`} width={160} height={120} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
          </a>
        </li>
      ))}
    </Box>
  );
};

/** What staff judge a listing by, in words: kind, price, place, lister (linked to their record), the public page, the description. */
export const ListingSummary = () => {
  const record = useRecordContext<ModerationListingRecord>();
  if (!record) return null;
  const lister = listerPath(record.lister);
  return (
    <Stack spacing={1} sx={{ maxWidth: 720, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {record.title}
      </Typography>
      <Typography>
        {typeLabel(record.type)} · {categoryLabel(record.category)}
        {record.acquisition ? ` · ${acquisitionLabel(record.acquisition)}` : ''} · {money(record.price, record.currency)}
      </Typography>
      <Typography>
        {record.town}, {regionLabel(record.region)} · {statusLabel(record.status)}
      </Typography>
      <Typography>
        Listed by{' '}
        {lister ? (
          <Link to={lister} aria-label={`Lister: ${record.listerName}`}>
            {record.listerName}
          </Link>
        ) : (
          record.listerName
        )}
        {record.lister.startsWith('organization:') ? ' (organization)' : ''}
      </Typography>
      {record.status !== 'removed' && (
        <MuiLink href={listingPath(record.id)} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          Open the public page <OpenInNewIcon fontSize="inherit" />
        </MuiLink>
      )}
      {record.description ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {record.description}
        </Typography>
      ) : null}
    </Stack>
  );
};
