import { confirmSchema, resendCodeSchema } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { confirmSchema, resendCodeSchema };

/** POST /api/auth/confirm: the 6-digit code from the confirmation email. */
export function confirmAccount(input: { email: string; code: string }) {
  return api.post<{ message: string }>('/auth/confirm', input);
}

/** POST /api/auth/resend-code: answers where the new code went. */
export function resendCode(input: { email: string }) {
  return api.post<{ message: string; destination?: string }>('/auth/resend-code', input);
}
