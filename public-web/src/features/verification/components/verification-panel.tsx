import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { formatDate, verificationKinds, type Translate, type VerificationKind } from '@fie/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { fetchMyVerifications, submitVerification, type Verification } from '../api/verifications';
import { useLanguage, useSay } from '../../../lib/i18n/language';

type Document = { filename: string; name: string };

const stateText = (t: Translate): Record<Verification['state'], string> => ({
  pending: t('verification.state.pending', 'Waiting for our staff to check it'),
  verified: t('verification.state.verified', 'Verified'),
  rejected: t('verification.state.rejected', 'Not verified'),
  lapsed: t('verification.state.lapsed', 'Expired: submit it again to keep the badge'),
});

/** What can be verified, in the page's language (the English is the domain's verificationKindLabels). */
const kindLabels = (t: Translate): Record<VerificationKind, string> => ({
  ghana_card: t('verification.kind.ghana-card', 'Ghana Card (owners)'),
  reac_licence: t('verification.kind.reac-licence', 'Real Estate Agency Council licence, Act 1047 (agents)'),
  gta_licence: t('verification.kind.gta-licence', 'Ghana Tourism Authority licence (short-stay listers)'),
});

/**
 * Verified badges, in the Documents tab: the person submits a Ghana Card or licence number with one of the
 * documents uploaded above, and sees what our staff decided. A badge lapses at its expiry date.
 */
export function VerificationPanel({ documents }: { documents: readonly Document[] }) {
  const { t, language } = useLanguage();
  const say = useSay();
  const kinds = kindLabels(t);
  const [mine, setMine] = useState<Verification[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [kind, setKind] = useState<VerificationKind>('ghana_card');
  const [number, setNumber] = useState('');
  const [document, setDocument] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoadError(null);
    try {
      setMine(await fetchMyVerifications(signal));
    } catch (error) {
      if (!signal?.aborted) setLoadError(error instanceof Error ? error.message : t('verification.load-failed', 'Could not load your verifications'));
    }
  }, [t]);
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setBanner(null);
    try {
      const { message } = await submitVerification({ kind, number, document });
      setBanner({ severity: 'success', text: message });
      setNumber('');
      await load();
    } catch (error) {
      const split = formErrorsFrom(error, ['kind', 'number', 'document']);
      setErrors(split.fields);
      if (split.banner) setBanner({ severity: 'error', text: split.banner });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="verification-heading" sx={{ p: 2, mt: 3 }}>
      <Typography id="verification-heading" variant="h6" component="h2">
        {t('verification.title', 'Get a verified badge')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('verification.explanation', 'Owners verify their Ghana Card, agents their Real Estate Agency Council licence, short-stay hosts their Ghana Tourism Authority licence. Our staff check the number against the document; the badge then shows on your listings.')}
      </Typography>
      {loadError ? (
        <Alert severity="error" action={<Button onClick={() => void load()}>{t('ui.try-again', 'Try again')}</Button>}>
          {say(loadError)}
        </Alert>
      ) : mine === null ? (
        <LinearProgress aria-label={t('verification.loading', 'Loading your verifications')} />
      ) : mine.length === 0 ? (
        <Typography color="text.secondary">{t('verification.none', 'You have not submitted anything yet.')}</Typography>
      ) : (
        <Box component="ul" aria-label={t('verification.list', 'Your verifications')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {mine.map((v) => (
            <li key={v.kind}>
              <Typography sx={{ fontWeight: 600 }}>
                {kinds[v.kind] ?? v.kindLabel}: {v.number}
              </Typography>
              {v.state === 'verified' ? <VerifiedBadge label={t('verification.verified-until', 'Verified until {date}', { date: formatDate(language, v.expiresAt!, { day: 'numeric', month: 'long', year: 'numeric' }) })} /> : <Typography variant="body2">{stateText(t)[v.state]}</Typography>}
              {v.state === 'rejected' && v.reason ? <Typography variant="body2" color="text.secondary">{t('verification.why', 'Why: {reason}', { reason: v.reason })}</Typography> : null}
            </li>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, mt: 2, maxWidth: 520 }}>
        {banner ? <Alert severity={banner.severity}>{say(banner.text)}</Alert> : null}
        <TextField select label={t('verification.what', 'What to verify')} value={kind} onChange={(e) => setKind(e.target.value as VerificationKind)} error={!!errors.kind} helperText={errors.kind ? say(errors.kind) : undefined}>
          {verificationKinds.map((k) => (
            <MenuItem key={k} value={k}>
              {kinds[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={kind === 'ghana_card' ? t('verification.ghana-card-number', 'Ghana Card number') : t('verification.licence-number', 'Licence number')}
          placeholder={kind === 'ghana_card' ? 'GHA-123456789-0' : undefined}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={!!errors.number}
          helperText={errors.number ? say(errors.number) : undefined}
        />
        <TextField
          select
          label={t('verification.document', 'Document')}
          value={document}
          onChange={(e) => setDocument(e.target.value)}
          error={!!errors.document}
          helperText={errors.document ? say(errors.document) : documents.length === 0 ? t('verification.upload-first', 'Upload the card or licence above first') : undefined}
          disabled={documents.length === 0}
        >
          {documents.map((d) => (
            <MenuItem key={d.filename} value={d.filename}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('verification.submit', 'Submit for verification')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
