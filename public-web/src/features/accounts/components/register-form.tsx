import type { ReactNode } from 'react';
import { fieldErrors, type FormState } from '@fie/domain';
import type { FieldErrors } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language';
import { CheckedForm, useCheckedForm, type PlainForm } from '../../../components/ui/checked-form';
import { EmailField } from '../../../components/ui/email-field';
import { NameFields } from '../../../components/ui/name-fields';
import { PasswordField, usePasswordRules } from '../../../components/ui/password-field';
import { PhoneField } from '../../../components/ui/phone-field';
import { TermsAcceptance } from '../../../components/ui/terms-acceptance';
import { signup, signupFields } from '../api/signup';

type Values = {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  acknowledge: boolean;
};
const empty: Values = { firstName: '', lastName: '', phone: '', email: '', password: '', confirmPassword: '', acknowledge: false };

// The server names the phone `phoneNumber` (or `mobile`); the form calls it `phone`.
const serverField: Record<string, string> = { phoneNumber: 'phone', mobile: 'phone' };
const fieldOrder: (keyof Values)[] = ['firstName', 'lastName', 'phone', 'email', 'password', 'confirmPassword', 'acknowledge'];
const formFields = ['firstName', 'lastName', 'email', 'phoneNumber', 'mobile', 'password', 'confirmPassword', 'acknowledge'];

/** What a plain post of the form left for the page (issue 32): what was typed (never the passwords) and the messages. */
function fromState(state: FormState | undefined): { initial: Values; errors?: FieldErrors; banner?: string } {
  if (!state) return { initial: empty };
  const v = state.values;
  return {
    initial: { ...empty, firstName: v.firstName ?? '', lastName: v.lastName ?? '', phone: v.phoneNumber ?? '', email: v.email ?? '', acknowledge: v.acknowledge === 'on' },
    errors: state.errors,
    banner: state.banner?.severity === 'error' ? state.banner.message : undefined,
  };
}

/**
 * Seeker registration, checked with the same zod schema the API uses (`signupFields` from @fie/domain), so the
 * messages under the fields are the server's, word for word, before anything is sent. A phone number is enough
 * (issue 32): without an email the code is texted. `onRegistered` gets where the code went (the email, or the number).
 */
export function RegisterForm({
  idPrefix,
  onRegistered,
  links,
  plain,
  state,
}: {
  idPrefix: string;
  onRegistered: (destination: string, message: string) => void;
  links?: ReactNode;
  /** A page's form also posts as a plain form (before or without its code). */
  plain?: PlainForm;
  state?: FormState;
}) {
  const t = useT();
  const rules = usePasswordRules();
  const start = fromState(state);
  const form = useCheckedForm<Values>({
    initial: start.initial,
    initialErrors: start.errors,
    initialBanner: start.banner,
    idPrefix,
    validate: (next) => {
      const parsed = signupFields.safeParse({ ...next, phoneNumber: next.phone, user_type: 'seeker' });
      if (parsed.success) return {};
      const byField = fieldErrors(parsed.error);
      const mapped: FieldErrors = {};
      for (const [field, message] of Object.entries(byField)) mapped[serverField[field] ?? field] ??= message;
      return mapped;
    },
    fieldOrder,
    send: async (values) => {
      const answer = await signup(values);
      onRegistered(answer.destination ?? (values.email.trim().toLowerCase() || values.phone.trim()), answer.message);
    },
    serverFields: formFields,
    rename: serverField,
    names: { phone: 'phoneNumber' },
  });
  const { field } = form;

  return (
    <CheckedForm form={form} plain={plain} bannerTitle={t('account.banner.went-wrong', 'Something went wrong!')} submitLabel={t('account.register.submit', 'Register')} links={links}>
      <NameFields firstName={field('firstName')} lastName={field('lastName')} />
      <PhoneField {...field('phone')} hint={t('account.register.phone-hint', 'We text your confirmation code to this number if you give no email')} />
      <EmailField {...field('email')} optional />
      <PasswordField autoComplete="new-password" {...field('password')} hint={rules} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
      <TermsAcceptance id={form.id('acknowledge')} checked={form.values.acknowledge} onChange={(checked) => form.set('acknowledge', checked)} error={form.errors.acknowledge} />
    </CheckedForm>
  );
}
