import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DocumentUploader } from '../../../components/documents/document-uploader';
import { FormBanner } from '../../../components/ui/form-banner';
import { ApiError } from '../../../lib/api-client';
import type { UploadedFile } from '../../../lib/documents';
import { useT } from '../../../lib/i18n/language';
import { paths } from '../../../lib/paths';
import { OWNER_REDIRECT_MS, upgradeToOwner } from '../api/owner-registration';
import { useAuth } from '../auth-context';

type Banner = { severity: 'success' | 'error'; title: string; message?: string };

/**
 * A signed-in person becomes an owner with one button (POST /api/auth/existing-user-owner-registration), keeping
 * their account, messages and saved properties; documents can be added now or later from the profile. Shown on
 * /seeker-owner-registration and, for a signed-in person, on /owner-registration instead of a new account's form
 * (issue 32). An organization's session, or someone already an owner, is told so instead.
 */
export function BecomeOwner() {
  const t = useT();
  const auth = useAuth();
  const navigate = useNavigate();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [done, setDone] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (auth.organization) {
    return (
      <Typography>
        {t('account.owner.as-organization', 'You are signed in as the organization {name}. Owner accounts belong to people: sign out and sign in with your personal account to become an owner.', { name: auth.organization.name })}
      </Typography>
    );
  }

  if (!done && auth.user && auth.user.userType !== 'seeker') {
    return (
      <>
        <FormBanner severity="info" message={accountMessages.alreadyOwner} />
        <Button component={RouterLink} to={paths.ownerDashboard} variant="contained">
          {t('account.owner.to-dashboard', 'Go to your dashboard')}
        </Button>
      </>
    );
  }

  async function register() {
    if (busy || done || !auth.user) return;
    setBusy(true);
    setBanner(null);
    try {
      // An account made with a phone number alone has no email to send.
      const answer = await upgradeToOwner({ email: auth.user.email || undefined, documents: files.map((file) => file.filename) });
      setDone(true);
      setBanner({ severity: 'success', title: answer?.message || accountMessages.ownerUpgradeSuccessful });
      // The header and the dashboard read the stored user: bring it up to date before moving on.
      await auth.refreshUser().catch(() => null);
      timer.current = window.setTimeout(() => navigate(paths.ownerDashboard, { replace: true }), OWNER_REDIRECT_MS);
    } catch (error) {
      setBanner({ severity: 'error', title: t('account.banner.something-wrong', 'Something went wrong'), message: error instanceof ApiError || error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {banner ? <FormBanner severity={banner.severity} title={banner.title} message={banner.message} /> : null}
      <Box sx={{ mb: 3 }}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {t('account.owner.documents-optional', 'Documents (optional now, needed before staff verify your listings)')}
        </Typography>
        <DocumentUploader
          uploadPath="/auth/personal-documents/upload"
          files={files}
          onUploaded={(added) => setFiles((current) => [...current, ...added])}
          onDeleted={(filename) => setFiles((current) => current.filter((file) => file.filename !== filename))}
          disabled={busy || done}
        />
      </Box>
      <Button variant="contained" size="large" fullWidth onClick={() => void register()} disabled={busy || done || !auth.user}>
        {t('account.owner.become', 'Register as an Owner')}
        {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
      </Button>
    </>
  );
}
