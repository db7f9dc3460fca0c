import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { accountMessages } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DocumentUploader } from '../../../components/documents/document-uploader';
import { FormBanner } from '../../../components/ui/form-banner';
import { ApiError } from '../../../lib/api-client';
import type { UploadedFile } from '../../../lib/documents';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { OWNER_REDIRECT_MS, upgradeToOwner } from '../api/owner-registration';
import { useAuth } from '../auth-context';
import { PageFrame } from '../../../components/ui/page-frame';

type Banner = { severity: 'success' | 'error'; title: string; message?: string };

/**
 * /seeker-owner-registration (restricted): a signed-in seeker becomes an owner with one button,
 * keeping their account, messages and saved properties. Documents can be added now or later from the profile.
 */
export function SeekerOwnerRegistrationPage() {
  useDocumentTitle('Fie · Register as an Owner');
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
      <PageFrame title="Register as an Owner">
        <Typography>
          You are signed in as the organization {auth.organization.name}. Owner accounts belong to people: sign out and sign in with
          your personal account to become an owner.
        </Typography>
      </PageFrame>
    );
  }

  if (!done && auth.user && auth.user.userType !== 'seeker') {
    return (
      <PageFrame title="Register as an Owner">
        <FormBanner severity="info" message={accountMessages.alreadyOwner} />
        <Button component={RouterLink} to={paths.ownerDashboard} variant="contained">
          Go to your dashboard
        </Button>
      </PageFrame>
    );
  }

  async function register() {
    if (busy || done || !auth.user) return;
    setBusy(true);
    setBanner(null);
    try {
      const answer = await upgradeToOwner({ email: auth.user.email, documents: files.map((file) => file.filename) });
      setDone(true);
      setBanner({ severity: 'success', title: answer?.message || accountMessages.ownerUpgradeSuccessful });
      // The header and the dashboard read the stored user: bring it up to date before moving on.
      await auth.refreshUser().catch(() => null);
      timer.current = window.setTimeout(() => navigate(paths.ownerDashboard, { replace: true }), OWNER_REDIRECT_MS);
    } catch (error) {
      setBanner({ severity: 'error', title: 'Something went wrong', message: error instanceof ApiError || error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame
      title="Register as an Owner"
      intro="Turn your account into an owner account to list property for free. You keep your messages, notes and saved properties."
    >
      {banner ? <FormBanner severity={banner.severity} title={banner.title} message={banner.message} /> : null}
      <Box sx={{ mb: 3 }}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          Documents (optional now, needed before staff verify your listings)
        </Typography>
        <DocumentUploader
          uploadPath="/auth/personal-documents/upload"
          files={files}
          onUploaded={(added) => setFiles((current) => [...current, ...added])}
          onDeleted={(filename) => setFiles((current) => current.filter((file) => file.filename !== filename))}
          disabled={busy || done}
        />
      </Box>
      <Button variant="contained" size="large" fullWidth onClick={() => void register()} disabled={busy || done}>
        Register as an Owner
        {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
      </Button>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.infoListProperty}>
          How listing on Fie works
        </Link>
      </Typography>
    </PageFrame>
  );
}
