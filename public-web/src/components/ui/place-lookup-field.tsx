import { useEffect, useState } from 'react';
import Autocomplete, { type AutocompleteProps } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useSay, useT } from '../../lib/i18n/language';

/** How long typing pauses before the gazetteer is asked: one request per word, not per letter, on slow data. */
export const PLACE_LOOKUP_DELAY_MS = 250;

type Option = { label: string };

export type PlaceLookupFieldProps<O extends Option> = {
  /** The place chosen, as an option of the list (it stays among the options, whatever was looked up since). */
  chosen: O | null;
  onChoose: (option: O | null) => void;
  /** Asks the gazetteer (GET /api/places) for the places matching what was typed. */
  lookUp: (q: string, signal: AbortSignal) => Promise<O[]>;
  /** Whether two options are the same place (the listing's form compares labels, the request's ids). */
  same: (a: O, b: O) => boolean;
  /** Shown under the field while there is no error and the lookup did not fail. */
  hint: string;
  renderOption?: AutocompleteProps<O, false, false, false>['renderOption'];
  error?: string;
  disabled?: boolean;
};

/**
 * The location field of the listing and request forms: places in Ghana only, looked up as the person types
 * (after a pause, the earlier lookup dropped) and chosen from the list, never typed freely. Each form says
 * what its options are and what a choice becomes.
 */
export function PlaceLookupField<O extends Option>({ chosen, onChoose, lookUp, same, hint, renderOption, error, disabled }: PlaceLookupFieldProps<O>) {
  const t = useT();
  const say = useSay();
  const [input, setInput] = useState(chosen?.label ?? '');
  const [found, setFound] = useState<O[]>([]);
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
          // Kept as it came (said in the page's language when drawn); '' when the failure said nothing.
          setFailure(problem instanceof Error ? problem.message : '');
          setLoading(false);
        },
      );
    }, PLACE_LOOKUP_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [input, chosen, lookUp, t]);

  // The chosen place stays among the options, so the field can show it whatever was looked up since.
  const options = chosen && !found.some((place) => same(place, chosen)) ? [chosen, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={chosen}
      inputValue={input}
      disabled={disabled}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={same}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, option) => onChoose(option)}
      noOptionsText={input.trim().length < 2 ? t('listings.place.type-more', 'Type at least two letters') : loading ? t('listings.place.looking', 'Looking…') : t('listings.place.none', 'No place in Ghana by that name')}
      loadingText={t('listings.place.looking', 'Looking…')}
      // MUI's own button names, which a screen reader says.
      openText={t('listings.place.open', 'Show places')}
      closeText={t('listings.place.close', 'Hide places')}
      clearText={t('listings.place.clear', 'Clear the place')}
      renderOption={renderOption}
      renderInput={(params) => <TextField {...params} label={t('listings.place.label', 'Location')} required error={Boolean(error)} helperText={error ?? (failure === null ? hint : failure ? say(failure) : t('listings.place.failed', 'Could not look places up'))} />}
    />
  );
}
