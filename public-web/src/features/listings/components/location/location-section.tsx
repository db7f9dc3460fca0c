import { lazy, Suspense, useState } from 'react';
import { regions } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MyLocation from '@mui/icons-material/MyLocation';
import { useT } from '../../../../lib/i18n/language';
import type { PlaceChoice } from '../../form/values';
import { PlaceField } from './place-field';

// OpenLayers is about 60 KiB gzipped: it loads with the form, never with the pages around it.
const PinMap = lazy(() => import('./pin-map'));

type Errors = Partial<Record<'location' | 'digital_address', string>>;

/**
 * Where the property is: a place from the gazetteer (town, city, region and point), a map to put the pin
 * on the exact spot, and the GhanaPostGPS digital address (shape checked; the first two characters are
 * not a region code).
 */
export function LocationSection({
  place,
  digitalAddress,
  onPlace,
  onDigitalAddress,
  errors,
  disabled,
}: {
  place: PlaceChoice | null;
  digitalAddress: string;
  onPlace: (place: PlaceChoice | null) => void;
  onDigitalAddress: (value: string) => void;
  errors: Errors;
  disabled?: boolean;
}) {
  const t = useT();
  // What finding the owner's position is doing: said in the page's language when drawn.
  const [locating, setLocating] = useState<'unsupported' | 'finding' | 'failed' | null>(null);
  const edit = (change: Partial<PlaceChoice>) => place && onPlace({ ...place, ...change });

  const useMyPosition = () => {
    if (!navigator.geolocation) {
      setLocating('unsupported');
      return;
    }
    setLocating('finding');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(null);
        edit({ lat: position.coords.latitude, lon: position.coords.longitude, approximate: undefined });
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box data-field="location">
        <PlaceField value={place} onChange={onPlace} error={errors.location} disabled={disabled} />
      </Box>
      {place ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
          <TextField label={t('listings.location.town', 'Town or area')} value={place.town} onChange={(event) => edit({ town: event.target.value })} disabled={disabled} required />
          <TextField label={t('listings.location.city', 'City')} value={place.city} onChange={(event) => edit({ city: event.target.value })} disabled={disabled} />
          <TextField
            select
            label={t('listings.location.region', 'Region')}
            value={place.region}
            onChange={(event) => edit({ region: event.target.value })}
            disabled={disabled}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {regions.map((region) => (
              <option key={region.code} value={region.code}>
                {region.name}
              </option>
            ))}
          </TextField>
        </Box>
      ) : null}
      {place?.approximate ? (
        <Alert severity="info">{t('listings.location.approximate', 'That is a whole area: type the town above and drag the pin to where the property is.')}</Alert>
      ) : null}
      <Box>
        <Suspense fallback={<Skeleton variant="rounded" height={240} aria-label={t('listings.location.loading-map', 'Loading the map')} />}>
          <PinMap
            point={place ? { lat: place.lat, lon: place.lon } : null}
            zoom={place?.approximate ? 11 : 16}
            onMove={(point) => edit({ ...point, approximate: undefined })}
            label={t('listings.location.map', 'Map: drag the pin to the property')}
          />
        </Suspense>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>
          <Typography variant="caption" color="text.secondary">
            {place
              ? t('listings.location.drag', 'Drag the pin, or tap the map, to put it on the property ({point}).', { point: `${place.lat.toFixed(5)}, ${place.lon.toFixed(5)}` })
              : t('listings.location.choose-first', 'Choose the place above; then put the pin on the exact spot.')}
          </Typography>
          {place ? (
            <Button size="small" startIcon={<MyLocation aria-hidden />} onClick={useMyPosition} disabled={disabled}>
              {t('listings.location.here', 'I am at the property')}
            </Button>
          ) : null}
        </Box>
        {locating ? (
          <Typography variant="caption" color="text.secondary" role="status">
            {locating === 'unsupported'
              ? t('listings.location.unsupported', 'This browser cannot tell where you are; drag the pin instead.')
              : locating === 'finding'
                ? t('listings.location.finding', 'Finding where you are…')
                : t('listings.location.failed', 'Your position is not available; drag the pin instead.')}
          </Typography>
        ) : null}
      </Box>
      <Box data-field="digital_address">
        <TextField
          fullWidth
          label={t('listings.location.digital-address', 'GhanaPostGPS address')}
          value={digitalAddress}
          onChange={(event) => onDigitalAddress(event.target.value.toUpperCase())}
          error={Boolean(errors.digital_address)}
          helperText={errors.digital_address ?? t('listings.location.digital-address.hint', 'Optional, e.g. GA-183-8164 (from the GhanaPostGPS app)')}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false } }}
        />
      </Box>
    </Box>
  );
}
