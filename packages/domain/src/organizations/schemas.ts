import { z } from 'zod';
import { documentList, emailField, newPasswordField, phoneField } from '../accounts/schemas';
import { accountMessages } from '../accounts/messages';

/** The spec's organization rules (accounts-access-and-site-shell.md §5) and the invite permissions. */
export const organizationMessages = {
  nameRequired: 'Organization name is required',
  addressRequired: 'Please enter the address of the organization',
  urlNameInvalid: 'No spaces, or special characters allowed except underscores',
  urlNameTooLong: "Shouldn't exceed 12 characters",
  urlNameRequired: 'Choose the name for your organization page',
  urlNameTaken: 'This url name is taken',
  emailTaken: 'An organization with this email already exists',
  registered: 'Registration successful. Check your email to complete the registration',
  completed: 'Registration Successful',
  invalidKey: 'This link is not valid or has expired',
  notCompleted: 'Please complete your registration with the link we emailed you first. Lost it, or more than 7 days old? Register again with this email and we will send a fresh one.',
  linkResent: 'This email has a registration that is not finished yet: we have emailed a fresh link to complete it',
  linkResentByStaff: 'A fresh completion link has been emailed to the organization',
  alreadyCompleted: 'This organization has already completed its registration',
  inviteSent: 'Invite sent!',
  alreadyMember: 'This person is already a member of your organization',
  inOtherOrganization: 'This person already belongs to another organization',
  accepted: 'Success',
  memberRemoved: 'Member removed',
  left: 'You have left the organization',
  notMember: 'You are not a member of an organization',
  userNotFound: 'user not found',
  organizationNotFound: 'Could not load organization',
  inviteNotForYou: 'This invitation was sent to another account',
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
  name: z.string({ error: m.nameRequired }).trim().min(1, { error: m.nameRequired, abort: true }).max(80, { error: 'Organization name cannot exceed 80 characters' }),
  email: emailField,
  phone: phoneField,
  address: z.string({ error: m.addressRequired }).trim().min(1, { error: m.addressRequired, abort: true }).max(200, { error: 'Address cannot exceed 200 characters' }),
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
  permissions: z.array(z.enum(memberPermissions, { error: 'Unknown permission' })).default(defaultPermissions).transform((p) => [...new Set(p)].sort()),
});
export const acceptInvitationSchema = z.object({ key: z.string({ error: m.invalidKey }).trim().min(1, { error: m.invalidKey }) });
export const userLookupSchema = z.object({ email: emailField });

/** A url name from an organization's name: lowercase letters, digits and underscores, at most 12. */
export function urlNameFrom(name: string): string {
  const base = name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
  return (base || 'org').slice(0, 12).replace(/_+$/, '');
}
