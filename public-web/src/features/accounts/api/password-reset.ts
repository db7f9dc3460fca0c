import { forgotPasswordSchema, resetPasswordSchema, type AccountKindChoice, type ResetPasswordInput } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { forgotPasswordSchema, resetPasswordSchema };

export type CodeDelivered = { message: string; destination?: string };

/**
 * POST /api/auth/forgot-password: mails a 6-digit code and a reset link; 429 within 30 s of the last code. An
 * organization uses the same call with its email; `account` matters only when a person and an organization share one.
 */
export function requestResetCode(input: { email: string; account?: AccountKindChoice }) {
  return api.post<CodeDelivered>('/auth/forgot-password', input);
}

/** POST /api/auth/reset-password: the code from the email and the new password (codes are single-use). */
export function resetPassword(input: ResetPasswordInput) {
  return api.post<{ message: string }>('/auth/reset-password', input);
}
