import { api } from '../../../lib/api-client';

/** One row of the location autocomplete (GET /api/places?q=), from the offline gazetteer of Ghana. */
export type PlaceSuggestion = {
  id: string;
  name: string;
  kind: 'region' | 'district' | 'city' | 'town' | 'neighbourhood';
  /** 'East Legon, Accra, Greater Accra'. */
  label: string;
  regionCode: string;
  regionName: string;
  districtName?: string;
  lat: number;
  lon: number;
  /** A region or district whose position is only its capital's: good for the map's centre, not for the pin. */
  approximate?: boolean;
};

/** Places in Ghana matching what was typed; the gazetteer knows only Ghana, so nothing else can be chosen. */
export async function searchPlaces(q: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const answer = await api.get<{ places?: PlaceSuggestion[] }>(`/places?${new URLSearchParams({ q, limit: '8' }).toString()}`, { signal });
  return Array.isArray(answer?.places) ? answer.places.filter((p) => typeof p?.lat === 'number' && typeof p?.lon === 'number') : [];
}
