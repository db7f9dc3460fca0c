import { NotFoundError, organizationMessages as m } from '@fie/domain';
import {
  currentUsdToGhs,
  findOrganization,
  LISTINGS,
  listerOf,
  ORGANIZATION_STANDING,
  noShowsAgainst,
  presentListingView,
  presentOrganization,
  publicView,
  reputationOf,
  type ListingView,
  type OrganizationStandingView,
} from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';

/**
 * An organization's public face, as GET /organizations/single/{id} and /organizations/{id}/listings answer
 * it and as its server-rendered page draws it: the same functions for both.
 */
async function mustFind(documents: DocumentStore, idOrUrl: string) {
  const org = await findOrganization(documents, idOrUrl);
  if (!org) throw new NotFoundError(m.organizationNotFound, 'OrganizationNotFound');
  return org;
}

export async function publicOrganization(documents: DocumentStore, idOrUrlName: string) {
  const org = await mustFind(documents, idOrUrlName);
  // Staff verified it after reviewing its registration and documents: its page shows the badge.
  const [standing, reputation] = await Promise.all([documents.collection<OrganizationStandingView>(ORGANIZATION_STANDING).get(org.id), reputationOf(documents, org.id)]);
  // What past deals with it were like (issue 33), once there is something to say.
  // The no-shows recorded against it are facts shown with it, each with its answer.
  const noShowsRecent = reputation?.noShows ? await noShowsAgainst(documents, org.id) : [];
  return { result: { organization: { ...presentOrganization(org, 'public'), verified: standing?.verified ?? false, ...(reputation ? { reputation: { ...reputation, noShowsRecent } } : {}) } } };
}

export async function publicOrganizationListings(documents: DocumentStore, idOrUrlName: string, query: { page?: unknown; pageSize?: unknown }) {
  const org = await mustFind(documents, idOrUrlName);
  const page = Math.max(1, Number(query.page) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || 15));
  const listings = documents.collection<ListingView>(LISTINGS);
  const filter = { organizationId: org.id, status: 'published' };
  const [docs, total, featuredDocs, usdToGhs, lister] = await Promise.all([
    listings.find(filter, { sort: [['publishedAt', 'desc']], skip: (page - 1) * pageSize, limit: pageSize }),
    listings.count(filter),
    org.featured?.length ? listings.find({ id: { $in: org.featured }, ...filter }) : Promise.resolve([]),
    currentUsdToGhs(documents),
    listerOf(documents, { ownerId: `organization-${org.id}`, organizationId: org.id }),
  ]);
  const card = (v: ListingView) => presentListingView(publicView(v), lister, usdToGhs);
  // In the order its members chose; one since hidden, let, sold or deleted simply drops out.
  const featured = (org.featured ?? []).flatMap((id) => featuredDocs.filter((v) => v.id === id).map(card));
  return { result: { featured, properties: docs.map(card), total, page, pageSize } };
}
