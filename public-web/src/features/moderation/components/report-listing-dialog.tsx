import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { fieldErrors } from '@fie/domain';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useFlash } from '../../../components/ui/flash-message';
import { FormBanner } from '../../../components/ui/form-banner';
import { useSend } from '../../../lib/use-send';
import { listingReportReasonLabels, listingReportReasons, reportListing, reportListingSchema } from '../api/reports';

const fields = ['reason', 'details'];

export type ReportListingDialogProps = { open: boolean; onClose: () => void; propertyId: string; title: string };

/**
 * 'Report this listing': why (the reasons moderators sort by) and, if they like, what happened. Bad input is
 * answered under its field and sends nothing; a second report of the same listing is the server's 409, shown
 * in the banner. A sent report closes the dialog with the server's thanks.
 */
export function ReportListingDialog({ open, onClose, propertyId, title }: ReportListingDialogProps) {
  const { flash } = useFlash();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const { busy, errors, setErrors, banner, send } = useSend(fields);
  if (!open) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportListingSchema.safeParse({ reason, details });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    await send(async () => {
      flash('success', await reportListing(propertyId, parsed.data));
      onClose();
    });
  };

  return (
    <DialogFrame
      id="report-listing"
      title="Report this listing"
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form="report-listing-form" variant="contained" disabled={busy}>
            Send report
          </Button>
        </>
      }
    >
      <form id="report-listing-form" onSubmit={submit} noValidate>
        <FormBanner severity="error" message={banner} />
        <FormControl error={Boolean(errors.reason)} component="fieldset" fullWidth>
          <FormLabel component="legend">What is wrong with “{title}”?</FormLabel>
          <RadioGroup name="reason" value={reason} onChange={(e) => setReason(e.target.value)}>
            {listingReportReasons.map((id) => (
              <FormControlLabel key={id} value={id} control={<Radio />} label={listingReportReasonLabels[id]} />
            ))}
          </RadioGroup>
          {errors.reason ? <FormHelperText>{errors.reason}</FormHelperText> : null}
        </FormControl>
        <TextField
          label="What happened (optional)"
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          error={Boolean(errors.details)}
          helperText={errors.details ?? 'Our moderators read this; the lister does not.'}
          multiline
          minRows={3}
          fullWidth
          sx={{ mt: 2 }}
        />
      </form>
    </DialogFrame>
  );
}
