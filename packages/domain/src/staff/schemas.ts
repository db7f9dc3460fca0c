import { z } from 'zod';
import { accountMessages as m } from '../accounts/messages';
import { changedPasswordFields } from '../accounts/schemas';
import { staffMessages as sm } from './messages';

/** POST /api/admin/staff/change-password: the signed-in staff member's current password, then the new one twice. */
export const staffChangePasswordSchema = z
  .object({
    currentPassword: z.string({ error: sm.currentPasswordRequired }).min(1, { error: sm.currentPasswordRequired }),
    ...changedPasswordFields,
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], error: m.passwordsDoNotMatch });
export type StaffChangePasswordInput = z.input<typeof staffChangePasswordSchema>;
export type StaffChangePassword = z.output<typeof staffChangePasswordSchema>;
