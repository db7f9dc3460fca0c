import { confirmSchema, resendCodeSchema } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { confirmSchema, resendCodeSchema };

export type ConfirmAnswer = { message: string; token?: string; user?: unknown };

/**
 * POST /api/auth/confirm: the 6-digit code that was emailed, or texted to an account made with a phone number alone
 * (`email` is the email or the number). With `signIn` the answer carries a session too (`remember`: kept on this device).
 */
export function confirmAccount(input: { email: string; code: string; signIn?: boolean; remember?: boolean }) {
  return api.post<ConfirmAnswer>('/auth/confirm', input);
}

/** POST /api/auth/resend-code: answers where the new code went. */
export function resendCode(input: { email: string }) {
  return api.post<{ message: string; destination?: string }>('/auth/resend-code', input);
}
