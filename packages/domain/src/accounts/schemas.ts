import { z } from 'zod';
import { isGhanaPhone, toE164 } from '../shared/phone';
import { LANGUAGE_CODES } from '../i18n/languages';
import { accountMessages as m } from './messages';
import { apiText as t } from '../i18n/texts';

/**
 * One zod schema per payload, shared by the command API and public-web's forms.
 * The API accepts the spec's other spellings (first_name, firstname, phone…) through `withAliases`;
 * forms use the same fields directly.
 */

export const emailField = z
  .string({ error: m.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: m.emailRequired, abort: true })
  .max(254, { error: m.emailInvalid, abort: true })
  .pipe(z.email({ error: m.emailInvalid }));

/**
 * An email a person may leave out (issue 32: a phone number is enough to sign up): absent or blank is no email,
 * anything else must be one.
 */
export const optionalEmailField = z.preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), emailField.optional());

// The spec says letters and spaces only; we also accept hyphens and apostrophes because
// double-barrelled names (Owusu-Ansah, Nana Ama O'Neil) are everyday in Ghana.
const personName = (invalid: string, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(40, { error: m.nameTooLong, abort: true })
    .regex(/^[\p{L}]+(?:[ '\-][\p{L}]+)*$/u, { error: invalid });

export const phoneField = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, { error: m.phoneRequired, abort: true })
  .refine(isGhanaPhone, { error: m.phoneInvalid, abort: true })
  .transform(toE164);

export const newPasswordField = z
  .string({ error: m.passwordWeak })
  .min(1, { error: m.passwordWeak, abort: true })
  .max(128, { error: m.passwordTooLong, abort: true })
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/, { error: m.passwordWeak });

/**
 * A code as people give it: typed with spaces (123 456), or the whole text or mail pasted in ("123456 is your Fie
 * confirmation code…"): its one run of six digits. Anything else is left for the rules to refuse.
 */
export function codeFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const runs = value.match(/(?<!\d)\d{6}(?!\d)/g);
  return runs?.length === 1 ? runs[0] : value.replace(/\s/g, '');
}

export const confirmationCodeField = z.preprocess(
  codeFromText,
  z
    .string({ error: m.codeRequired })
    .trim()
    .min(1, { error: m.codeRequired, abort: true })
    .regex(/^\d{6}$/, { error: m.codeInvalidShape }),
);

export const signupFields = z
  .object({
    firstName: personName(m.firstNameInvalid, m.firstNameRequired),
    lastName: personName(m.lastNameInvalid, m.lastNameRequired),
    // Without an email the confirmation code is texted to the phone (issue 32).
    email: optionalEmailField,
    phoneNumber: phoneField,
    mobile: z.string().optional(),
    password: newPasswordField,
    confirmPassword: z.string({ error: m.confirmPasswordRequired }).min(1, { error: m.confirmPasswordRequired }),
    acknowledge: z.literal(true, { error: m.acknowledgeRequired }),
    user_type: z.literal('seeker', { error: m.onlySeekersSignUp }).default('seeker'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsDoNotMatch });

/** Accept the spec's other spellings of the same field at the API boundary. */
export function withAliases(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const src = input as Record<string, unknown>;
  const out: Record<string, unknown> = { ...src };
  const alias = (canonical: string, ...others: string[]) => {
    if (out[canonical] !== undefined) return;
    for (const other of others) if (src[other] !== undefined) { out[canonical] = src[other]; return; }
  };
  alias('firstName', 'first_name', 'firstname');
  alias('lastName', 'last_name', 'lastname');
  alias('phoneNumber', 'phone', 'mobile', 'phone1');
  if (out.acknowledge === 'true' || out.acknowledge === 'on') out.acknowledge = true;
  return out;
}

export const signupSchema = z.preprocess(withAliases, signupFields);
export type SignupInput = z.input<typeof signupFields>;
export type Signup = z.output<typeof signupFields>;

/** Keep the session on this device (a long-lived token); left out or false: for as long as the browser tab. */
const rememberField = z.boolean().optional();

export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
});

export type LoginInput = z.input<typeof loginSchema>;

/**
 * A person's sign-in name: their email, or the phone number of their account as people write it (024…, +233 24…,
 * 233 24…). The answer is the email lowercased, or the phone in E.164 (+233244123456): `isPhoneSignInName` tells
 * which. An email always has an '@'; a phone never does, so neither can be taken for the other.
 */
export const emailOrPhoneField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .transform((value, ctx) => {
      if (value.includes('@')) {
        const email = z.email().max(254).safeParse(value.toLowerCase());
        if (email.success) return email.data;
        ctx.addIssue({ code: 'custom', message: m.emailInvalid });
        return z.NEVER;
      }
      // Digits and the usual separators: a phone number, right or wrong; anything else is neither.
      if (/^[+\d\s\-().]+$/.test(value)) {
        if (isGhanaPhone(value)) return toE164(value);
        ctx.addIssue({ code: 'custom', message: m.phoneInvalid });
        return z.NEVER;
      }
      ctx.addIssue({ code: 'custom', message: m.emailOrPhoneInvalid });
      return z.NEVER;
    });

/** Whether a parsed sign-in name is a phone number (E.164) rather than an email. */
export const isPhoneSignInName = (name: string) => !name.includes('@');

/** A person's sign-in (POST /api/auth/login): the spec's `email` field takes the email or the account's phone number. */
export const personLoginSchema = z.object({
  email: emailOrPhoneField(m.emailRequired),
  password: z.string({ error: m.passwordRequired }).min(1, { error: m.passwordRequired }),
  remember: rememberField,
});
export type PersonLoginInput = z.input<typeof personLoginSchema>;

/**
 * Whose code it is: the spec's `email` field takes the email or the phone number of the account, as sign-in does,
 * and `phone` takes the number (issue 32). `email` wins when both are given. The answer is `email`: the email
 * lowercased or the number in E.164 (`isPhoneSignInName` tells which).
 */
const withAccountName = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(
    (input) => {
      if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
      const out = { ...(input as Record<string, unknown>) };
      const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
      if (blank(out.email) && !blank(out.phone)) out.email = out.phone;
      delete out.phone;
      return out;
    },
    z.object({ email: emailOrPhoneField(m.emailOrPhoneRequired), ...shape }),
  );

/** `signIn`: answer a session too (the site's confirmation page signs the person in; `remember` keeps it). */
export const confirmSchema = withAccountName({
  code: confirmationCodeField,
  signIn: z.boolean().optional(),
  remember: z.boolean().optional(),
});
export type ConfirmInput = z.input<typeof confirmSchema>;

export const resendCodeSchema = withAccountName({});
export type ResendCodeInput = z.input<typeof resendCodeSchema>;

// ---- Password recovery ----

/**
 * Whose password a recovery is for, when one email has both a person's account and an organization's: the sign-in
 * dialog's two choices. Left out, the server takes the only account the email has (a person's when it has both;
 * for the reset itself, the one with the newest code).
 */
export const accountKinds = ['person', 'organization'] as const;
export type AccountKindChoice = (typeof accountKinds)[number];
const accountChoice = z.enum(accountKinds, { error: m.chooseAccountKind }).optional();

/** A phone number recovers a person's password only: an organization's account is found by its email. */
const organizationsUseEmail = (v: { email: string; account?: AccountKindChoice }) => !(v.account === 'organization' && isPhoneSignInName(v.email));

/** The email, or the phone number of a person's account (the code then goes by SMS). */
export const forgotPasswordSchema = z
  .object({
    email: emailOrPhoneField(m.forgotEmailRequired),
    account: accountChoice,
  })
  .refine(organizationsUseEmail, { path: ['email'], error: m.organizationNeedsEmail });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    email: emailOrPhoneField(m.emailRequired),
    code: z.preprocess(
      codeFromText,
      z
        .string({ error: m.resetCodeRequired })
        .trim()
        .min(1, { error: m.resetCodeRequired, abort: true })
        .regex(/^\d{6}$/, { error: m.codeInvalidShape }),
    ),
    password: newPasswordField,
    confirmPassword: z.string({ error: m.confirmPasswordRequired }).min(1, { error: m.confirmPasswordRequired }),
    account: accountChoice,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsDoNotMatch })
  .refine(organizationsUseEmail, { path: ['email'], error: m.organizationNeedsEmail });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

// ---- Profile ----

/**
 * The new password of a change and its confirmation, with the same rules as at sign-up. Shared with the
 * staff's change of password, so the console and the site hold everyone to one password policy.
 */
export const changedPasswordFields = {
  newPassword: z
    .string({ error: m.newPasswordRequired })
    .min(1, { error: m.newPasswordRequired, abort: true })
    .pipe(newPasswordField),
  confirmPassword: z.string({ error: m.confirmPasswordRequired }).min(1, { error: m.confirmPasswordRequired }),
};

export const changePasswordSchema = z
  .object({
    oldPassword: z.string({ error: m.oldPasswordRequired }).min(1, { error: m.oldPasswordRequired }),
    ...changedPasswordFields,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsDoNotMatch });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

export const updateProfileFields = z.object({
  firstName: personName(m.firstNameInvalid, m.firstNameRequired),
  lastName: personName(m.lastNameInvalid, m.lastNameRequired),
  phone: phoneField,
  /** Read-only: sent by the form for display, compared on the server. */
  email: z.string().trim().toLowerCase().optional(),
});
export const updateProfileSchema = z.preprocess((input) => {
  const out = withAliases(input) as Record<string, unknown> | undefined;
  if (out && out.phone === undefined && out.phoneNumber !== undefined) out.phone = out.phoneNumber;
  return out;
}, updateProfileFields);
export type UpdateProfileInput = z.input<typeof updateProfileFields>;

/**
 * An email added to an account that has none (a phone sign-up, issue 32): POST /api/auth/add-email mails it a code
 * (asking again sends a new one), POST /api/auth/confirm-email takes that code and adds the email.
 */
export const addEmailSchema = z.object({ email: emailField });
export type AddEmailInput = z.input<typeof addEmailSchema>;
export const confirmEmailSchema = z.object({ code: confirmationCodeField });
export type ConfirmEmailInput = z.input<typeof confirmEmailSchema>;

/** PUT /api/auth/language: the language of the person's mails and texts (issue 23). */
/** One of Fie's languages (here, not in i18n/languages.ts: every first page reads that file, and must not take zod with it). */
export const languageSchema = z.enum(LANGUAGE_CODES, { message: m.chooseLanguage(LANGUAGE_CODES.join(', ')) });
export const chooseLanguageSchema = z.object({ language: languageSchema });
export type ChooseLanguageInput = z.input<typeof chooseLanguageSchema>;

// ---- Owners ----

export const ownerTypes = ['individual', 'organization'] as const;
export type OwnerType = (typeof ownerTypes)[number];

/** Real Estate Agency Council licence numbers vary in shape; we keep what the person typed, within reason. */
export const licenceNumberField = z
  .string()
  .trim()
  .max(40, { error: m.licenceInvalid })
  .regex(/^[A-Za-z0-9/\- ]*$/, { error: m.licenceInvalid })
  .optional()
  .transform((v) => (v ? v : undefined));

export const documentList = z.array(z.string().trim().min(1)).max(20, { error: m.tooManyDocuments }).default([]);

export const ownerRegistrationFields = z
  .object({
    ownerType: z.enum(ownerTypes, { error: m.ownerTypeRequired }),
    organizationName: z.string().trim().max(80, { error: m.organizationNameTooLong }).optional(),
    firstName: personName(m.firstNameInvalid, m.firstNameRequired),
    lastName: personName(m.lastNameInvalid, m.lastNameRequired),
    // As at sign-up: a phone number is enough, and the code is then texted (issue 32).
    email: optionalEmailField,
    phone: phoneField,
    password: newPasswordField,
    confirmPassword: z.string({ error: m.confirmPasswordRequired }).min(1, { error: m.confirmPasswordRequired }),
    acknowledge: z.literal(true, { error: m.acknowledgeRequired }),
    licenceNumber: licenceNumberField,
    documents: documentList,
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsDoNotMatch })
  .refine((v) => v.ownerType !== 'organization' || !!v.organizationName, { path: ['organizationName'], error: m.organizationNameRequired });
export const ownerRegistrationSchema = z.preprocess((input) => {
  const out = withAliases(input) as Record<string, unknown> | undefined;
  if (out && out.phone === undefined && out.phoneNumber !== undefined) out.phone = out.phoneNumber;
  return out;
}, ownerRegistrationFields);
export type OwnerRegistrationInput = z.input<typeof ownerRegistrationFields>;

export const existingUserOwnerSchema = z.object({
  /** The spec's form sends the account's email; an account without one (a phone sign-up) sends none. */
  email: optionalEmailField,
  user_type: z.string().optional(),
  ownerType: z.enum(ownerTypes).default('individual'),
  licenceNumber: licenceNumberField,
  documents: documentList,
});

// ---- Documents ----

/** What the document uploads accept (owner_documents). The type is read from the bytes, not the name. */
export const documentRules = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  extensions: ['pdf', 'png', 'jpg', 'jpeg', 'webp', 'doc', 'docx', 'xlsx', 'csv', 'rar'],
  messages: {
    typeNotAllowed: t('api.accounts.document-type-not-allowed', 'This file type is not allowed'),
    tooLarge: t('api.accounts.document-too-large', 'Files must be 10 MB or smaller'),
    tooMany: t('api.accounts.document-too-many', 'Upload at most 10 files at a time'),
    none: t('api.accounts.document-none', 'Choose at least one file'),
    uploaded: t('api.accounts.document-uploaded', 'Upload successful'),
    deleted: t('api.accounts.document-deleted', 'File deleted'),
    notFound: t('api.accounts.document-not-found', 'No such file'),
  },
} as const;
