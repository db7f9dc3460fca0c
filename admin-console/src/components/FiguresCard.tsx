import { useGetOne } from 'react-admin';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';

const Figure = ({ value, label }: { value: string; label: string }) => (
  <div>
    <Typography variant="h5" component="p">{value}</Typography>
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  </div>
);

/**
 * A row of figures above a list, read as one record (`{resource}/current`): each a large value over its label,
 * '…' while they load, and in place of the card an error that says `{what} could not be loaded` when they fail.
 */
export function FiguresCard<T extends { id: string }>(props: {
  resource: string;
  what: string;
  figures: { label: string; value: (data: T | undefined) => string }[];
  sx?: SxProps<Theme>;
  'aria-label'?: string;
  /** Let the figures wrap onto more lines on a narrow screen. */
  wrap?: boolean;
}) {
  const { data, isPending, error } = useGetOne<T>(props.resource, { id: 'current' });
  if (error) return <Alert severity="error">{props.what} could not be loaded: {(error as Error).message}</Alert>;
  return (
    <Card sx={props.sx} aria-label={props['aria-label']}>
      <CardContent>
        <Stack direction="row" spacing={4} {...(props.wrap ? { useFlexGap: true, sx: { flexWrap: 'wrap' } } : {})}>
          {props.figures.map((figure) => (
            <Figure key={figure.label} value={isPending ? '…' : figure.value(data)} label={figure.label} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
