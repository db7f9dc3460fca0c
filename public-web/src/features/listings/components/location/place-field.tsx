import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { searchPlaces, type PlaceSuggestion } from '../../api/places';
import type { PlaceChoice } from '../../form/values';

/** How long typing pauses before the gazetteer is asked: one request per word, not per letter, on slow data. */
export const PLACE_LOOKUP_DELAY_MS = 250;

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
  const chosen = useMemo(() => (value ? asOption(value) : null), [value]);
  const [input, setInput] = useState(value?.label ?? '');
  const [found, setFound] = useState<PlaceSuggestion[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const q = input.trim();
    if (q.length < 2 || (chosen && q === chosen.label)) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      searchPlaces(q, controller.signal).then(
        (places) => {
          if (controller.signal.aborted) return;
          setFound(places);
          setFailure(null);
          setLoading(false);
        },
        (problem: unknown) => {
          if (controller.signal.aborted) return;
          setFound([]);
          setFailure(problem instanceof Error ? problem.message : 'Could not look places up');
          setLoading(false);
        },
      );
    }, PLACE_LOOKUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [input, chosen]);

  // The chosen place stays among the options, so the field can show it whatever was looked up since.
  const options = chosen && !found.some((place) => place.label === chosen.label) ? [chosen, ...found] : found;
  const helper = error ?? failure ?? 'Town, area or region in Ghana, e.g. East Legon';

  return (
    <Autocomplete
      options={options}
      value={chosen}
      inputValue={input}
      disabled={disabled}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.label === b.label}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, option) => onChange(option ? (option.id.startsWith('chosen:') && value ? value : toPlaceChoice(option)) : null)}
      noOptionsText={input.trim().length < 2 ? 'Type at least two letters' : loading ? 'Looking…' : 'No place in Ghana by that name'}
      loadingText="Looking…"
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <PlaceOutlined fontSize="small" color="action" aria-hidden />
          <span>
            {option.label}
            {option.kind === 'region' || option.kind === 'district' ? (
              <Typography component="span" variant="caption" color="text.secondary">{` · ${option.kind}`}</Typography>
            ) : null}
          </span>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Location" required error={Boolean(error)} helperText={helper}/>
      )}
    />
  );
}
