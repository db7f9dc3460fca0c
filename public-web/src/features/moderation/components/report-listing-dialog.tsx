import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import { fieldErrors, type Translate } from '@fie/domain';
import { useAppWords, useT } from '../../../lib/i18n/language';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { useFlash } from '../../../components/ui/flash-message';
import { FormBanner } from '../../../components/ui/form-banner';
import { ReportFields } from '../../../components/ui/report-fields';
import { useSend } from '../../../lib/use-send';
import { listingReportReasons, reportListing, reportListingSchema, type ListingReportReason } from '../api/reports';

const fields = ['reason', 'details'];

/** The reasons moderators sort by (the domain's listingReportReasonLabels), in the page's language. */
const reasonLabels = (t: Translate): Record<ListingReportReason, string> => ({
  scam: t('moderation.reason.scam', 'Scam, or asked for money before a viewing'),
  let_or_sold: t('moderation.reason.let-or-sold', 'Already let or sold'),
  wrong_details: t('moderation.reason.wrong-details', 'Wrong price or details'),
  duplicate: t('moderation.reason.duplicate', 'Duplicate listing'),
  offensive: t('moderation.reason.offensive', 'Offensive'),
});

export type ReportListingDialogProps = { open: boolean; onClose: () => void; propertyId: string; title: string };

/**
 * 'Report this listing': why (the reasons moderators sort by) and, if they like, what happened. Bad input is
 * answered under its field and sends nothing; a second report of the same listing is the server's 409, shown
 * in the banner. A sent report closes the dialog with the server's thanks.
 */
export function ReportListingDialog({ open, onClose, propertyId, title }: ReportListingDialogProps) {
  // Opened from the public property page: its words (the app part) arrive before it shows.
  useAppWords();
  const t = useT();
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
      title={t('moderation.title', 'Report this listing')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('ui.cancel', 'Cancel')}
          </Button>
          <Button type="submit" form="report-listing-form" variant="contained" disabled={busy}>
            {t('moderation.send', 'Send report')}
          </Button>
        </>
      }
    >
      <form id="report-listing-form" onSubmit={submit} noValidate>
        <FormBanner severity="error" message={banner} />
        <ReportFields question={t('moderation.question', 'What is wrong with “{title}”?', { title })} reasons={listingReportReasons} labels={reasonLabels(t)} detailsRows={3}
          detailsHint={t('moderation.details-hint', 'Our moderators read this; the lister does not.')} reason={reason} onReason={setReason} details={details} onDetails={setDetails} errors={errors} />
      </form>
    </DialogFrame>
  );
}
