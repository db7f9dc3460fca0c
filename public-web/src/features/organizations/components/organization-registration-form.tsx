import { fieldErrors } from '@fie/domain';
import TextField from '@mui/material/TextField';
import { EmailField } from '../../../components/ui/email-field';
import { CheckedForm, useCheckedForm } from '../../../components/ui/checked-form';
import { PhoneField } from '../../../components/ui/phone-field';
import { registerOrganization, registerOrganizationSchema } from '../api/registration';
import { useSay, useT } from '../../../lib/i18n/language';

type Values = { name: string; email: string; phone: string; address: string; url_name: string };
const empty: Values = { name: '', email: '', phone: '', address: '', url_name: '' };
const fieldOrder: (keyof Values)[] = ['name', 'email', 'phone', 'address', 'url_name'];

/** Where the organization's page will live, shown while its web name is typed: app.fie.com.gh/org/acme_homes. */
export function pageAddress(urlName: string): string {
  const host = typeof window === 'undefined' ? 'fie.com.gh' : window.location.host;
  return `${host}/org/${urlName.trim() || 'your_name'}`;
}

/**
 * Organization registration, checked with the API's own zod schema (`registerOrganizationSchema`),
 * so the messages under the fields are the server's words before anything is sent. The server still
 * has the last word on a taken email or web name (409, under `errors`).
 */
export function OrganizationRegistrationForm({ idPrefix, onRegistered }: { idPrefix: string; onRegistered: (email: string, message: string) => void }) {
  const t = useT();
  const say = useSay();
  const form = useCheckedForm<Values>({
    initial: empty,
    idPrefix,
    validate: (next) => {
      const parsed = registerOrganizationSchema.safeParse(next);
      return parsed.success ? {} : fieldErrors(parsed.error);
    },
    fieldOrder,
    send: async (values) => {
      const answer = await registerOrganization(values);
      onRegistered(values.email.trim().toLowerCase(), answer.message);
    },
    serverFields: fieldOrder,
  });
  const { field, text } = form;

  return (
    <CheckedForm form={form} bannerTitle={t('organizations.register.failed', 'Something went wrong!')} submitLabel={t('organizations.register.submit', 'Register Organization')}>
      <TextField label={t('organizations.profile.org-name', 'Organization name')} autoComplete="organization" {...text('name')} slotProps={{ htmlInput: { 'aria-required': true, maxLength: 80 } }} />
      <EmailField {...field('email')} />
      <PhoneField placeholder="030 212 3456" {...field('phone')} />
      <TextField
        label={t('org-page.profile.address', 'Address')}
        autoComplete="street-address"
        placeholder={t('organizations.register.address-example', '12 Oxford Street, Osu, Accra (or GA-183-8164)')}
        multiline
        minRows={2}
        {...text('address')}
        slotProps={{ htmlInput: { 'aria-required': true, maxLength: 200 } }}
      />
      <TextField
        label={t('organizations.register.web-name', 'Web name')}
        autoComplete="off"
        placeholder="acme_homes"
        {...text('url_name')}
        // The message when there is one, else the address the page will have.
        helperText={form.errors.url_name ? say(form.errors.url_name) : t('organizations.register.your-page', 'Your page: {address}', { address: pageAddress(form.values.url_name) })}
        slotProps={{ htmlInput: { 'aria-required': true, autoCapitalize: 'none', spellCheck: false } }}
      />
    </CheckedForm>
  );
}
