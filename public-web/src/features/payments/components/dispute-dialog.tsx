import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { disputePaymentSchema } from '@fie/domain';
import { BusyButton } from '../../../components/ui/busy-button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { useSay, useT } from '../../../lib/i18n/language';
import { disputePayment, type DisputePhoto } from '../api/payments';
import { DisputePhotos } from './dispute-photos';

/**
 * "Report a problem" on money held: why, in a few words, what happened, and photos if they help. The money stays held and staff decide;
 * the shared schema checks it here with the server's own words. `askNoShow`: the seeker's viewing fee, where they may
 * say the lister did not come, which is also recorded on the viewing as a fact (issue 33).
 */
export function DisputeDialog({ paymentId, askNoShow = false, onDone, onClose }: { paymentId: string; askNoShow?: boolean; onDone: (message: string) => void; onClose: () => void }) {
  const t = useT();
  const say = useSay();
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [noShow, setNoShow] = useState(false);
  const [photos, setPhotos] = useState<DisputePhoto[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checked = disputePaymentSchema.safeParse({ reason, details, photos: photos.map((photo) => photo.name), ...(askNoShow && noShow ? { no_show: true } : {}) });
    if (!checked.success) {
      const found: FieldErrors = {};
      for (const issue of checked.error.issues) found[String(issue.path[0])] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    setBanner(undefined);
    setBusy(true);
    try {
      const { photos: named, ...said } = checked.data;
      const answer = await disputePayment(paymentId, { ...said, ...(named.length ? { photos: named } : {}) });
      onDone(answer.message);
    } catch (failure) {
      const split = formErrorsFrom(failure, ['reason', 'details', 'photos']);
      setErrors(split.fields);
      setBanner(split.banner);
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="dispute"
      title={t('payments.dispute.title', 'Report a problem')}
      onClose={onClose}
      busy={busy}
      actions={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('payments.cancel', 'Cancel')}
          </Button>
          <BusyButton type="submit" form="dispute-form" variant="contained" color="warning" busy={busy}>
            {t('payments.dispute.send', 'Send to staff')}
          </BusyButton>
        </>
      }
    >
      <form id="dispute-form" noValidate onSubmit={send} aria-busy={busy}>
        {banner ? <FormBanner severity="error" title={t('payments.dispute.failed', 'The problem was not reported')} message={banner} /> : null}
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('payments.dispute.intro', 'The money stays held while staff look at what happened; they decide to release it, refund it or share it, and both sides are told.')}
        </Typography>
        <TextField
          id="dispute-reason"
          label={t('payments.dispute.reason', 'What went wrong')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ? say(errors.reason) : t('payments.dispute.reason-hint', 'e.g. The lister did not come')}
          required
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ mb: 2 }}
        />
        <TextField
          id="dispute-details"
          label={t('payments.dispute.details', 'What happened (optional)')}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          error={Boolean(errors.details)}
          helperText={errors.details ? say(errors.details) : undefined}
          multiline
          minRows={3}
          fullWidth
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <DisputePhotos photos={photos} onChange={setPhotos} disabled={busy} error={errors.photos} />
        {askNoShow ? (
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Checkbox checked={noShow} onChange={(event) => setNoShow(event.target.checked)} disabled={busy} />}
            label={t('payments.dispute.no-show', 'The lister did not come: record it on the viewing too, where they may answer it')}
          />
        ) : null}
      </form>
    </DialogFrame>
  );
}
