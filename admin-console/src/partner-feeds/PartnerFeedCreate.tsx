import { Create, RadioButtonGroupInput, SaveButton, SimpleForm, TextInput, Toolbar, useNotify, useRedirect } from 'react-admin';
import { FeedHelp } from './FeedHelp';
import { FeedInput } from './FeedInput';
import { importDefaults, importModes, toImportRequest, validateImport } from './importForm';
import type { ImportAnswer } from './types';

const ImportToolbar = () => (
  <Toolbar>
    <SaveButton label="Import" />
  </Toolbar>
);

/**
 * An import is a command, not a record to edit: the server's sentence ("Imported 12 partner listings,
 * skipped 1 that could not be read") is the notification, and the feeds list, with the new count, follows.
 * A refusal puts the server's message in the notification and each field's message under its field.
 */
export const PartnerFeedCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  const onSuccess = (answer: ImportAnswer) => {
    notify(answer.message, { type: 'success', messageArgs: { _: answer.message } });
    redirect('list', 'partner-feeds');
  };
  return (
    <Create title="Import a partner feed" transform={toImportRequest} mutationOptions={{ onSuccess }}>
      <SimpleForm defaultValues={importDefaults} validate={validateImport} toolbar={<ImportToolbar />}>
        <TextInput source="source" label="Partner company" helperText="Shown with each of its listings in the search" sx={{ maxWidth: 640 }} fullWidth />
        <RadioButtonGroupInput source="mode" label="Feed" choices={importModes} />
        <FeedInput />
        <FeedHelp />
      </SimpleForm>
    </Create>
  );
};
