import { api, type RequestOptions } from '../../../lib/api-client';
import { toProperty, type Property } from '../../../lib/property';

/** GET /api/properties/search/{id}: one published listing; 404 `{message: 'Could not get property!'}` otherwise. */
export async function fetchProperty(id: string, options?: Pick<RequestOptions, 'signal'>): Promise<Property> {
  // Open to visitors: a stale stored session is forgotten quietly instead of sending them to sign in.
  const property = toProperty(await api.get<unknown>(`/properties/search/${encodeURIComponent(id)}`, { ...options, on401: 'clear' }));
  if (!property) throw new Error('The server answered without a property');
  return property;
}
