import { useState } from 'react';
import { reportMessageSchema, reportReasons, type ReportReason, type Translate } from '@fie/domain';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ReportFields } from '../../../components/ui/report-fields';
import { useSend } from '../../../lib/use-send';
import { reportMessage } from '../api/report-message';

const fields = ['reason', 'details'];

/** The contract's reasons (the domain's reportReasonLabels), in the page's language. */
const reasonLabels = (t: Translate): Record<ReportReason, string> => ({
  scam: t('conversations.report.reason.scam', 'Scam, or asked for money before a viewing'),
  harassment: t('conversations.report.reason.harassment', 'Harassment or threats'),
  spam: t('conversations.report.reason.spam', 'Spam or advertising'),
  offensive: t('conversations.report.reason.offensive', 'Offensive language'),
  review_for_money: t('conversations.report.reason.review-for-money', 'Offered or asked money for a review'),
  other: t('conversations.report.reason.other', 'Something else'),
});

/**
 * 'Report message': why (the contract's reasons), and optionally what happened. Reports go to the staff's
 * moderation queue; the person reported is not told who reported them.
 */
export function ReportDialog({ messageId, onClose }: { messageId: string; onClose: () => void }) {
  useAppWords();
  const t = useT();
  const say = useSay();
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
      title={t('conversations.report.title', 'Report message')}
      width={480}
      onClose={onClose}
      actions={
        done ? (
          <Button variant="contained" onClick={onClose}>
            {t('conversations.report.done', 'Done')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('ui.cancel', 'Cancel')}
            </Button>
            <Button variant="contained" color="error" onClick={() => void submit()} disabled={busy} endIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {t('conversations.report.send', 'Send report')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <Alert severity="success" role="status">
          {t('conversations.report.received', '{answer}. Our staff will look at it. You can also block this person from the conversation’s menu.', { answer: done })}
        </Alert>
      ) : (
        <>
          {banner ? (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {say(banner)}
            </Alert>
          ) : null}
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('conversations.report.privacy', 'Staff read reported messages. The sender is not told who reported them.')}
          </Typography>
          <ReportFields question={t('conversations.report.why', 'Why are you reporting it?')} labelId="report-reason-label" reasons={reportReasons} labels={reasonLabels(t)} detailsRows={2}
            reason={reason} onReason={setReason} details={details} onDetails={setDetails} errors={errors} />
        </>
      )}
    </DialogFrame>
  );
}
