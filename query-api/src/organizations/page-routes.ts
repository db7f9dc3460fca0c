import { Router, type Request } from 'express';
import { documentRules, ForbiddenError, NotFoundError, organizationDocumentOwner, organizationDocumentUrl, organizationMessages as m, UnauthorizedError, organizationProfileMessages } from '@fie/domain';
import {
  DOCUMENTS,
  findOrganization,
  ORGANIZATION_MEMBERS,
  type DocumentView,
  type MemberView,
  type OrganizationView,
} from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { sendPrivateDocument } from '../shared/private-document';
import { publicOrganizationListings } from './public-reads';

/**
 * An organization's page (/org/{url_name}): its published listings, the ones it features first; its
 * documents, for those inside it; its logo, for everyone.
 */
export function organizationPageQueryRoutes(deps: QueryDeps): Router {
  const router = Router();

  const mustFind = async (idOrUrl: string) => {
    const org = await findOrganization(deps.documents, idOrUrl);
    if (!org) throw new NotFoundError(m.organizationNotFound, 'OrganizationNotFound');
    return org;
  };

  /** The organization itself, its members and staff. */
  const assertInside = async (req: Request, org: OrganizationView) => {
    const p = req.principal;
    if (!p) throw new UnauthorizedError();
    if ((p.kind === 'organization' && p.id === org.id) || p.kind === 'staff') return;
    if (p.kind === 'user' && (await deps.documents.collection<MemberView>(ORGANIZATION_MEMBERS).findOne({ orgId: org.id, userId: p.id }))) return;
    throw new ForbiddenError(organizationProfileMessages.documentsMembersOnly, 'Forbidden');
  };

  router.get('/organizations/:idOrUrlName/listings', async (req, res) => {
    res.json(await publicOrganizationListings(deps.documents, String(req.params.idOrUrlName), req.query));
  });

  router.get('/organizations/:idOrUrlName/documents', async (req, res) => {
    const org = await mustFind(String(req.params.idOrUrlName));
    await assertInside(req, org);
    const documents = await organizationDocuments(deps, org);
    res.json({
      result: {
        documents: documents.map((d) => ({ filename: d.filename, name: d.name, extension: d.extension, size: d.size, uploadedAt: d.uploadedAt, location: organizationDocumentUrl(org.id, d.filename), registration: d.ownerId === null })),
      },
    });
  });

  router.get('/organizations/:idOrUrlName/documents/:filename', async (req, res) => {
    const org = await mustFind(String(req.params.idOrUrlName));
    await assertInside(req, org);
    const doc = (await organizationDocuments(deps, org)).find((d) => d.filename === String(req.params.filename));
    const blob = doc ? await deps.blobs.get(doc.blobKey) : undefined;
    if (!doc || !blob) throw new NotFoundError(documentRules.messages.notFound);
    sendPrivateDocument(res, doc, blob);
  });

  router.get('/organizations/logos/:file', async (req, res) => {
    const file = String(req.params.file);
    const blob = /^[0-9a-f-]{36}\.webp$/.test(file) ? await deps.blobs.get(`organization-logos/${file}`) : undefined;
    if (!blob) throw new NotFoundError(organizationProfileMessages.noSuchLogo);
    // A new logo gets a new name, so browsers may keep this one for a year.
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(blob.info.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    blob.stream.pipe(res);
  });

  return router;
}

/**
 * Its documents: those it uploaded, and those its registration named that nobody has claimed since (they
 * were uploaded before the organization existed). Newest first.
 */
async function organizationDocuments(deps: QueryDeps, org: OrganizationView): Promise<DocumentView[]> {
  const documents = deps.documents.collection<DocumentView>(DOCUMENTS);
  const [uploaded, registered] = await Promise.all([
    documents.find({ ownerId: organizationDocumentOwner(org.id) }),
    org.documents.length ? documents.find({ filename: { $in: org.documents }, ownerId: null }) : Promise.resolve([]),
  ]);
  return [...uploaded, ...registered].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt));
}
