import { useEffect, useState } from 'react';
import { fetchPlaces, type Place } from '../api/places';

/** The autocomplete waits this long after the last key, so typing "East Legon" costs one call, not ten. */
export const PLACE_DEBOUNCE_MS = 250;

/**
 * Places in Ghana matching what is typed (two letters or more), from the offline gazetteer.
 * A failed lookup shows no suggestions: the typed text still searches by name.
 */
export function usePlaceSuggestions(query: string, enabled: boolean): { places: Place[]; loading: boolean } {
  const [places, setPlaces] = useState<Place[]>([]);
  const [loading, setLoading] = useState(false);
  const text = query.trim();

  useEffect(() => {
    if (!enabled || text.length < 2) {
      setPlaces([]);
      setLoading(false);
      return;
    }
    const controller = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      fetchPlaces(text, { signal: controller.signal }).then(
        (found) => {
          if (controller.signal.aborted) return;
          setPlaces(found);
          setLoading(false);
        },
        () => {
          if (controller.signal.aborted) return;
          setPlaces([]);
          setLoading(false);
        },
      );
    }, PLACE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled]);

  return { places, loading };
}
