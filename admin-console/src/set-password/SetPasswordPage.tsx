import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { HttpError, PasswordInput, SaveButton, SimpleForm, Toolbar, useDataProvider, useNotify, useRedirect } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { FieDataProvider } from '../providers/dataProvider';

export const SET_PASSWORD_PATH = '/set-password';

const SetPasswordToolbar = () => (
  <Toolbar>
    <SaveButton label="Set password" />
  </Toolbar>
);

/**
 * Where an invitation's mailed link lands (no session yet): the invited person chooses a password under the
 * users' rules, then signs in. A used, forged or expired link is the server's sentence, shown at the top.
 */
export const SetPasswordPage = () => {
  const [params] = useSearchParams();
  const staffId = params.get('staff') ?? '';
  const token = params.get('token') ?? '';
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();

  const submit = async (values: Record<string, unknown>) => {
    try {
      const { data } = await dataProvider.setInvitedPassword({ ...values, staffId, token });
      const message = data.message ?? 'Password set. You can sign in now.';
      notify(message, { type: 'success', messageArgs: { _: message } });
      redirect('/login');
      return undefined;
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body?.errors as Record<string, unknown> | undefined) : undefined;
      const message = error instanceof Error ? error.message : 'The password could not be set';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return errors;
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 8 }}>
      <Card sx={{ width: 440 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            Choose your password
          </Typography>
          <Typography variant="body2" color="text.secondary">
            For the Fie staff console. At least 8 characters, with an uppercase letter, a number and a special character.
          </Typography>
          {!staffId || !token ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              This link is not complete. Open the link in your invitation email again, or ask an administrator for a new invitation.
            </Alert>
          ) : (
            <SimpleForm onSubmit={submit} toolbar={<SetPasswordToolbar />}>
              <PasswordInput source="newPassword" label="New password" autoComplete="new-password" fullWidth />
              <PasswordInput source="confirmPassword" label="Confirm new password" autoComplete="new-password" fullWidth />
            </SimpleForm>
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
