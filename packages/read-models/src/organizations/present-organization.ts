import type { DocumentStore } from '@fie/stores';
import { ORGANIZATIONS, type OrganizationView } from './organizations';

/**
 * How the API answers an organization, composed from the read models. Both the command API (after a
 * change) and the query API use it, so the shapes cannot drift apart.
 */
export function presentOrganization(org: OrganizationView, audience: 'public' | 'self') {
  const base = { _id: org.id, id: org.id, name: org.name, url_name: org.url_name, image: org.image, address: org.address, createdAt: org.createdAt };
  return audience === 'public' ? base : { ...base, email: org.email, phone: org.phone, completed: org.completed };
}

export async function findOrganization(docs: DocumentStore, idOrUrlName: string) {
  const organizations = docs.collection<OrganizationView>(ORGANIZATIONS);
  return (await organizations.get(idOrUrlName)) ?? (await organizations.findOne({ url_name: idOrUrlName.toLowerCase() }));
}
