import { signupFields, type SignupInput } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { signupFields };
export type SignupAnswer = { message: string; destination?: string; userId?: string };

/**
 * POST /api/auth/signup. The phone goes as the user typed it after the fixed +233 (the server accepts
 * 0244123456, 244123456 and +233…) and `mobile` repeats it, as the spec's payload does. Without an email (issue 32)
 * the code is texted to the phone, and `destination` is the number as Ghanaians write it.
 */
export function signup(values: { firstName: string; lastName: string; email: string; phone: string; password: string; confirmPassword: string }) {
  const body: SignupInput & { mobile: string } = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim() ? values.email.trim().toLowerCase() : undefined,
    phoneNumber: values.phone.trim(),
    mobile: values.phone.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    acknowledge: true,
    user_type: 'seeker',
  };
  return api.post<SignupAnswer>('/auth/signup', body);
}
