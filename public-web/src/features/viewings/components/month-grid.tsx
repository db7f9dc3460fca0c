import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useLanguage, useT } from '../../../lib/i18n/language';
import { formatDay, monthOf, monthWeeks, weekdayHeadings } from '../dates';

export type CalendarEntry = { key: string; date: string; label: string; time?: string; tone: 'open' | 'confirmed' | 'closed' | 'stay'; onOpen: () => void };

const tones = {
  open: { bgcolor: 'warning.light', color: 'warning.contrastText' },
  confirmed: { bgcolor: 'success.light', color: 'success.contrastText' },
  closed: { bgcolor: 'action.hover', color: 'text.secondary', textDecoration: 'line-through' },
  stay: { bgcolor: 'info.light', color: 'info.contrastText' },
} as const;

function Entry({ entry }: { entry: CalendarEntry }) {
  return (
    <ButtonBase
      onClick={entry.onOpen}
      sx={{ ...tones[entry.tone], display: 'block', width: '100%', textAlign: 'left', borderRadius: 1, px: 0.75, py: 0.25, fontSize: 12, lineHeight: 1.4, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {entry.time ? <strong>{entry.time} </strong> : null}
      {entry.label}
    </ButtonBase>
  );
}

/**
 * The spec's month calendar: each date with its entries ('Viewing for Ama Mensah'). On a phone the seven
 * columns would be too narrow to read, so the month is a list of the days that have something.
 */
export function MonthGrid({ month, today, entries }: { month: string; today: string; entries: CalendarEntry[] }) {
  const t = useT();
  const { language } = useLanguage();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const byDate = new Map<string, CalendarEntry[]>();
  for (const entry of entries) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);

  if (phone) {
    const days = [...byDate.keys()].filter((d) => monthOf(d) === month).sort();
    return (
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={t('viewings.calendar.days', 'Days with viewings or stays')}>
        {days.map((date) => (
          <li key={date}>
            <Typography variant="subtitle2" component="h3" sx={{ fontWeight: date === today ? 800 : 600 }}>
              {date === today ? t('viewings.calendar.day-today', '{day} (today)', { day: formatDay(language, date) }) : formatDay(language, date)}
            </Typography>
            <Box sx={{ display: 'grid', gap: 0.5, mt: 0.5 }}>
              {byDate.get(date)!.map((entry) => (
                <Entry key={entry.key} entry={entry} />
              ))}
            </Box>
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box role="grid" aria-label={t('viewings.calendar.month', 'Month')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box role="row" sx={{ display: 'contents' }}>
        {weekdayHeadings(language).map((day) => (
          <Typography key={day} role="columnheader" variant="caption" sx={{ px: 1, py: 0.5, fontWeight: 700, bgcolor: 'grey.100', borderBottom: 1, borderColor: 'divider' }}>
            {day}
          </Typography>
        ))}
      </Box>
      {monthWeeks(month).map((week) => (
        <Box role="row" key={week[0]} sx={{ display: 'contents' }}>
          {week.map((date) => {
            const inMonth = monthOf(date) === month;
            return (
              <Box
                role="gridcell"
                key={date}
                aria-label={formatDay(language, date)}
                sx={{ minHeight: 96, p: 0.5, borderRight: 1, borderBottom: 1, borderColor: 'divider', bgcolor: inMonth ? 'background.paper' : 'grey.50', minWidth: 0 }}
              >
                <Typography variant="caption" sx={{ display: 'block', mb: 0.25, fontWeight: date === today ? 800 : 400, color: inMonth ? 'text.primary' : 'text.disabled' }}>
                  {Number(date.slice(8, 10))}
                </Typography>
                <Box sx={{ display: 'grid', gap: 0.25 }}>
                  {(byDate.get(date) ?? []).map((entry) => (
                    <Entry key={entry.key} entry={entry} />
                  ))}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
