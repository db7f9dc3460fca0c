import { api, type RequestOptions } from '../../../lib/api-client';

/** GET /api/places?q=: the location autocomplete, answered from the offline gazetteer of Ghana. */
export type PlaceKind = 'region' | 'district' | 'city' | 'town' | 'neighbourhood';
export type Place = { id: string; name: string; kind: PlaceKind; label: string; regionName?: string; regionCode?: string; lat: number; lon: number };

const kinds: readonly PlaceKind[] = ['region', 'district', 'city', 'town', 'neighbourhood'];

export function toPlace(value: unknown): Place | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const { id, name, lat, lon } = raw;
  if (typeof name !== 'string' || typeof lat !== 'number' || typeof lon !== 'number') return null;
  return {
    id: typeof id === 'string' ? id : name,
    name,
    kind: kinds.includes(raw.kind as PlaceKind) ? (raw.kind as PlaceKind) : 'town',
    label: typeof raw.label === 'string' ? raw.label : name,
    regionName: typeof raw.regionName === 'string' ? raw.regionName : undefined,
    regionCode: typeof raw.regionCode === 'string' ? raw.regionCode : undefined,
    lat,
    lon,
  };
}

export async function fetchPlaces(query: string, options?: Pick<RequestOptions, 'signal'>): Promise<Place[]> {
  const body = await api.get<{ places?: unknown[] }>(`/places?q=${encodeURIComponent(query)}&limit=8`, { ...options, on401: 'clear' });
  return (Array.isArray(body?.places) ? body.places : []).map(toPlace).filter((p): p is Place => p !== null);
}

/** How close the map comes for a place of each kind. */
export const zoomForPlace: Record<PlaceKind, number> = { region: 9, district: 11, city: 12, town: 13, neighbourhood: 14 };
