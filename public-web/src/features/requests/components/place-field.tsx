import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { api } from '../../../lib/api-client';
import type { PlaceChoice } from '../form/values';

type Suggestion = { id: string; name: string; kind: string; label: string; regionCode: string; lat: number; lon: number };
const LOOKUP_DELAY_MS = 250;

/** Places in Ghana matching what was typed (GET /api/places, the offline gazetteer; learned=0: a request names a gazetteer place). */
async function lookUp(q: string, signal: AbortSignal): Promise<PlaceChoice[]> {
  const answer = await api.get<{ places?: Suggestion[] }>(`/places?${new URLSearchParams({ q, limit: '8', learned: '0' }).toString()}`, { signal, on401: 'clear' });
  return (answer?.places ?? [])
    .filter((p) => typeof p?.id === 'string' && typeof p.lat === 'number' && typeof p.lon === 'number')
    .map((p) => ({ id: p.id, name: p.name, kind: p.kind, label: p.label, region: p.regionCode, lat: p.lat, lon: p.lon }));
}

/**
 * Where the request is for: a place from the gazetteer only (a neighbourhood, town, city, district or region),
 * chosen from the list, never typed freely, so matching knows exactly where it is.
 */
export function PlaceField({ value, onChange, error, disabled }: { value: PlaceChoice | null; onChange: (place: PlaceChoice | null) => void; error?: string; disabled?: boolean }) {
  const [input, setInput] = useState(value?.label ?? '');
  const [found, setFound] = useState<PlaceChoice[]>([]);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const q = input.trim();
    if (q.length < 2 || (value && q === value.label)) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = window.setTimeout(() => {
      lookUp(q, controller.signal).then(
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
    }, LOOKUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [input, value]);

  const options = useMemo(() => (value && !found.some((p) => p.id === value.id) ? [value, ...found] : found), [value, found]);
  return (
    <Autocomplete
      options={options}
      value={value}
      inputValue={input}
      disabled={disabled}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, next) => setInput(next)}
      onChange={(_, option) => onChange(option)}
      noOptionsText={input.trim().length < 2 ? 'Type at least two letters' : loading ? 'Looking…' : 'No place in Ghana by that name'}
      loadingText="Looking…"
      renderInput={(params) => (
        <TextField {...params} label="Location" required error={Boolean(error)} helperText={error ?? failure ?? 'Neighbourhood, town or region in Ghana, e.g. East Legon'} />
      )}
    />
  );
}
