import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translator, type Translate } from '@fie/domain';
import { useT } from '../../../../lib/i18n/language';
import { Sparkline } from '../../../../components/ui/sparkline';
import type { Figure } from '../../api/figures';

const wholeNumber = new Intl.NumberFormat('en-GH');

const english = translator('en');

/** What the little chart shows, in words, for screen readers and as its caption (`t`: the page's language). */
export function seriesText(figure: Pick<Figure, 'label' | 'series' | 'seriesLabel'>, t: Translate = english): string {
  const { kind, counts } = figure.series;
  const days = counts.length;
  const what = figure.seriesLabel ?? figure.label;
  if (kind === 'running') return t('dashboard.figures.running', '{what} at the end of each of the last {days} days: {first} then, {last} today', { what, days, first: counts[0] ?? 0, last: counts[days - 1] ?? 0 });
  const most = Math.max(0, ...counts);
  return t('dashboard.figures.daily', '{what} per day over the last {days} days: {last} today, at most {most} in a day', { what, days, last: counts[days - 1] ?? 0, most });
}

/** One figure: its number, what it counts, its breakdown and how it went over the last days. */
export function FigureCard({ figure }: { figure: Figure }) {
  const t = useT();
  // The breakdown by status, shown only when it says more than the detail line ('1 live' twice says nothing).
  const partsText = (figure.parts ?? [])
    .filter((part) => part.count > 0)
    .map((part) => `${part.count} ${part.label.toLowerCase()}`)
    .join(' · ');
  const id = `figure-${figure.key}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-label`} sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" component="h3" sx={{ fontWeight: 600 }}>
        {figure.label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.1 }}>
            {wholeNumber.format(figure.total)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {figure.detail}
          </Typography>
        </Box>
        <Box sx={{ color: 'primary.main', flexShrink: 0 }}>
          <Sparkline values={figure.series.counts} label={seriesText(figure, t)} width={112} height={36} />
        </Box>
      </Stack>
      {partsText && partsText !== figure.detail ? (
        <Typography variant="body2" color="text.secondary">
          {partsText}
        </Typography>
      ) : null}
    </Paper>
  );
}
