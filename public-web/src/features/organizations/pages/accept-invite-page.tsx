import { useCallback, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { organizationMessages } from '@fie/domain';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAfterSuccess } from '../../../lib/after-success';
import { FormBanner } from '../../../components/ui/form-banner';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { acceptInvitation } from '../api/invitations';
import { fetchOrganization } from '../api/organization';
import { PageFrame } from '../../../components/ui/page-frame';
import { useSay, useT } from '../../../lib/i18n/language';
import { useResource } from '../hooks/use-resource';
import type { OrganizationViewer } from '../viewer';

/**
 * /accept-organization-invite?org={url_name}&key=… (restricted): the invited person sees who invited
 * them and accepts. Their profile is then read again (GET /auth/user, through `onAccepted`) so the
 * header shows the Dashboard link before they land on /owner-dashboard.
 */
export function AcceptInvitePage({ viewer, onAccepted }: { viewer: OrganizationViewer; onAccepted: () => Promise<unknown> }) {
  const t = useT();
  const say = useSay();
  useDocumentTitle(t('organizations.accept.document-title', 'Fie · Accept invitation'));
  const query = new URLSearchParams(useLocation().search);
  const org = query.get('org')?.trim() ?? '';
  const key = query.get('key')?.trim() ?? '';
  const navigate = useNavigate();
  const loadOrganization = useCallback(
    (signal: AbortSignal) => (org ? fetchOrganization(org, { signal }) : Promise.reject(new Error(t('organizations.accept.no-organization', 'No organization named in the link')))),
    [org, t],
  );
  const organization = useResource(loadOrganization, org);
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const later = useAfterSuccess();

  // The name is a courtesy: if it cannot be read, the key alone still lets the person accept.
  const name = organization.status === 'ready' ? organization.data.name : null;

  if (!key) {
    return (
      <PageFrame title={t('organizations.accept.title', 'Accept invitation')}>
        <FormBanner severity="error" message={organizationMessages.invalidKey} />
        <Typography color="text.secondary">{t('organizations.accept.open-again', 'Open the link from the invitation email again, or ask the organization to invite you again.')}</Typography>
        <Button component={RouterLink} to={paths.home} sx={{ mt: 2 }}>
          {t('organizations.register.home', 'Home')}
        </Button>
      </PageFrame>
    );
  }

  if (viewer.kind === 'organization') {
    return (
      <PageFrame title={t('organizations.accept.title', 'Accept invitation')}>
        <FormBanner severity="info" message={t('organizations.accept.person-only', 'Invitations are accepted by the person invited.')} />
        <Typography color="text.secondary">
          {t('organizations.accept.signed-in-as-organization', 'You are signed in as an organization. Sign out, then open the link again and sign in with the account the invitation was sent to.')}
        </Typography>
      </PageFrame>
    );
  }

  async function accept() {
    if (busy || done) return;
    setBusy(true);
    setBanner(null);
    try {
      const answer = await acceptInvitation(key);
      setDone(true);
      // A failed refresh only delays the header's Dashboard link until the next page load.
      await onAccepted().catch(() => null);
      setBanner({ severity: 'success', title: answer.message || say(organizationMessages.accepted), message: name ? t('organizations.accept.member-of', 'You are now a member of {name}.', { name }) : t('organizations.accept.member', 'You are now a member of the organization.') });
      later(() => navigate(paths.ownerDashboard, { replace: true }));
    } catch (error) {
      setBanner({ severity: 'error', title: t('ui.went-wrong', 'Something went wrong'), message: error instanceof Error ? error.message : undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame title={t('organizations.accept.title', 'Accept invitation')}>
      {banner ? <FormBanner {...banner} /> : null}
      <Typography component="div" sx={{ mb: 1 }}>
        {organization.status === 'loading' ? (
          <Skeleton width="60%" />
        ) : (
          <>
            <strong>{name ?? t('organizations.accept.an-organization', 'An organization')}</strong> {t('organizations.accept.invited-you', 'invited you to act for it on Fie.')}
          </>
        )}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('organizations.accept.explanation', "As a member you list properties on the organization's behalf, with the permissions it gave you. Your own account, messages and saved properties stay yours, and you can leave the organization from your profile.")}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" size="large" onClick={accept} disabled={busy || done}>
          {t('organizations.accept.title', 'Accept invitation')}
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        <Button component={RouterLink} to={paths.home} size="large">
          {t('organizations.accept.not-now', 'Not now')}
        </Button>
      </Stack>
      {name ? (
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Link component={RouterLink} to={`/org/${encodeURIComponent(org)}`}>
            {t('organizations.accept.see-page', "See {name}'s page", { name })}
          </Link>
        </Typography>
      ) : null}
    </PageFrame>
  );
}
