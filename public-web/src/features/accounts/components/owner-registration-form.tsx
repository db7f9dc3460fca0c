import { useState, type ReactNode } from 'react';
import { accountMessages, fieldErrors, type FormState } from '@fie/domain';
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
import { shrunkLabel } from '../../../components/ui/field-props';
import { CheckedForm, useCheckedForm, type PlainForm } from '../../../components/ui/checked-form';
import { NameFields } from '../../../components/ui/name-fields';
import { NeedsScriptNote } from '../../../components/ui/needs-script';
import { PasswordField, usePasswordRules } from '../../../components/ui/password-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { TermsAcceptance } from '../../../components/ui/terms-acceptance';
import { useSay, useT } from '../../../lib/i18n/language';
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

/** A registration sent: the email or the number it signs in with (`name`), its password, and where the code went. */
export type OwnerRegistered = { name: string; password: string; message: string; destination?: string };

/** What a plain post of the form left for the page (issue 32): what was typed (never the passwords) and the messages. */
function fromState(state: FormState | undefined): { initial: Values; errors?: Record<string, string>; banner?: string } {
  if (!state) return { initial: empty };
  const v = state.values;
  return {
    initial: {
      ...empty,
      ownerType: v.ownerType === 'organization' ? 'organization' : 'individual',
      organizationName: v.organizationName ?? '',
      licenceNumber: v.licenceNumber ?? '',
      firstName: v.firstName ?? '',
      lastName: v.lastName ?? '',
      phone: v.phone ?? '',
      email: v.email ?? '',
      acknowledge: v.acknowledge === 'on',
    },
    errors: state.errors,
    banner: state.banner?.severity === 'error' ? state.banner.message : undefined,
  };
}

/**
 * Owner registration: Individual or Organization, who they are, how to reach them, a password, and the
 * documents that let staff trust the listings (uploaded first, then referenced by filename).
 * Checked with the API's own zod schema before anything is sent.
 */
export function OwnerRegistrationForm({ onRegistered, links, plain, state }: { onRegistered: (result: OwnerRegistered) => void; links?: ReactNode; plain?: PlainForm; state?: FormState }) {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  const t = useT();
  const say = useSay();
  const rules = usePasswordRules();
  const start = fromState(state);

  const payload = (v: Values, documents: UploadedFile[]) => ({
    ownerType: v.ownerType,
    organizationName: v.ownerType === 'organization' ? v.organizationName : undefined,
    licenceNumber: v.licenceNumber,
    firstName: v.firstName,
    lastName: v.lastName,
    phone: v.phone,
    email: v.email.trim() ? v.email : undefined,
    password: v.password,
    confirmPassword: v.confirmPassword,
    acknowledge: v.acknowledge,
    documents: documents.map((file) => file.filename),
  });
  const form = useCheckedForm<Values>({
    initial: start.initial,
    initialErrors: start.errors,
    initialBanner: start.banner,
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
      onRegistered({ name: parsed.email ?? parsed.phone, password: values.password, message: answer.message, destination: answer.destination });
    },
    serverFields: [...fieldOrder, ...Object.keys(serverField)],
    rename: serverField,
  });
  const { field, text, busy } = form;

  return (
    <CheckedForm form={form} plain={plain} bannerTitle={t('account.owner.could-not', 'Could not complete process')} submitLabel={t('account.owner.submit', 'Register as Owner')} links={links}>
      <FormControl error={Boolean(form.errors.ownerType)}>
        <FormLabel id={form.id('ownerType-label')}>{t('account.owner.register-as', 'Register as')}</FormLabel>
        <RadioGroup
          row
          name="ownerType"
          aria-labelledby={form.id('ownerType-label')}
          value={form.values.ownerType}
          onChange={(e) => form.set('ownerType', e.target.value as OwnerType)}
        >
          <FormControlLabel value="individual" control={<Radio id={form.id('ownerType')} />} label={t('account.owner.individual', 'Individual')} />
          <FormControlLabel value="organization" control={<Radio />} label={t('account.owner.organization', 'Organization')} />
        </RadioGroup>
        {form.errors.ownerType ? <FormHelperText>{say(form.errors.ownerType)}</FormHelperText> : null}
      </FormControl>
      {form.values.ownerType === 'organization' ? (
        <TextField
          label={t('account.owner.organization-name', 'Organization name')}
          autoComplete="organization"
          {...text('organizationName')}
          helperText={form.errors.organizationName ? say(form.errors.organizationName) : undefined}
          slotProps={{ htmlInput: { name: 'organizationName', 'aria-required': true, maxLength: 80 }, inputLabel: shrunkLabel }}
        />
      ) : null}
      <TextField
        label={t('account.owner.licence', 'REA licence number (optional)')}
        {...text('licenceNumber')}
        helperText={form.errors.licenceNumber ? say(form.errors.licenceNumber) : t('account.owner.licence-hint', 'Real Estate Agency Council licence, if you are an agent')}
        slotProps={{ htmlInput: { name: 'licenceNumber', maxLength: 40 }, inputLabel: shrunkLabel }}
      />
      <NameFields firstName={field('firstName')} lastName={field('lastName')} />
      <PhoneField {...field('phone')} hint={t('account.register.phone-hint', 'We text your confirmation code to this number if you give no email')} />
      <EmailField {...field('email')} optional />
      <PasswordField autoComplete="new-password" {...field('password')} hint={rules} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
      <Box id={form.id('documents')} tabIndex={-1} sx={{ outline: 'none' }}>
        <Typography variant="subtitle2" component="h2" gutterBottom>
          {t('account.owner.documents', 'Documents')}
        </Typography>
        <NeedsScriptNote>{t('account.owner.documents-need-script', 'Uploading documents needs JavaScript: you can add them later from your dashboard.')}</NeedsScriptNote>
        <DocumentUploader
          uploadPath="/auth/upload-document"
          files={files}
          onUploaded={(added) => setFiles((current) => [...current, ...added])}
          onDeleted={(filename) => setFiles((current) => current.filter((file) => file.filename !== filename))}
          disabled={busy}
        />
        {form.errors.documents ? <FormHelperText error>{say(form.errors.documents)}</FormHelperText> : null}
      </Box>
      <TermsAcceptance id={form.id('acknowledge')} checked={form.values.acknowledge} onChange={(checked) => form.set('acknowledge', checked)} error={form.errors.acknowledge} />
    </CheckedForm>
  );
}
