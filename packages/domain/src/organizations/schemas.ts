import { z } from 'zod';
import { documentList, emailField, newPasswordField, phoneField } from '../accounts/schemas';
import { accountMessages } from '../accounts/messages';
import { apiText as t } from '../i18n/texts';

/** The spec's organization rules (accounts-access-and-site-shell.md §5) and the invite permissions. */
export const organizationMessages = {
  nameRequired: t('api.organizations.name-required', 'Organization name is required'),
  addressRequired: t('api.organizations.address-required', 'Please enter the address of the organization'),
  urlNameInvalid: t('api.organizations.url-name-invalid', 'No spaces, or special characters allowed except underscores'),
  urlNameTooLong: t('api.organizations.url-name-too-long', "Shouldn't exceed 12 characters"),
  urlNameRequired: t('api.organizations.url-name-required', 'Choose the name for your organization page'),
  urlNameTaken: t('api.organizations.url-name-taken', 'This url name is taken'),
  emailTaken: t('api.organizations.email-taken', 'An organization with this email already exists'),
  registered: t('api.organizations.registered', 'Registration successful. Check your email to complete the registration'),
  completed: t('api.organizations.completed', 'Registration Successful'),
  invalidKey: t('api.organizations.invalid-key', 'This link is not valid or has expired'),
  notCompleted: t('api.organizations.not-completed', 'Please complete your registration with the link we emailed you first. Lost it, or more than 7 days old? Register again with this email and we will send a fresh one.'),
  linkResent: t('api.organizations.link-resent', 'This email has a registration that is not finished yet: we have emailed a fresh link to complete it'),
  linkResentByStaff: t('api.organizations.link-resent-by-staff', 'A fresh completion link has been emailed to the organization'),
  alreadyCompleted: t('api.organizations.already-completed', 'This organization has already completed its registration'),
  inviteSent: t('api.organizations.invite-sent', 'Invite sent!'),
  alreadyMember: t('api.organizations.already-member', 'This person is already a member of your organization'),
  inOtherOrganization: t('api.organizations.in-other-organization', 'This person already belongs to another organization'),
  accepted: t('api.organizations.accepted', 'Success'),
  memberRemoved: t('api.organizations.member-removed', 'Member removed'),
  left: t('api.organizations.left', 'You have left the organization'),
  notMember: t('api.organizations.not-member', 'You are not a member of an organization'),
  userNotFound: t('api.organizations.user-not-found', 'user not found'),
  organizationNotFound: t('api.organizations.organization-not-found', 'Could not load organization'),
  inviteNotForYou: t('api.organizations.invite-not-for-you', 'This invitation was sent to another account'),
  // The same words as a person's sign-in and edits.
  signedIn: accountMessages.signedIn,
  wrongCredentials: accountMessages.wrongCredentials,
  updated: accountMessages.updateSuccessful,
  nameTooLong: t('api.organizations.name-too-long', 'Organization name cannot exceed 80 characters'),
  addressTooLong: t('api.organizations.address-too-long', 'Address cannot exceed 200 characters'),
  permissionUnknown: t('api.organizations.permission-unknown', 'Unknown permission'),
  notYourOrganization: t('api.organizations.not-your-organization', 'You can only manage your own organization'),
  needManageUsers: t('api.organizations.need-manage-users', 'You need the Manage Users permission for this'),
  notAMember: t('api.organizations.not-a-member', 'This person is not a member of your organization'),
} as const;

export const memberPermissions = ['list_properties', 'delete_properties', 'manage_users'] as const;
export type MemberPermission = (typeof memberPermissions)[number];
export const permissionLabels: Record<MemberPermission, string> = {
  list_properties: 'List Properties',
  delete_properties: 'Delete Properties',
  manage_users: 'Manage Users',
};
export const defaultPermissions: MemberPermission[] = ['list_properties'];

const m = organizationMessages;

export const urlNameField = z
  .string({ error: m.urlNameRequired })
  .trim()
  .min(1, { error: m.urlNameRequired, abort: true })
  .max(12, { error: m.urlNameTooLong, abort: true })
  .regex(/^[A-Za-z0-9_]+$/, { error: m.urlNameInvalid })
  .transform((v) => v.toLowerCase());

const organizationBase = {
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired, abort: true }).max(80, { error: m.nameTooLong }),
  email: emailField,
  phone: phoneField,
  address: z.string({ error: m.addressRequired }).trim().min(1, { error: m.addressRequired, abort: true }).max(200, { error: m.addressTooLong }),
};

export const registerOrganizationSchema = z.object({ ...organizationBase, url_name: urlNameField });
export type RegisterOrganizationInput = z.input<typeof registerOrganizationSchema>;

/** The older registration with documents; the url name is derived from the organization's name. */
export const registerOrganizationWithDocumentsSchema = z.object({ ...organizationBase, documents: documentList });

export const completeOrganizationSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: accountMessages.confirmPasswordRequired }).min(1, { error: accountMessages.confirmPasswordRequired }),
    key: z.string({ error: m.invalidKey }).trim().min(1, { error: m.invalidKey }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: accountMessages.passwordsDoNotMatch });
export type CompleteOrganizationInput = z.input<typeof completeOrganizationSchema>;

export const permissionsSchema = z.object({
  permissions: z.array(z.enum(memberPermissions, { error: m.permissionUnknown })).default(defaultPermissions).transform((p) => [...new Set(p)].sort()),
});
export const acceptInvitationSchema = z.object({ key: z.string({ error: m.invalidKey }).trim().min(1, { error: m.invalidKey }) });
export const userLookupSchema = z.object({ email: emailField });

/** A url name from an organization's name: lowercase letters, digits and underscores, at most 12. */
export function urlNameFrom(name: string): string {
  const base = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return (base || 'org').slice(0, 12).replace(/_+$/, '');
}
