import { z } from 'zod';
import { accountMessages as m } from '../accounts/messages';
import { changedPasswordFields } from '../accounts/schemas';
import { staffMessages as sm } from './messages';
import { staffRoles } from './roles';

/** POST /api/admin/staff/change-password: the signed-in staff member's current password, then the new one twice. */
export const staffChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: sm.currentPasswordRequired }).min(1, { error: sm.currentPasswordRequired }),
    ...changedPasswordFields,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsDoNotMatch });
export type StaffChangePasswordInput = z.input<typeof staffChangePasswordSchema>;
export type StaffChangePassword = z.output<typeof staffChangePasswordSchema>;

const reason = z.string({ error: sm.reasonRequired }).trim().min(1, { error: sm.reasonRequired }).max(1000, { error: sm.reasonTooLong });

/** POST /api/admin/staff: an administrator invites someone; the mail carries a link to set a password. */
export const inviteStaffSchema = z.object({
  email: z.string({ error: sm.emailRequired }).trim().min(1, { error: sm.emailRequired }).pipe(z.email({ error: sm.emailInvalid })).transform((e) => e.toLowerCase()),
  name: z.string({ error: sm.nameRequired }).trim().min(1, { error: sm.nameRequired }).max(200),
  role: z.enum(staffRoles, { error: sm.roleRequired }),
  reason: reason.optional().default('Invited to the staff console'),
});
export type InviteStaffInput = z.input<typeof inviteStaffSchema>;
export type InviteStaff = z.output<typeof inviteStaffSchema>;

/** POST /api/admin/staff/{id}/role. */
export const changeStaffRoleSchema = z.object({ role: z.enum(staffRoles, { error: sm.roleRequired }), reason });
export type ChangeStaffRole = z.output<typeof changeStaffRoleSchema>;

/** POST /api/admin/staff/{id}/disable and /enable. */
export const staffReasonSchema = z.object({ reason });
export type StaffReason = z.output<typeof staffReasonSchema>;

/** POST /api/admin/auth/set-password: the invited person's link (staff id and token) and a new password twice. */
export const staffSetPasswordSchema = z
  .object({
    staffId: z.string({ error: sm.linkInvalid }).min(1, { error: sm.linkInvalid }),
    token: z.string({ error: sm.linkInvalid }).min(1, { error: sm.linkInvalid }),
    ...changedPasswordFields,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsDoNotMatch });
export type StaffSetPassword = z.output<typeof staffSetPasswordSchema>;
