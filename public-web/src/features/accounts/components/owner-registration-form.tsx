import { useState, type ReactNode } from 'react';
import { accountMessages, fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DocumentUploader } from '../../../components/documents/document-uploader';
import { EmailField } from '../../../components/ui/email-field';
import { CheckedForm, useCheckedForm } from '../../../components/ui/checked-form';
import { NameFields } from '../../../components/ui/name-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { TermsAcceptance } from '../../../components/ui/terms-acceptance';
import type { UploadedFile } from '../../../lib/documents';
import { ownerRegistrationFields, registerOwner, type OwnerType } from '../api/owner-registration';

type Text = 'organizationName' | 'licenceNumber' | 'firstName' | 'lastName' | 'phone' | 'email' | 'password' | 'confirmPassword';
type Values = Record<Text, string> & { ownerType: OwnerType; acknowledge: boolean };
const empty: Values = {
  ownerType: 'individual',
  organizationName: '',
  licenceNumber: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  acknowledge: false,
};
const fieldOrder = ['ownerType', 'organizationName', 'licenceNumber', 'firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword', 'documents', 'acknowledge'];
// The server may name the phone phoneNumber or mobile.
const serverField: Record<string, string> = { phoneNumber: 'phone', mobile: 'phone' };

export type OwnerRegistered = { email: string; password: string; message: string; destination?: string };

/**
 * Owner registration: Individual or Organization, who they are, how to reach them, a password, and the
 * documents that let staff trust the listings (uploaded first, then referenced by filename).
 * Checked with the API's own zod schema before anything is sent.
 */
export function OwnerRegistrationForm({ onRegistered, links }: { onRegistered: (result: OwnerRegistered) => void; links?: ReactNode }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);

  const payload = (v: Values, documents: UploadedFile[]) => ({
    ownerType: v.ownerType,
    organizationName: v.ownerType === 'organization' ? v.organizationName : undefined,
    licenceNumber: v.licenceNumber,
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone,
    email: v.email,
    password: v.password,
    confirmPassword: v.confirmPassword,
    acknowledge: v.acknowledge,
    documents: documents.map((file) => file.filename),
  });
  const form = useCheckedForm<Values>({
    initial: empty,
    idPrefix: 'owner-registration',
    validate: (v) => {
      const parsed = ownerRegistrationFields.safeParse(payload(v, files));
      if (parsed.success) return {};
      const found = fieldErrors(parsed.error);
      // zod runs the cross-field checks only once every field is valid; say them at once.
      if (!found.confirmPassword && v.confirmPassword && v.confirmPassword !== v.password) found.confirmPassword = accountMessages.passwordsDoNotMatch;
      if (!found.organizationName && v.ownerType === 'organization' && !v.organizationName.trim()) {
        found.organizationName = accountMessages.organizationNameRequired;
      }
      return found;
    },
    fieldOrder,
    send: async (values) => {
      const parsed = ownerRegistrationFields.parse(payload(values, files));
      const answer = await registerOwner(parsed);
      onRegistered({ email: parsed.email, password: values.password, message: answer.message, destination: answer.destination });
    },
    serverFields: [...fieldOrder, ...Object.keys(serverField)],
    rename: serverField,
  });
  const { field, text, busy } = form;

  return (
    <CheckedForm form={form} bannerTitle="Could not complete process" submitLabel="Register as Owner" links={links}>
      <FormControl error={Boolean(form.errors.ownerType)}>
        <FormLabel id={form.id('ownerType-label')}>Register as</FormLabel>
        <RadioGroup
          row
          aria-labelledby={form.id('ownerType-label')}
          value={form.values.ownerType}
          onChange={(e) => form.set('ownerType', e.target.value as OwnerType)}
        >
          <FormControlLabel value="individual" control={<Radio id={form.id('ownerType')} />} label="Individual" />
          <FormControlLabel value="organization" control={<Radio />} label="Organization" />
        </RadioGroup>
        {form.errors.ownerType ? <FormHelperText>{form.errors.ownerType}</FormHelperText> : null}
      </FormControl>
      {form.values.ownerType === 'organization' ? (
        <TextField label="Organization name" autoComplete="organization" {...text('organizationName')} slotProps={{ htmlInput: { 'aria-required': true, maxLength: 80 } }} />
      ) : null}
      <TextField
        label="REA licence number (optional)"
        {...text('licenceNumber')}
        helperText={form.errors.licenceNumber ?? 'Real Estate Agency Council licence, if you are an agent'}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <NameFields firstName={field('firstName')} lastName={field('lastName')} />
      <PhoneField {...field('phone')} />
      <EmailField {...field('email')} />
      <PasswordField autoComplete="new-password" {...field('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
      <Box id={form.id('documents')} tabIndex={-1} sx={{ outline: 'none' }}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          Documents
        </Typography>
        <DocumentUploader
          uploadPath="/auth/upload-document"
          files={files}
          onUploaded={(added) => setFiles((current) => [...current, ...added])}
          onDeleted={(filename) => setFiles((current) => current.filter((file) => file.filename !== filename))}
          disabled={busy}
        />
        {form.errors.documents ? <FormHelperText error>{form.errors.documents}</FormHelperText> : null}
      </Box>
      <TermsAcceptance id={form.id('acknowledge')} checked={form.values.acknowledge} onChange={(checked) => form.set('acknowledge', checked)} error={form.errors.acknowledge} />
    </CheckedForm>
  );
}
