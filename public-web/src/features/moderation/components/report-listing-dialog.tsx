import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import { fieldErrors } from '@fie/domain';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useFlash } from '../../../components/ui/flash-message';
import { FormBanner } from '../../../components/ui/form-banner';
import { ReportFields } from '../../../components/ui/report-fields';
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
        <ReportFields question={<>What is wrong with “{title}”?</>} reasons={listingReportReasons} labels={listingReportReasonLabels} detailsRows={3}
          detailsHint="Our moderators read this; the lister does not." reason={reason} onReason={setReason} details={details} onDetails={setDetails} errors={errors} />
      </form>
    </DialogFrame>
  );
}
