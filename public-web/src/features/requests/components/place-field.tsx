import { PlaceLookupField } from '../../../components/ui/place-lookup-field';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language';
import type { PlaceChoice } from '../form/values';

type Suggestion = { id: string; name: string; kind: string; label: string; regionCode: string; lat: number; lon: number };

/** Places in Ghana matching what was typed (GET /api/places, the offline gazetteer; learned=0: a request names a gazetteer place). */
async function lookUp(q: string, signal: AbortSignal): Promise<PlaceChoice[]> {
  const answer = await api.get<{ places?: Suggestion[] }>(`/places?${new URLSearchParams({ q, limit: '8', learned: '0' }).toString()}`, { signal, on401: 'clear' });
  return (answer?.places ?? [])
    .filter((p) => typeof p?.id === 'string' && typeof p.lat === 'number' && typeof p.lon === 'number')
    .map((p) => ({ id: p.id, name: p.name, kind: p.kind, label: p.label, region: p.regionCode, lat: p.lat, lon: p.lon }));
}

const sameId = (a: PlaceChoice, b: PlaceChoice) => a.id === b.id;

/**
 * Where the request is for: a place from the gazetteer only (a neighbourhood, town, city, district or region),
 * chosen from the list, never typed freely, so matching knows exactly where it is.
 */
export function PlaceField({ value, onChange, error, disabled }: { value: PlaceChoice | null; onChange: (place: PlaceChoice | null) => void; error?: string; disabled?: boolean }) {
  const t = useT();
  return (
    <PlaceLookupField
      chosen={value}
      onChoose={onChange}
      lookUp={lookUp}
      same={sameId}
      hint={t('requests.form.place.hint', 'Neighbourhood, town or region in Ghana, e.g. East Legon')}
      error={error}
      disabled={disabled}
    />
  );
}
