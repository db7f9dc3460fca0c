import { useEffect, useState } from 'react';
import { weekdayNames, weekdayOf } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { fetchSlots, type DaySlots } from '../api/viewings';
import { accraToday, formatDay, lastBookableDay } from '../dates';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; slots: DaySlots };

/**
 * A date, then the half-hour times the lister shows the property that day: taken and past times are
 * greyed out, so the person picks only what the server will accept. `reload` changes when the caller
 * learns a time was taken meanwhile.
 */
export function SlotPicker({ propertyId, date, onDate, picked, onPick, reload = 0, disabled = false }: {
  propertyId: string;
  date: string;
  onDate: (date: string) => void;
  picked: string | null;
  onPick: (start: string | null) => void;
  reload?: number;
  disabled?: boolean;
}) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetchSlots(propertyId, date, { signal: controller.signal }).then(
      (slots) => !controller.signal.aborted && setLoad({ status: 'ready', slots }),
      (error: unknown) => !controller.signal.aborted && setLoad({ status: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' }),
    );
    return () => controller.abort();
  }, [propertyId, date, attempt, reload]);

  const free = load.status === 'ready' ? load.slots.slots.filter((s) => s.free) : [];
  return (
    <Stack spacing={1.5}>
      <TextField
        type="date"
        label="Date"
        value={date}
        onChange={(event) => {
          if (!event.target.value) return;
          onPick(null);
          onDate(event.target.value);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: accraToday(), max: lastBookableDay() } }}
        disabled={disabled}
        helperText="Times are Accra time (GMT)"
      />
      {load.status === 'loading' ? <LinearProgress aria-label="Loading the free times" /> : null}
      {load.status === 'failed' ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>Retry</Button>}>
          We could not load the free times. {load.message}
        </Alert>
      ) : null}
      {load.status === 'ready' && !load.slots.hours ? (
        <Typography color="text.secondary">The lister does not show the property on {weekdayNames[weekdayOf(date)]}s. Choose another day.</Typography>
      ) : null}
      {load.status === 'ready' && load.slots.hours && !free.length ? (
        <Typography color="text.secondary">No free times are left on {formatDay(date)}. Try another day.</Typography>
      ) : null}
      {load.status === 'ready' && free.length ? (
        <Box role="group" aria-label={`Free times on ${formatDay(date)}`} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: 1 }}>
          {load.slots.slots.map((slot) => (
            <ToggleButton
              key={slot.start}
              value={slot.start}
              size="small"
              selected={picked === slot.start}
              disabled={!slot.free || disabled}
              onChange={() => onPick(picked === slot.start ? null : slot.start)}
              aria-label={slot.free ? slot.time : `${slot.time} (taken)`}
            >
              {slot.time}
            </ToggleButton>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
