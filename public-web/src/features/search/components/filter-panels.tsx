import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Check from '@mui/icons-material/Check';
import { currencySymbols, formatMoney, type Currency } from '../../../lib/money';
import { useT } from '../../../lib/i18n/language';
import { priceDraft, priceRange, withMax, withMin, type PriceDraft } from '../model/price';

/**
 * The filter bar's popovers, in their own chunk: they load when first opened (or hovered), so the
 * search page's first download stays small.
 */
export type MenuOption = { value: string; label: string; count?: number };

/** A menu of choices (category, type, sort), each with its count when the search knows it. */
export function OptionMenu({
  anchor,
  label,
  options,
  value,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  label: string;
  options: readonly MenuOption[];
  value: string;
  onChoose: (value: string) => void;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} slotProps={{ list: { 'aria-label': label, dense: true } }}>
      {options.map((option) => (
        <MenuItem
          key={option.value || 'any'}
          selected={option.value === value}
          onClick={() => {
            onChoose(option.value);
            onClose();
          }}
          sx={{ minWidth: 220, gap: 1 }}
        >
          <ListItemText>{option.count === undefined ? option.label : `${option.label} (${option.count.toLocaleString('en-GH')})`}</ListItemText>
          {option.value === value ? <Check fontSize="small" color="primary" aria-hidden /> : null}
        </MenuItem>
      ))}
    </Menu>
  );
}

function PriceBox({ id, label, value, onChange, currency }: { id: string; label: string; value: string; onChange: (text: string) => void; currency: Currency }) {
  const t = useT();
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Typography component="label" htmlFor={id} variant="body2" sx={{ display: 'block', mb: 0.5, fontWeight: 600 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, px: 1, height: 40, '&:focus-within': { borderColor: 'primary.main' } }}>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {currencySymbols[currency]}
        </Typography>
        <InputBase
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={t('search.price.any', 'Any')}
          inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
          sx={{ flex: 1, minWidth: 0 }}
        />
      </Box>
    </Box>
  );
}

/**
 * The price popover: minimum and maximum (digits only, shown with separators; a minimum above the
 * maximum raises it), and the currency they are in. Prices compare in cedis on the server, so a
 * dollar range finds cedi listings too.
 */
export function PricePopover({
  anchor,
  minPrice,
  maxPrice,
  currency,
  range,
  acquisition = '',
  category = '',
  onApply,
  onClose,
}: {
  anchor: HTMLElement | null;
  minPrice?: number;
  maxPrice?: number;
  currency: Currency;
  /** The cheapest and dearest listing of the current search, in cedis (rents by the month, short stays by the night). */
  range?: { min: number; max: number };
  /** What the search is for: rents compare by the month, short stays by the night, sales by the price. */
  acquisition?: string;
  /** Event venues are hired by the day: their rents compare by the day. */
  category?: string;
  onApply: (price: { minPrice?: number; maxPrice?: number; currency: Currency }) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [draft, setDraft] = useState<PriceDraft>(() => priceDraft(minPrice, maxPrice, currency));
  // Search compares a rent's month and a short stay's night (listings/price.ts): say so where prices mix.
  const venues = category === 'events';
  const basis = acquisition === 'rent' ? (venues ? 'day' : 'month') : acquisition === 'short_stay' ? 'night' : '';
  const basisNote =
    acquisition === 'rent'
      ? venues
        ? t('search.price.venues', 'Venues compare by the day.')
        : t('search.price.rents', 'Rents compare by the month: GH₵ 24,000 a year counts as GH₵ 2,000.')
      : acquisition === 'short_stay'
        ? t('search.price.stays', 'Short stays compare by the night.')
        : acquisition === 'buy'
          ? undefined
          : t('search.price.mixed', 'Rents compare by the month, short stays by the night.');
  const apply = () => {
    onApply(priceRange(draft));
    onClose();
  };
  return (
    <Popover
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      slotProps={{ paper: { sx: { p: 2, width: 320, maxWidth: 'calc(100vw - 32px)' }, role: 'dialog', 'aria-label': t('search.price.title', 'Price') } }}
    >
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {t('search.price.title', 'Price')}
        </Typography>
        <Stack direction="row" spacing={1} role="group" aria-label={t('search.price.currency', 'Currency')} sx={{ mb: 1.5 }}>
          {(['GHS', 'USD'] as const).map((code) => (
            <Button key={code} size="small" variant={draft.currency === code ? 'contained' : 'outlined'} aria-pressed={draft.currency === code} onClick={() => setDraft((d) => ({ ...d, currency: code }))}>
              {code === 'GHS' ? t('search.price.cedis', 'GH₵ cedis') : t('search.price.dollars', 'US$ dollars')}
            </Button>
          ))}
        </Stack>
        <Stack direction="row" spacing={1.5}>
          <PriceBox id="price-min" label={t('search.price.min', 'Minimum')} value={draft.min} currency={draft.currency} onChange={(text) => setDraft((d) => withMin(d, text))} />
          <PriceBox id="price-max" label={t('search.price.max', 'Maximum')} value={draft.max} currency={draft.currency} onChange={(text) => setDraft((d) => withMax(d, text))} />
        </Stack>
        {range && range.max > 0 ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {t(
              'search.price.range',
              'Listings in this search cost {min} to {max}{basis, select, day { a day} month { a month} night { a night} other {}}.',
              { min: formatMoney(Math.floor(range.min), 'GHS'), max: formatMoney(Math.ceil(range.max), 'GHS'), basis },
            )}
          </Typography>
        ) : null}
        {basisNote ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {basisNote}
          </Typography>
        ) : null}
        {draft.currency === 'USD' ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('search.price.rate', 'Dollar amounts are compared in cedis at the indicative rate.')}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
          <Button onClick={() => setDraft((d) => ({ ...d, min: '', max: '' }))}>{t('search.price.clear', 'Clear')}</Button>
          <Button type="submit" variant="contained">
            {t('search.price.apply', 'Apply')}
          </Button>
        </Stack>
      </Box>
    </Popover>
  );
}
