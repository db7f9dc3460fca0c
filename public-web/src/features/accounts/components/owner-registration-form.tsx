import { useState, type FormEvent, type ReactNode } from 'react';
import { accountMessages, fieldErrors } from '@fie/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DocumentUploader } from '../../../components/documents/document-uploader';
import { EmailField } from '../../../components/ui/email-field';
import { FormBanner } from '../../../components/ui/form-banner';
import { NameFields } from '../../../components/ui/name-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { TermsAcceptance } from '../../../components/ui/terms-acceptance';
import { formErrorsFrom, type FieldErrors } from '../../../lib/api-client';
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
  const [values, setValues] = useState<Values>(empty);
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [tried, setTried] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `owner-registration-${name}`;

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
  const validate = (v: Values): FieldErrors => {
    const parsed = ownerRegistrationFields.safeParse(payload(v, files));
    if (parsed.success) return {};
    const found = fieldErrors(parsed.error);
    // zod runs the cross-field checks only once every field is valid; say them at once.
    if (!found.confirmPassword && v.confirmPassword && v.confirmPassword !== v.password) found.confirmPassword = accountMessages.passwordsDoNotMatch;
    if (!found.organizationName && v.ownerType === 'organization' && !v.organizationName.trim()) {
      found.organizationName = accountMessages.organizationNameRequired;
    }
    return found;
  };

  const set = <K extends keyof Values>(name: K, value: Values[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (tried) setErrors(validate(next));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setTried(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length) {
      const first = fieldOrder.find((name) => found[name]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    const parsed = ownerRegistrationFields.parse(payload(values, files));
    setBanner(null);
    setBusy(true);
    try {
      const answer = await registerOwner(parsed);
      onRegistered({ email: parsed.email, password: values.password, message: answer.message, destination: answer.destination });
    } catch (error) {
      const split = formErrorsFrom(error, [...fieldOrder, ...Object.keys(serverField)]);
      const mapped: FieldErrors = {};
      for (const [field, message] of Object.entries(split.fields)) mapped[serverField[field] ?? field] = message;
      setErrors(mapped);
      setBanner(split.banner ?? null);
    } finally {
      setBusy(false);
    }
  }

  const text = (name: Text) => ({
    id: id(name),
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
  });
  // The shared fields (names, phone, email, passwords) take the value and the message as they are.
  const field = (name: Text) => ({
    id: id(name),
    value: values[name],
    onChange: (value: string) => set(name, value),
    error: errors[name],
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-busy={busy}>
      {banner ? <FormBanner severity="error" title="Could not complete process" message={banner} /> : null}
      <Stack spacing={2}>
        <FormControl error={Boolean(errors.ownerType)}>
          <FormLabel id={id('ownerType-label')}>Register as</FormLabel>
          <RadioGroup
            row
            aria-labelledby={id('ownerType-label')}
            value={values.ownerType}
            onChange={(e) => set('ownerType', e.target.value as OwnerType)}
          >
            <FormControlLabel value="individual" control={<Radio id={id('ownerType')} />} label="Individual" />
            <FormControlLabel value="organization" control={<Radio />} label="Organization" />
          </RadioGroup>
          {errors.ownerType ? <FormHelperText>{errors.ownerType}</FormHelperText> : null}
        </FormControl>
        {values.ownerType === 'organization' ? (
          <TextField label="Organization name" autoComplete="organization" {...text('organizationName')} slotProps={{ htmlInput: { 'aria-required': true, maxLength: 80 } }} />
        ) : null}
        <TextField
          label="REA licence number (optional)"
          {...text('licenceNumber')}
          helperText={errors.licenceNumber ?? 'Real Estate Agency Council licence, if you are an agent'}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
        <NameFields firstName={field('firstName')} lastName={field('lastName')} />
        <PhoneField {...field('phone')} />
        <EmailField {...field('email')} />
        <PasswordField autoComplete="new-password" {...field('password')} />
        <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
        <Box id={id('documents')} tabIndex={-1} sx={{ outline: 'none' }}>
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
          {errors.documents ? <FormHelperText error>{errors.documents}</FormHelperText> : null}
        </Box>
        <TermsAcceptance id={id('acknowledge')} checked={values.acknowledge} onChange={(checked) => set('acknowledge', checked)} error={errors.acknowledge} />
        <Button type="submit" variant="contained" size="large" disabled={busy} fullWidth>
          Register as Owner
          {busy ? <CircularProgress size={18} sx={{ ml: 1.5 }} color="inherit" aria-hidden /> : null}
        </Button>
        {links}
      </Stack>
    </Box>
  );
}
