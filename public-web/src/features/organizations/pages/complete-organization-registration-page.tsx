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
import { NewPasswordFields } from '../../../components/ui/password-field';
import { useSend } from '../../../lib/use-send';
import { useDocumentTitle } from '../../../lib/document-title';
import { paths } from '../../../lib/paths';
import { completeOrganizationRegistration, completeOrganizationSchema, organizationMessages } from '../api/registration';
import { PageFrame } from '../../../components/ui/page-frame';
import { useAppWords, useSay, useT } from '../../../lib/i18n/language';

/**
 * /complete-organization-registration?key=…: the organization chooses its password with the key from
 * its registration email, then signs in (as an Organization) from /login.
 */
export function CompleteOrganizationRegistrationPage() {
  // Open to visitors (no Restricted guard): its words are the signed-in pages', loaded before it shows.
  useAppWords();
  const t = useT();
  const say = useSay();
  useDocumentTitle(t('organizations.complete.document-title', 'Fie · Complete your organization registration'));
  const key = new URLSearchParams(useLocation().search).get('key')?.trim() ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, errors, setErrors, banner: refusal, send } = useSend(['password', 'confirmPassword']);
  // What the server said once the password is set: nothing more to send.
  const [done, setDone] = useState<string | null>(null);
  const later = useAfterSuccess();

  const goBack = (
    <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to={paths.home}>
        {t('org-page.go-back', 'Go Back')}
      </Link>
    </Typography>
  );

  if (!key) {
    return (
      <PageFrame title={t('organizations.complete.title', 'Complete your organization registration')}>
        <FormBanner severity="error" message={organizationMessages.invalidKey} />
        <Typography color="text.secondary">
          {t('organizations.complete.open-again', 'Open the link from your registration email again (the whole link, with its key), or')}{' '}
          <Link component={RouterLink} to={paths.organizationRegistration}>
            {t('organizations.complete.register', 'register the organization')}
          </Link>{' '}
          {t('organizations.complete.again', 'again.')}
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
    await send(async () => {
      const answer = await completeOrganizationRegistration({ password, confirmPassword, key });
      setDone(answer.message || say(organizationMessages.completed));
      later(() => navigate(paths.login, { replace: true }));
    });
  }

  return (
    <PageFrame
      title={t('organizations.complete.title', 'Complete your organization registration')}
      intro={t('organizations.complete.intro', 'Choose the password your organization will sign in with. Sign in then as an Organization to invite your agents.')}
    >
      <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
        {refusal ? <FormBanner severity="error" title={t('organizations.register.failed', 'Something went wrong!')} message={refusal} /> : done ? <FormBanner severity="success" title={done} message={t('organizations.complete.to-sign-in', 'Taking you to sign in…')} /> : null}
        <Stack spacing={2}>
          <NewPasswordFields
            password={{ id: 'complete-organization-password', value: password, onChange: setPassword, error: errors.password }}
            confirmPassword={{ id: 'complete-organization-confirm-password', value: confirmPassword, onChange: setConfirmPassword, error: errors.confirmPassword }}
            hint={t('organizations.complete.password-hint', 'At least 8 characters, with an uppercase letter, a lowercase letter, a number and a special character')}
          />
          {errors.key ? <FormBanner severity="error" message={errors.key} /> : null}
          <Button type="submit" variant="contained" size="large" disabled={busy || Boolean(done)} fullWidth>
            {t('organizations.complete.submit', 'Complete Registration')}
            {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
          </Button>
        </Stack>
      </Box>
      {goBack}
    </PageFrame>
  );
}
