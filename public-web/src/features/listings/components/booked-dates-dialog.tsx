import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addRange, bookedDatesSchema, fieldErrors, ghanaToday, nightsBetween, removeRange, type DateRange, type Language, type Translate } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormBanner } from '../../../components/ui/form-banner';
import { visuallyHidden } from '../../../components/ui/visually-hidden';
import { ApiError, formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { markBookedDates, releaseBookedDates, type ListedProperty, type SaveAnswer } from '../api/listings';
import { dateRangeIn } from '../format';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { nameOf } from './property-card';

type Values = { start: string; end: string; note: string };
const empty: Values = { start: '', end: '', note: '' };
const fields = Object.keys(empty);

type Banner = { severity: 'success' | 'error'; title: string; message?: string };

const nightsText = (t: Translate, start: string, end: string) => t('listings.booked.nights', '{nights, plural, one {# night} other {# nights}}', { nights: nightsBetween(start, end).length });

/** 'Sat, 12 Dec – Tue, 15 Dec 2026 · 3 nights', in the reader's language. */
export const bookedRangeText = (t: Translate, language: Language, range: Pick<DateRange, 'start' | 'end'>) => `${dateRangeIn(language, range.start, range.end, { weekday: true })} · ${nightsText(t, range.start, range.end)}`;

/**
 * 'Booked dates' for one short-stay listing: the nights already taken (booked here, by phone or on another
 * site), each range with a Release, and a form to mark more. Searches for taken dates leave the listing out.
 * Each answer carries the listing as it now is, so the list shown is always the server's; `onChanged` lets
 * the page reload its cards. Ranges already over are left out: they cannot be changed and only lengthen the list.
 */
export function BookedDatesDialog({ property, onClose, onChanged }: { property: ListedProperty; onClose: () => void; onChanged: (answer: SaveAnswer) => void }) {
  const t = useT();
  const say = useSay();
  const { language } = useLanguage();
  const [ranges, setRanges] = useState<DateRange[]>(property.bookedDates);
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  // 'mark', or the start of the range being released: one call at a time, its button shows the spinner.
  const [pending, setPending] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  const today = ghanaToday(new Date());
  const coming = ranges.filter((range) => range.end > today);
  const busy = pending !== null;

  // The answer shows at the top, with the list it changed; on a phone the form is below the fold.
  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [banner]);

  // The props every field of the form takes: its value, the message or else its hint, and busy.
  const field = (key: keyof Values, hint: string) => ({
    id: `booked-dates-${key}`,
    value: values[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key] ? say(errors[key]) : hint,
    disabled: busy,
    fullWidth: true,
  });
  const set = (key: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  // The server's message always shows; its field messages go under the form's fields after a mark, and to the
  // banner after a release (the form was not what was sent) or when the form has no such field.
  const failed = (error: unknown, fromForm: boolean) => {
    const shown = fromForm ? formErrorsFrom(error, fields).fields : {};
    const unshown = error instanceof ApiError ? Object.entries(error.errors).filter(([field]) => !shown[field]).map(([, text]) => say(text)) : [];
    setErrors(shown);
    setBanner({ severity: 'error', title: t('listings.booked.failed', 'Something went wrong'), message: [error instanceof Error ? say(error.message) : undefined, ...unshown].filter(Boolean).join(' · ') || undefined });
  };

  async function mark(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBanner(null);
    const parsed = bookedDatesSchema.safeParse({ start: values.start, end: values.end, ...(values.note.trim() ? { note: values.note } : {}) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    // The inputs' min is only a hint to the date picker; a typed past date is caught here, as the server would.
    if (parsed.data.start < today) {
      setErrors({ start: t('listings.booked.in-the-past', 'These dates have already passed') });
      return;
    }
    setErrors({});
    setPending('mark');
    try {
      const answer = await markBookedDates(property.id, parsed.data);
      setRanges(answer.property ? answer.property.bookedDates : addRange(ranges, parsed.data));
      setValues(empty);
      setBanner({ severity: 'success', title: t('listings.booked.marked', 'Dates marked as booked') });
      onChanged(answer);
    } catch (error) {
      failed(error, true);
    } finally {
      setPending(null);
    }
  }

  async function release(range: DateRange) {
    if (busy) return;
    setBanner(null);
    setPending(range.start);
    try {
      const answer = await releaseBookedDates(property.id, range);
      setRanges(answer.property ? answer.property.bookedDates : removeRange(ranges, range));
      setBanner({ severity: 'success', title: t('listings.booked.released', 'Dates released') });
      onChanged(answer);
    } catch (error) {
      failed(error, false);
    } finally {
      setPending(null);
    }
  }

  const datesValid = bookedDatesSchema.safeParse({ start: values.start, end: values.end }).success;

  return (
    <DialogFrame id="booked-dates" title={t('listings.action.booked-dates', 'Booked dates')} width={560} dividers onClose={onClose}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          {t('listings.booked.intro', '{name}: mark the nights already taken, booked here, by phone or on another site. Searches for those dates leave the listing out.', { name: nameOf(t, property) })}
        </Typography>
        <Box ref={bannerRef}>{banner ? <FormBanner {...banner} /> : null}</Box>

        <Box component="section" aria-labelledby="booked-dates-list-title">
          <Typography id="booked-dates-list-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('listings.booked.list', 'Booked')}
          </Typography>
          {coming.length ? (
            <Box component="ul" aria-labelledby="booked-dates-list-title" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {coming.map((range) => {
                const text = bookedRangeText(t, language, range);
                return (
                  <Box component="li" key={`${range.start}/${range.end}`} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 1 }}>
                    <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                      <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
                      {range.note ? (
                        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                          {range.note}
                        </Typography>
                      ) : null}
                    </Box>
                    <Button size="small" variant="outlined" color="error" onClick={() => void release(range)} disabled={busy}>
                      {t('listings.booked.release', 'Release')}
                      <span style={visuallyHidden}>{` ${text}`}</span>
                      {pending === range.start ? <CircularProgress size={14} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
                    </Button>
                  </Box>
                );
              })}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('listings.booked.none', 'No dates booked.')}</Typography>
          )}
        </Box>

        <Divider />

        <Box component="form" noValidate onSubmit={mark} aria-labelledby="booked-dates-form-title" aria-busy={busy}>
          <Typography id="booked-dates-form-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('listings.booked.form-title', 'Mark dates as booked')}
          </Typography>
          <Stack spacing={2}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                {...field('start', t('listings.booked.start.hint', 'The first night taken'))}
                type="date"
                label={t('listings.booked.start', 'Check-in')}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
              />
              <TextField
                {...field('end', datesValid ? nightsText(t, values.start, values.end) : t('listings.booked.end.hint', 'The morning the guest leaves'))}
                type="date"
                label={t('listings.booked.end', 'Check-out')}
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: values.start && values.start > today ? values.start : today } }}
              />
            </Stack>
            <TextField
              {...field('note', t('listings.form.optional', 'Optional'))}
              label={t('listings.booked.note', 'Note (guest name, where booked)')}
              slotProps={{ htmlInput: { maxLength: 140 } }}
            />
            <Box>
              <Button type="submit" variant="contained" disabled={busy} sx={{ width: { xs: '100%', sm: 'auto' } }}>
                {t('listings.booked.mark', 'Mark as booked')}
                {pending === 'mark' ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
              </Button>
            </Box>
          </Stack>
        </Box>
      </Stack>
    </DialogFrame>
  );
}
