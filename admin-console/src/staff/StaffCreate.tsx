import { Create, type RaRecord, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify, useRedirect } from 'react-admin';
import { roleChoices } from './types';

const InviteToolbar = () => (
  <Toolbar>
    <SaveButton label="Send invitation" />
  </Toolbar>
);

/**
 * An invitation is a command: the server mails a link to set a password and answers the new record with its
 * sentence ("Invitation sent to …"). A refusal (an email already staff, a missing field) shows under the field.
 */
export const StaffCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (answer: RaRecord) => {
    const message = typeof answer.message === 'string' ? answer.message : 'Invitation sent';
    notify(message, { type: 'success', messageArgs: { _: message } });
    redirect('list', 'staff');
  };
  return (
    <Create title="Invite staff" mutationOptions={{ onSuccess }}>
      <SimpleForm toolbar={<InviteToolbar />} sx={{ maxWidth: 640 }}>
        <TextInput source="email" type="email" fullWidth helperText="The invitation, with a link to choose a password, goes here" />
        <TextInput source="name" fullWidth />
        <SelectInput source="role" choices={roleChoices} fullWidth />
        <TextInput source="reason" label="Why (kept with the invitation)" fullWidth />
      </SimpleForm>
    </Create>
  );
};
