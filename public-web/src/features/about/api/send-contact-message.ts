import { contactMessages, contactMessageSchema, type ContactMessageInput } from '@fie/domain';
import { api } from '../../../lib/api-client';

export { contactMessages, contactMessageSchema };

/** POST /api/contact: 201 answers `{ message }`; 400 answers field errors. */
export function sendContactMessage(input: ContactMessageInput) {
  return api.post<{ message?: string }>('/contact', input);
}
