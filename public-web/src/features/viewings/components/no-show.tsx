import { useState } from 'react';
import { answerNoShowSchema, NO_SHOW_ANSWER_MAX } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormBanner } from '../../../components/ui/form-banner';
import { formErrorsFrom } from '../../../lib/api-client';
import { useLanguage, useSay, useT } from '../../../lib/i18n/language';
import { answerNoShow, recordNoShow, type NoShowStanding } from '../api/viewings';
import { formatDay } from '../dates';
import { OnceTextStep, type OnceTextWords } from './once-text-step';

/**
 * No-shows on a viewing (issue 33), facts and not reviews: the one this side recorded (with the other's answer), and
 * the one recorded against this side (with its answer, or the offer to answer it once).
 */
export function NoShowLines({ standing, other, onAnswer }: { standing: NoShowStanding; other: string; onAnswer: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  if (!standing.mine && !standing.aboutMe) return null;
  return (
    <Box sx={{ mt: 1.5, borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="no-shows">
      {standing.mine ? (
        <>
          <Typography variant="body2">{t('viewings.no-show.mine', 'You recorded on {date} that {name} did not come.', { name: other, date: formatDay(language, standing.mine.recordedAt) })}</Typography>
          {standing.mine.answer ? (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('viewings.no-show.their-answer', '{name}’s answer: {text}', { name: other, text: standing.mine.answer })}
            </Typography>
          ) : null}
        </>
      ) : null}
      {standing.aboutMe ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('viewings.no-show.about-me', '{name} recorded that you did not come. It is shown with your reputation.', { name: other })}
          </Typography>
          {standing.aboutMe.answered ? (
            standing.aboutMe.answer ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('viewings.no-show.your-answer', 'Your answer: {text}', { text: standing.aboutMe.answer })}
              </Typography>
            ) : null
          ) : (
            <Button size="small" onClick={onAnswer} sx={{ mt: 0.5 }}>
              {t('viewings.no-show.answer', 'Answer it')}
            </Button>
          )}
        </>
      ) : null}
    </Box>
  );
}

/** "They did not come": asked again before it is recorded, as it cannot be taken back. */
export function RecordNoShowStep({ viewingId, other, onBack, onClose, onDone }: { viewingId: string; other: string; onBack: () => void; onClose: () => void; onDone: (message: string) => void }) {
  const t = useT();
  const say = useSay();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string | undefined>();

  async function record() {
    if (busy) return;
    setBusy(true);
    setBanner(undefined);
    try {
      onDone(say(await recordNoShow(viewingId)));
    } catch (failure) {
      setBanner(formErrorsFrom(failure, []).banner);
    } finally {
      setBusy(false);
    }
  }

  return (
    <DialogFrame
      id="viewing-step"
      title={t('viewings.no-show.title', '{name} did not come?', { name: other })}
      onClose={busy ? () => undefined : onClose}
      actions={
        <>
          <Button onClick={onBack} disabled={busy}>
            {t('viewings.back', 'Back')}
          </Button>
          <Button variant="contained" color="error" disabled={busy} onClick={() => void record()}>
            {t('viewings.no-show.record', 'Record it')}
            {busy ? <CircularProgress size={16} sx={{ ml: 1 }} color="inherit" aria-hidden /> : null}
          </Button>
        </>
      }
    >
      {banner ? <FormBanner severity="error" title={t('viewings.no-show.failed', 'It was not recorded')} message={say(banner)} /> : null}
      <Typography>
        {t('viewings.no-show.intro', 'This records, as a fact and not a review, that {name} did not come to the viewing. It is shown with their reputation, and they are told: they may answer it once, beside it. It cannot be taken back.', { name: other })}
      </Typography>
    </DialogFrame>
  );
}

/** The one answer of the person a no-show names, shown beside it. */
export function AnswerNoShowStep({ viewingId, other, onBack, onClose, onDone }: { viewingId: string; other: string; onBack: () => void; onClose: () => void; onDone: (message: string) => void }) {
  const t = useT();
  const words: OnceTextWords = {
    title: t('viewings.no-show.answer-title', 'Answer {name}', { name: other }),
    label: t('viewings.no-show.answer-text', 'Your answer'),
    hint: (count) => t('viewings.no-show.answer-hint', 'Shown beside it, to everyone who reads your reputation. One answer, never changed ({count}/500)', { count }),
    send: t('viewings.no-show.send-answer', 'Send answer'),
    failed: t('viewings.no-show.answer-failed', 'The answer was not sent'),
  };
  return <OnceTextStep words={words} schema={answerNoShowSchema} maxLength={NO_SHOW_ANSWER_MAX} send={(text) => answerNoShow(viewingId, text)} onBack={onBack} onClose={onClose} onDone={onDone} />;
}
