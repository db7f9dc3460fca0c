import { FormHelperText } from '@mui/material';
import { FileField, FileInput, FormDataConsumer, TextInput, useInput, useNotify } from 'react-admin';
import type { ImportForm } from './importForm';

// react-dropzone's form: the browser's file dialog offers these, and a dropped file of another type is refused.
const feedFileTypes = { 'application/json': ['.json'], 'text/csv': ['.csv'] };

// The server reports a feed it could not read under `file`, even one it downloaded from an address,
// so in that mode the message is shown under the address.
const FeedReadError = () => {
  const { fieldState } = useInput({ source: 'file' });
  const message = fieldState.error?.message;
  return message ? <FormHelperText error sx={{ mt: -2, mb: 2 }}>{message}</FormHelperText> : null;
};

const FeedFileInput = () => {
  const notify = useNotify();
  return (
    <FileInput
      source="file"
      label="Feed file (.json or .csv, 5 MB at most)"
      accept={feedFileTypes}
      options={{ onDropRejected: () => notify('Choose a .json or .csv file', { type: 'warning' }) }}
      sx={{ maxWidth: 640 }}
    >
      <FileField source="src" title="title" />
    </FileInput>
  );
};

const FeedAddressInput = () => (
  <>
    <TextInput source="url" label="Feed address" type="url" placeholder="https://partner.example/feed.json" sx={{ maxWidth: 640 }} fullWidth />
    <FeedReadError />
  </>
);

/** The feed itself: a .json or .csv file, or the address the server downloads it from. */
export const FeedInput = () => (
  <FormDataConsumer<ImportForm>>{({ formData }) => (formData.mode === 'url' ? <FeedAddressInput /> : <FeedFileInput />)}</FormDataConsumer>
);
