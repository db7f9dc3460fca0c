import type { PageRequest } from '@fie/domain';
import { api, type RequestOptions } from '../../../lib/api-client';
import { toProperty, type Property } from '../../../lib/property';

/** GET /api/properties/search/{id}: one published listing; 404 `{message: 'Could not get property!', state, nearby}` otherwise. */
export const propertyRequest = (id: string): PageRequest => ({ method: 'GET', path: `/properties/search/${encodeURIComponent(id)}` });

export async function fetchProperty(id: string, options?: Pick<RequestOptions, 'signal'>): Promise<Property> {
  // Open to visitors: a stale stored session is forgotten quietly instead of sending them to sign in.
  return readProperty(await api.get<unknown>(propertyRequest(id).path, { ...options, on401: 'clear' }));
}

export function readProperty(body: unknown): Property {
  const property = toProperty(body);
  if (!property) throw new Error('The server answered without a property');
  return property;
}
