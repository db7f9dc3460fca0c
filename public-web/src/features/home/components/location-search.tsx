import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { paths } from '../../../lib/paths';
import { useT } from '../../../lib/i18n/language';

/**
 * The landing pages' search box: one field for a place, named the way people say it
 * ("East Legon", "Adum", "Tamale"), and a Search button that stays visible on a small screen.
 * Built on InputBase rather than TextField: the landing is the first page, and TextField brings
 * Select and its menus along, several KiB a slow connection should not pay for here.
 * A real GET form to the search page, so it searches without JavaScript too; with it, the page moves in place.
 */
export function LocationSearch({ onSearch, label, hidden = {} }: { onSearch: (location: string) => void; label?: string; hidden?: Record<string, string> }) {
  const t = useT();
  const [location, setLocation] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(location.trim());
  };
  return (
    <Paper
      component="form"
      method="get"
      action={paths.searchProperty}
      data-plain-form
      role="search"
      aria-label={t('home.location.form-label', 'Search property by location')}
      onSubmit={submit}
      elevation={0}
      sx={{ p: 0.75, pl: 1.5, display: 'flex', gap: 1, alignItems: 'center', borderRadius: 2, maxWidth: 620 }}
    >
      <PlaceOutlined color="action" aria-hidden />
      <label htmlFor="landing-location" style={visuallyHidden}>
        {label ?? t('home.location.label', 'Location')}
      </label>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <InputBase
        id="landing-location"
        name="location"
        placeholder={t('home.location.placeholder', 'Town, area or region, e.g. East Legon')}
        value={location}
        onChange={(event) => setLocation(event.target.value)}
        autoComplete="address-level2"
        sx={{ flexGrow: 1, minWidth: 0 }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchIcon aria-hidden />} sx={{ flexShrink: 0, height: 40 }}>
        {t('home.location.search', 'Search')}
      </Button>
    </Paper>
  );
}
