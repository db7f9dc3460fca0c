import { useEffect, useState } from 'react';
import { weekdayOf } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { fetchSlots, type DaySlots } from '../api/viewings';
import { accraToday, formatDay, lastBookableDay, weekdayName } from '../dates';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; slots: DaySlots };

/**
 * A date, then the half-hour times the lister shows the property that day: taken and past times are
 * greyed out (and struck through), so the person picks only what the server will accept. A free time looks like
 * a button to press: outlined in the brand colour, bold, at least 44 px tall (a finger's width), filled once
 * chosen. `reload` changes when the caller learns a time was taken meanwhile.
 */
const slotLook = {
  minHeight: 44,
  fontSize: 15,
  fontWeight: 700,
  color: 'primary.dark',
  borderColor: 'primary.main',
  borderWidth: 1.5,
  bgcolor: 'background.paper',
  '&:hover': { bgcolor: 'action.hover', borderColor: 'primary.dark' },
  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: 'primary.main', color: 'primary.contrastText', borderColor: 'primary.main' },
  '&.Mui-disabled': { color: 'text.disabled', borderColor: 'divider', bgcolor: 'action.hover', textDecoration: 'line-through', fontWeight: 400 },
} as const;

export function SlotPicker({ propertyId, date, onDate, picked, onPick, reload = 0, disabled = false }: {
  propertyId: string;
  date: string;
  onDate: (date: string) => void;
  picked: string | null;
  onPick: (start: string | null) => void;
  reload?: number;
  disabled?: boolean;
}) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchSlots(propertyId, date, { signal: controller.signal }).then(
      (slots) => !controller.signal.aborted && setLoad({ status: 'ready', slots }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : '' }),
    );
    return () => controller.abort();
  }, [propertyId, date, attempt, reload]);

  const free = load.status === 'ready' ? load.slots.slots.filter((s) => s.free) : [];
  return (
    <Stack spacing={1.5}>
      <TextField
        type="date"
        label={t('viewings.slots.date', 'Date')}
        value={date}
        onChange={(event) => {
          if (!event.target.value) return;
          onPick(null);
          onDate(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: accraToday(), max: lastBookableDay() } }}
        disabled={disabled}
        helperText={t('viewings.slots.date-hint', 'Times are Accra time (GMT)')}
      />
      {load.status === 'loading' ? <LinearProgress aria-label={t('viewings.slots.loading', 'Loading the free times')} /> : null}
      {load.status === 'failed' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('viewings.retry', 'Retry')}
            </Button>
          }
        >
          {t('viewings.slots.failed', 'We could not load the free times.')} {say(load.message)}
        </Alert>
      ) : null}
      {load.status === 'ready' && !load.slots.hours ? (
        <Typography color="text.secondary">{t('viewings.slots.closed-day', 'The lister does not show the property on this day ({day}). Choose another day.', { day: weekdayName(language, weekdayOf(date)) })}</Typography>
      ) : null}
      {load.status === 'ready' && load.slots.hours && !free.length ? (
        <Typography color="text.secondary">{t('viewings.slots.full', 'No free times are left on {date}. Try another day.', { date: formatDay(language, date) })}</Typography>
      ) : null}
      {load.status === 'ready' && free.length ? (
        <Box role="group" aria-label={t('viewings.slots.group', 'Free times on {date}', { date: formatDay(language, date) })} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 1 }}>
          {load.slots.slots.map((slot) => (
            <ToggleButton
              key={slot.start}
              value={slot.start}
              selected={picked === slot.start}
              disabled={!slot.free || disabled}
              onChange={() => onPick(picked === slot.start ? null : slot.start)}
              aria-label={slot.free ? slot.time : t('viewings.slots.taken', '{time} (taken)', { time: slot.time })}
              sx={slotLook}
            >
              {slot.time}
            </ToggleButton>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
