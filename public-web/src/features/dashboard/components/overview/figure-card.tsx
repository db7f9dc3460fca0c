import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Sparkline } from '../../../../components/ui/sparkline';
import type { Figure } from '../../api/figures';

const wholeNumber = new Intl.NumberFormat('en-GH');

/** What the little chart shows, in words, for screen readers and as its caption. */
export function seriesText(figure: Pick<Figure, 'label' | 'series' | 'seriesLabel'>): string {
  const { kind, counts } = figure.series;
  const days = counts.length;
  const what = figure.seriesLabel ?? figure.label;
  if (kind === 'running') return `${what} at the end of each of the last ${days} days: ${counts[0] ?? 0} then, ${counts[days - 1] ?? 0} today`;
  const most = Math.max(0, ...counts);
  return `${what} per day over the last ${days} days: ${counts[days - 1] ?? 0} today, at most ${most} in a day`;
}

/** One figure: its number, what it counts, its breakdown and how it went over the last days. */
export function FigureCard({ figure }: { figure: Figure }) {
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
          <Sparkline values={figure.series.counts} label={seriesText(figure)} width={112} height={36} />
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
