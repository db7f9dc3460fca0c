import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { searchPlaces, type PlaceSuggestion } from '../../api/places';
import { PlaceLookupField } from '../../../../components/ui/place-lookup-field';
import { useT } from '../../../../lib/i18n/language';
import type { PlaceChoice } from '../../form/values';

/** A suggestion as the listing's location: the town, the city people name with it, the region code and the point. */
export function toPlaceChoice(place: PlaceSuggestion): PlaceChoice {
  const parts = place.label.split(',').map((part) => part.trim());
  const city = place.kind === 'neighbourhood' && parts.length >= 3 ? (parts[1] ?? place.name) : place.kind === 'city' || place.kind === 'town' ? place.name : '';
  return {
    label: place.label,
    town: place.kind === 'region' ? '' : place.name,
    city,
    region: place.regionCode,
    district: place.districtName,
    lat: place.lat,
    lon: place.lon,
    approximate: place.approximate || place.kind === 'region' || place.kind === 'district' ? true : undefined,
  };
}

const asOption = (choice: PlaceChoice): PlaceSuggestion => ({
  id: `chosen:${choice.label}`,
  name: choice.town,
  kind: 'town',
  label: choice.label,
  regionCode: choice.region,
  regionName: '',
  lat: choice.lat,
  lon: choice.lon,
});

const sameLabel = (a: PlaceSuggestion, b: PlaceSuggestion) => a.label === b.label;

/**
 * The location autocomplete: places in Ghana only (the offline gazetteer answers GET /api/places), named
 * the way people say them ('East Legon', 'Adum', 'Tamale'). Choosing one fills the town, city, region and
 * the point; the owner then moves the pin to the exact spot.
 */
export function PlaceField({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PlaceChoice | null;
  onChange: (choice: PlaceChoice | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useT();
  const chosen = useMemo(() => (value ? asOption(value) : null), [value]);
  return (
    <PlaceLookupField
      chosen={chosen}
      // The chosen place picked again keeps what the form holds (its pin may have moved); a new one is filled in from the gazetteer.
      onChoose={(option) => onChange(option ? (option.id.startsWith('chosen:') && value ? value : toPlaceChoice(option)) : null)}
      lookUp={searchPlaces}
      same={sameLabel}
      hint={t('listings.location.hint', 'Town, area or region in Ghana, e.g. East Legon')}
      error={error}
      disabled={disabled}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <PlaceOutlined fontSize="small" color="action" aria-hidden />
          <span>
            {option.label}
            {option.kind === 'region' || option.kind === 'district' ? (
              <Typography component="span" variant="caption" color="text.secondary">
                {option.kind === 'region' ? t('listings.location.kind.region', ' · region') : t('listings.location.kind.district', ' · district')}
              </Typography>
            ) : null}
          </span>
        </Box>
      )}
    />
  );
}
