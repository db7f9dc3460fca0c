import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAfterSuccess } from '../../../lib/after-success';
import { FormBanner } from '../../../components/ui/form-banner';
import { PasswordField } from '../../../components/ui/password-field';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { completeOrganizationRegistration, completeOrganizationSchema, organizationMessages } from '../api/registration';
import { PageFrame } from '../../../components/ui/page-frame';

/**
 * /complete-organization-registration?key=…: the organization chooses its password with the key from
 * its registration email, then signs in (as an Organization) from /login.
 */
export function CompleteOrganizationRegistrationPage() {
  useDocumentTitle('Fie · Complete your organization registration');
  const key = new URLSearchParams(useLocation().search).get('key')?.trim() ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; title?: string; message?: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const later = useAfterSuccess();

  const goBack = (
    <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.home}>
        Go Back
      </Link>
    </Typography>
  );

  if (!key) {
    return (
      <PageFrame title="Complete your organization registration">
        <FormBanner severity="error" message={organizationMessages.invalidKey} />
        <Typography color="text.secondary">
          Open the link from your registration email again (the whole link, with its key), or{' '}
          <Link component={RouterLink} to={paths.organizationRegistration}>
            register the organization
          </Link>{' '}
          again.
        </Typography>
        {goBack}
      </PageFrame>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || done) return;
    const parsed = completeOrganizationSchema.safeParse({ password, confirmPassword, key });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBanner(null);
    setBusy(true);
    try {
      const answer = await completeOrganizationRegistration({ password, confirmPassword, key });
      setDone(true);
      setBanner({ severity: 'success', title: answer.message || organizationMessages.completed, message: 'Taking you to sign in…' });
      later(() => navigate(paths.login, { replace: true }));
    } catch (error) {
      const split = formErrorsFrom(error, ['password', 'confirmPassword']);
      setErrors(split.fields);
      setBanner(split.banner ? { severity: 'error', title: 'Something went wrong!', message: split.banner } : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <PageFrame
      title="Complete your organization registration"
      intro="Choose the password your organization will sign in with. Sign in then as an Organization to invite your agents."
    >
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        {banner ? <FormBanner {...banner} /> : null}
        <Stack spacing={2}>
          <PasswordField
            id="complete-organization-password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.password}
            hint="At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character"
          />
          <PasswordField
            id="complete-organization-confirm-password"
            label="Confirm password"
            autoComplete="new-password"
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={errors.confirmPassword}
          />
          {errors.key ? <FormBanner severity="error" message={errors.key} /> : null}
          <Button type="submit" variant="contained" size="large" disabled={busy || done} fullWidth>
            Complete Registration
            {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
          </Button>
        </Stack>
      </Box>
      {goBack}
    </PageFrame>
  );
}
