import { useState } from 'react';
import { reportMessageSchema, reportReasonLabels, reportReasons, type ReportReason } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ReportFields } from '../../../components/ui/report-fields';
import { useSend } from '../../../lib/use-send';
import { reportMessage } from '../api/report-message';

const fields = ['reason', 'details'];

/**
 * 'Report message': why (the contract's reasons), and optionally what happened. Reports go to the staff's
 * moderation queue; the person reported is not told who reported them.
 */
export function ReportDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [done, setDone] = useState<string | undefined>();
  const { busy, errors, setErrors, banner, send } = useSend(fields);

  async function submit() {
    const checked = reportMessageSchema.safeParse({ reason, details });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    await send(async () => {
      setDone((await reportMessage(messageId, checked.data)).message);
    });
  }

  return (
    <DialogFrame
      id="report-message"
      title="Report message"
      width={480}
      onClose={onClose}
      actions={
        done ? (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" color="error" onClick={() => void submit()} disabled={busy} endIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              Send report
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert severity="success" role="status">
          {done}. Our staff will look at it. You can also block this person from the conversation’s menu.
        </Alert>
      ) : (
        <>
          {banner ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {banner}
            </Alert>
          ) : null}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Staff read reported messages. The sender is not told who reported them.
          </Typography>
          <ReportFields question="Why are you reporting it?" labelId="report-reason-label" reasons={reportReasons} labels={reportReasonLabels} detailsRows={2}
            reason={reason} onReason={setReason} details={details} onDetails={setDetails} errors={errors} />
        </>
      )}
    </DialogFrame>
  );
}
