import { Router, type Request } from 'express';
import { documentRules, logoRules, organizationProfileMessages as m, UnauthorizedError, ValidationError, type OrganizationActor } from '@fie/domain';
import { findOrganization, presentOrganization } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { receiveFiles } from '../shared/uploads';
import { changeLogo, deleteOrganizationDocument, featureListings, removeLogo, updateProfile, uploadOrganizationDocuments } from './page';

/**
 * /api/organizations/{profile,logo,featured-listings,documents}: the organization's public face, edited by the
 * organization itself or its members (the domain checks their permissions). Answers carry the organization as
 * its own dashboard reads it, so the screen shows the change at once.
 */
export function organizationPageRoutes(deps: CommandDeps): Router {
  const router = Router();

  const actor = (req: Request): OrganizationActor => {
    const p = req.principal;
    if (p?.kind === 'organization') return { kind: 'organization', orgId: p.id };
    if (p?.kind === 'user') return { kind: 'member', userId: p.id };
    throw new UnauthorizedError();
  };
  const organization = async (orgId: string) => {
    const org = await findOrganization(deps.documents, orgId);
    return org ? presentOrganization(org, 'self') : undefined;
  };
  const logoUpload = receiveFiles({ field: 'logo', maxBytes: logoRules.maxBytes, maxFiles: 1, messages: logoRules.messages });
  const documentUpload = receiveFiles({ field: 'files', maxBytes: documentRules.maxBytes, maxFiles: documentRules.maxFiles, messages: documentRules.messages });
  const files = (req: Request) => (req.files as Express.Multer.File[] | undefined) ?? [];

  router.put('/organizations/profile', async (req, res) => {
    const { position, orgId } = await updateProfile(deps, actor(req), req.body);
    await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.profileSaved, organization: await organization(orgId) }, position);
  });

  router.post('/organizations/logo', logoUpload, async (req, res) => {
    const { position, orgId } = await changeLogo(deps, actor(req), files(req));
    await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.logoSaved, organization: await organization(orgId) }, position);
  });

  router.delete('/organizations/logo', async (req, res) => {
    const { position, orgId } = await removeLogo(deps, actor(req));
    if (position !== undefined) await deps.afterCommit?.(position);
    await respond(deps, res, 200, { message: m.logoRemoved, organization: await organization(orgId) }, position);
  });

  router.put('/organizations/featured-listings', async (req, res) => {
    const { position, listingIds } = await featureListings(deps, actor(req), req.body);
    await respond(deps, res, 200, { message: m.featuredSaved, result: { listingIds } }, position);
  });

  router.post('/organizations/documents', documentUpload, async (req, res) => {
    const { files: stored, position } = await uploadOrganizationDocuments(deps, actor(req), files(req));
    await respond(deps, res, 201, { message: documentRules.messages.uploaded, files: stored }, position);
  });

  router.delete('/organizations/documents/:filename', async (req, res) => {
    const { position } = await deleteOrganizationDocument(deps, actor(req), String(req.params.filename));
    await respond(deps, res, 200, { message: documentRules.messages.deleted }, position);
  });

  return router;
}
