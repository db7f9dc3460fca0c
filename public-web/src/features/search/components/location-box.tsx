import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import type { Place, PlaceKind } from '../api/places';
import { usePlaceSuggestions } from '../hooks/use-place-suggestions';
import { useT } from '../../../lib/i18n/language';

/**
 * The location autocomplete, restricted to Ghana: suggestions come from our gazetteer of Ghana's
 * regions, districts, cities, towns and neighbourhoods. Choosing one searches it; Enter (with no
 * suggestion highlighted) submits the surrounding search form, which searches the typed text by name.
 * A plain ARIA combobox rather than MUI's Autocomplete: the search page is a first page for many
 * visitors, and the listbox needs no popper library.
 */
export function LocationBox({
  text,
  onTextChange,
  onPick,
  placeholder,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onPick: (place: Place) => void;
  placeholder?: string;
}) {
  const t = useT();
  const kindLabels: Record<PlaceKind, string> = {
    region: t('search.place.region', 'Region'),
    district: t('search.place.district', 'District'),
    city: t('search.place.city', 'City'),
    town: t('search.place.town', 'Town'),
    neighbourhood: t('search.place.area', 'Area'),
  };
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { places } = usePlaceSuggestions(text, open);
  const blurTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => setActive(-1), [places]);
  useEffect(() => () => clearTimeout(blurTimer.current), []);

  const shown = open && places.length > 0;
  const listId = `${id}-places`;

  const pick = (place: Place) => {
    onTextChange(place.name);
    setOpen(false);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && places.length) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % places.length);
    } else if (event.key === 'ArrowUp' && places.length) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? places.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      const chosen = shown && active >= 0 ? places[active] : undefined;
      if (chosen) {
        event.preventDefault();
        pick(chosen);
      } else setOpen(false);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  return (
    <Box sx={{ position: 'relative', flex: '1 1 240px', minWidth: 0 }}>
      <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1.25, pr: 1, height: 40, '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 1px ${t.palette.primary.main}` } }}>
        <PlaceOutlined color="action" fontSize="small" aria-hidden />
        <label htmlFor={id} style={visuallyHidden}>
          {t('search.place.label', 'Location')}
        </label>
        <Box
          component="input"
          id={id}
          name="location"
          type="search"
          value={text}
          placeholder={placeholder ?? t('search.place.hint', 'Town, area or region, e.g. East Legon')}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            onTextChange(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            // Let a click on a suggestion land before the list closes.
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          enterKeyHint="search"
          sx={{ flexGrow: 1, minWidth: 0, height: '100%', border: 0, outline: 0, p: 0, bgcolor: 'transparent', color: 'text.primary', font: 'inherit', fontSize: 15, '&::placeholder': { color: 'text.secondary', opacity: 0.8 }, '&::-webkit-search-cancel-button': { cursor: 'pointer' } }}
        />
      </Paper>
      <Paper
        component="ul"
        id={listId}
        role="listbox"
        aria-label={t('search.place.list', 'Places in Ghana')}
        elevation={6}
        hidden={!shown}
        sx={{ position: 'absolute', zIndex: 20, top: 44, left: 0, right: 0, m: 0, p: 0.5, listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}
      >
        {shown
          ? places.map((place, index) => (
              <Box
                component="li"
                key={place.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(place)}
                onMouseEnter={() => setActive(index)}
                sx={{ px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer', bgcolor: index === active ? 'action.hover' : undefined }}
              >
                <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
                  {place.name}
                </Box>
                <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
                  {kindLabels[place.kind]} · {place.label}
                </Box>
              </Box>
            ))
          : null}
      </Paper>
    </Box>
  );
}
