import { Card } from '@mui/material';
import { HttpError, PasswordInput, SaveButton, SimpleForm, Title, Toolbar, useDataProvider, useGetIdentity, useNotify, useRedirect } from 'react-admin';
import type { ChangePasswordValues, FieDataProvider } from '../providers/dataProvider';
import { readStaff, saveStaff } from '../providers/session';

const ChangePasswordToolbar = () => (
  <Toolbar>
    <SaveButton label="Change password" />
  </Toolbar>
);

/** Field errors of a refusal, with the server's sentence as `root.serverError` (see the data provider). */
const fieldErrorsOf = (error: unknown): Record<string, unknown> | undefined => {
  const errors: unknown = error instanceof HttpError ? error.body?.errors : undefined;
  return typeof errors === 'object' && errors !== null ? (errors as Record<string, unknown>) : undefined;
};

/**
 * The signed-in staff member replaces their password. The inputs carry no rules of their own: the
 * server holds staff to the users' password policy and answers each field's message, so there is one
 * policy and one wording, shown under the field and in the notification.
 */
export const ChangePasswordPage = () => {
  const dataProvider = useDataProvider<FieDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const { refetch: refetchIdentity } = useGetIdentity();

  const submit = async (values: ChangePasswordValues) => {
    try {
      const { data } = await dataProvider.changePassword(values);
      // After a 401 react-admin has already logged out, and answers an empty record instead of the error.
      if (!data.message) return undefined;
      const staff = readStaff();
      if (staff) saveStaff({ ...staff, mustChangePassword: false });
      await refetchIdentity();
      notify(data.message, { type: 'success', messageArgs: { _: data.message } });
      redirect('/');
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (errors) return errors;
      // No field at fault (too many tries, a conflict, the server down): its sentence is all there is to say.
      const message = error instanceof Error ? error.message : 'The password could not be changed';
      notify(message, { type: 'error', messageArgs: { _: message } });
      return undefined;
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 480 }}>
      <Title title="Change password" />
      <SimpleForm onSubmit={submit} toolbar={<ChangePasswordToolbar />}>
        <PasswordInput source="currentPassword" label="Current password" autoComplete="current-password" fullWidth />
        <PasswordInput source="newPassword" label="New password" autoComplete="new-password" fullWidth />
        <PasswordInput source="confirmPassword" label="Confirm new password" autoComplete="new-password" fullWidth />
      </SimpleForm>
    </Card>
  );
};
