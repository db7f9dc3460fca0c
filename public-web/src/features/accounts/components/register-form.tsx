import type { ReactNode } from 'react';
import { fieldErrors } from '@fie/domain';
import type { FieldErrors } from '../../../lib/api-client';
import { CheckedForm, useCheckedForm } from '../../../components/ui/checked-form';
import { EmailField } from '../../../components/ui/email-field';
import { NameFields } from '../../../components/ui/name-fields';
import { PasswordField } from '../../../components/ui/password-field';
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

/**
 * Seeker registration, checked with the same zod schema the API uses (`signupFields` from @fie/domain),
 * so the messages under the fields are the server's, word for word, before anything is sent.
 */
export function RegisterForm({
  idPrefix,
  onRegistered,
  links,
}: {
  idPrefix: string;
  onRegistered: (email: string, message: string) => void;
  links?: ReactNode;
}) {
  const form = useCheckedForm<Values>({
    initial: empty,
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
      onRegistered(values.email.trim().toLowerCase(), answer.message);
    },
    serverFields: formFields,
    rename: serverField,
  });
  const { field } = form;

  return (
    <CheckedForm form={form} bannerTitle="Something went wrong!" submitLabel="Register" links={links}>
      <NameFields firstName={field('firstName')} lastName={field('lastName')} />
      <PhoneField {...field('phone')} />
      <EmailField {...field('email')} />
      <PasswordField autoComplete="new-password" {...field('password')} />
      <PasswordField label="Confirm password" autoComplete="new-password" {...field('confirmPassword')} />
      <TermsAcceptance id={form.id('acknowledge')} checked={form.values.acknowledge} onChange={(checked) => form.set('acknowledge', checked)} error={form.errors.acknowledge} />
    </CheckedForm>
  );
}
