import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { verificationKindLabels, verificationKinds, type VerificationKind } from '@fie/domain';
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

type Document = { filename: string; name: string };

const stateText: Record<Verification['state'], string> = {
  pending: 'Waiting for our staff to check it',
  verified: 'Verified',
  rejected: 'Not verified',
  lapsed: 'Expired: submit it again to keep the badge',
};

const accraDate = (iso: string) => new Date(iso).toLocaleDateString('en-GH', { timeZone: 'Africa/Accra', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Verified badges, in the Documents tab: the person submits a Ghana Card or licence number with one of the
 * documents uploaded above, and sees what our staff decided. A badge lapses at its expiry date.
 */
export function VerificationPanel({ documents }: { documents: readonly Document[] }) {
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
      if (!signal?.aborted) setLoadError(error instanceof Error ? error.message : 'Could not load your verifications');
    }
  }, []);
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
        Get a verified badge
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Owners verify their Ghana Card, agents their Real Estate Agency Council licence, short-stay hosts their Ghana Tourism Authority licence. Our staff check the number against the document; the badge then shows on your listings.
      </Typography>
      {loadError ? (
        <Alert severity="error" action={<Button onClick={() => void load()}>Try again</Button>}>
          {loadError}
        </Alert>
      ) : mine === null ? (
        <LinearProgress aria-label="Loading your verifications" />
      ) : mine.length === 0 ? (
        <Typography color="text.secondary">You have not submitted anything yet.</Typography>
      ) : (
        <Box component="ul" aria-label="Your verifications" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {mine.map((v) => (
            <li key={v.kind}>
              <Typography sx={{ fontWeight: 600 }}>
                {v.kindLabel}: {v.number}
              </Typography>
              {v.state === 'verified' ? <VerifiedBadge label={`Verified until ${accraDate(v.expiresAt!)}`} /> : <Typography variant="body2">{stateText[v.state]}</Typography>}
              {v.state === 'rejected' && v.reason ? <Typography variant="body2" color="text.secondary">Why: {v.reason}</Typography> : null}
            </li>
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, mt: 2, maxWidth: 520 }}>
        {banner ? <Alert severity={banner.severity}>{banner.text}</Alert> : null}
        <TextField select label="What to verify" value={kind} onChange={(e) => setKind(e.target.value as VerificationKind)} error={!!errors.kind} helperText={errors.kind}>
          {verificationKinds.map((k) => (
            <MenuItem key={k} value={k}>
              {verificationKindLabels[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={kind === 'ghana_card' ? 'Ghana Card number' : 'Licence number'}
          placeholder={kind === 'ghana_card' ? 'GHA-123456789-0' : undefined}
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={!!errors.number}
          helperText={errors.number}
        />
        <TextField
          select
          label="Document"
          value={document}
          onChange={(e) => setDocument(e.target.value)}
          error={!!errors.document}
          helperText={errors.document ?? (documents.length === 0 ? 'Upload the card or licence above first' : undefined)}
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
            Submit for verification
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
