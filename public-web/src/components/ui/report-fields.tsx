import type { ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useSay, useT } from '../../lib/i18n/language';

/**
 * What a report asks (a message's, a listing's): why, one of the reasons, and what happened, in the reporter's
 * words if they like. With `labelId` the reasons are a required group named by the question; without, a
 * fieldset with the question as its legend.
 */
export function ReportFields<R extends string>({
  question,
  labelId,
  reasons,
  labels,
  reason,
  onReason,
  details,
  onDetails,
  errors,
  detailsHint,
  detailsRows,
}: {
  question: ReactNode;
  labelId?: string;
  reasons: readonly R[];
  labels: Record<R, string>;
  reason: string;
  onReason: (reason: R) => void;
  details: string;
  onDetails: (details: string) => void;
  errors: { reason?: string; details?: string };
  /** Under the details while they have no message. */
  detailsHint?: string;
  detailsRows: number;
}) {
  const t = useT();
  const say = useSay();
  const options = reasons.map((value) => <FormControlLabel key={value} value={value} control={<Radio />} label={labels[value]} />);
  const choose = (event: { target: { value: string } }) => onReason(event.target.value as R);
  const message = errors.reason ? <FormHelperText>{say(errors.reason)}</FormHelperText> : null;
  return (
    <>
      {labelId ? (
        <FormControl error={Boolean(errors.reason)} required>
          <FormLabel id={labelId}>{question}</FormLabel>
          <RadioGroup aria-labelledby={labelId} value={reason} onChange={choose}>
            {options}
          </RadioGroup>
          {message}
        </FormControl>
      ) : (
        <FormControl error={Boolean(errors.reason)} component="fieldset" fullWidth>
          <FormLabel component="legend">{question}</FormLabel>
          <RadioGroup name="reason" value={reason} onChange={choose}>
            {options}
          </RadioGroup>
          {message}
        </FormControl>
      )}
      <TextField
        label={t('ui.report.details', 'What happened (optional)')}
        value={details}
        onChange={(event) => onDetails(event.target.value)}
        error={Boolean(errors.details)}
        helperText={errors.details ? say(errors.details) : detailsHint}
        multiline
        minRows={detailsRows}
        fullWidth
        sx={{ mt: 2 }}
      />
    </>
  );
}
