import { completeOrganizationSchema, organizationMessages, registerOrganizationSchema, type RegisterOrganizationInput } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { completeOrganizationSchema, organizationMessages, registerOrganizationSchema };

export type RegisterOrganizationAnswer = { message: string; organization?: { id?: string; name?: string; url_name?: string } };

/**
 * POST /api/organizations/register-organization {name, email, phone, address, url_name}. The phone goes
 * as the person typed it after the fixed +233 (the server accepts every Ghanaian way of writing it).
 */
export function registerOrganization(values: RegisterOrganizationInput) {
  return api.post<RegisterOrganizationAnswer>('/organizations/register-organization', {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    url_name: values.url_name.trim(),
  });
}

/** POST /api/organizations/complete-organization-registration {password, confirmPassword, key}. */
export function completeOrganizationRegistration(values: { password: string; confirmPassword: string; key: string }) {
  return api.post<{ message: string }>('/organizations/complete-organization-registration', values);
}
