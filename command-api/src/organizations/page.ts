import { randomUUID } from 'node:crypto';
import {
  assertCanManageDocuments,
  changeOrganizationLogo,
  documentRules,
  featuredListingsSchema,
  featureOrganizationListings,
  ForbiddenError,
  logoRules,
  NotFoundError,
  organizationDocumentOwner,
  organizationDocumentUrl,
  organizationMessages,
  organizations,
  organizationProfileSchema,
  organizationStream,
  parseOrThrow,
  updateOrganizationProfile,
  ValidationError,
  type OrganizationActor,
} from '@fie/domain';
import { DOCUMENTS, type DocumentView } from '@fie/read-models';
import { deleteDocument, uploadDocuments, type UploadedFile } from '../shared/documents';
import { loadListing } from '../shared/aggregates';
import type { CommandDeps } from '../shared/deps';
import { appendEvents } from '../shared/streams';
import { assertPicture, decodePicture } from '../shared/uploads';
import { currentMembership, loadOrganization } from '../shared/aggregates';
import { newId } from '../shared/idempotency';

/**
 * The organization's public face (docs in README: organization profiles): its profile and logo, the
 * listings its page features, and its documents. Each acts on the caller's own organization: the
 * organization itself, or the one a member belongs to (whose permissions the domain checks).
 */
async function ownOrganization(deps: CommandDeps, actor: OrganizationActor) {
  const orgId = actor.kind === 'organization' ? actor.orgId : (await currentMembership(deps, actor.userId)).orgId;
  if (!orgId) throw new ForbiddenError(organizationMessages.notMember, 'NotAMember');
  return loadOrganization(deps, orgId);
}

export async function updateProfile(deps: CommandDeps, actor: OrganizationActor, input: unknown) {
  const { state, revision } = await ownOrganization(deps, actor);
  organizations.assertCanManageUsers(state, actor); // outsiders learn nothing from the form's rules
  const profile = parseOrThrow(organizationProfileSchema, input ?? {});
  const events = updateOrganizationProfile(state, actor, profile, { now: deps.now() });
  return { ...(await appendEvents(deps, organizationStream(state!.orgId), events, revision)), orgId: state!.orgId };
}

/** A new logo: decoded (never trusted by its name), re-encoded to WebP within 512 px, metadata dropped. */
export async function changeLogo(deps: CommandDeps, actor: OrganizationActor, files: UploadedFile[]) {
  const m = logoRules.messages;
  const { state, revision } = await ownOrganization(deps, actor);
  organizations.assertCanManageUsers(state, actor); // refuse before doing any work
  if (files.length === 0) throw new ValidationError({ logo: m.none });
  if (files.length > 1) throw new ValidationError({ logo: m.tooMany });
  const file = files[0]!;
  if (file.size > logoRules.maxBytes) throw new ValidationError({ logo: m.tooLarge });
  await assertPicture(file, 'logo', m.notAnImage);
  const logoId = newId();
  const webp = await decodePicture(file).rotate().resize({ width: logoRules.size, height: logoRules.size, fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer();
  await deps.blobs.put(logoBlob(logoId), webp, { contentType: 'image/webp' });
  const events = changeOrganizationLogo(state, actor, logoId, { now: deps.now() });
  const result = await appendEvents(deps, organizationStream(state!.orgId), events, revision);
  // The old picture is no longer shown anywhere.
  if (state!.logoId) await deps.blobs.delete(logoBlob(state!.logoId)).catch(() => undefined);
  return { ...result, orgId: state!.orgId };
}

export async function removeLogo(deps: CommandDeps, actor: OrganizationActor) {
  const { state, revision } = await ownOrganization(deps, actor);
  const events = changeOrganizationLogo(state, actor, null, { now: deps.now() });
  if (events.length === 0) return { position: undefined, orgId: state!.orgId };
  const result = await appendEvents(deps, organizationStream(state!.orgId), events, revision);
  if (state!.logoId) await deps.blobs.delete(logoBlob(state!.logoId)).catch(() => undefined);
  return { ...result, orgId: state!.orgId };
}

export const logoBlob = (logoId: string) => `organization-logos/${logoId}.webp`;

export async function featureListings(deps: CommandDeps, actor: OrganizationActor, input: unknown) {
  const { listingIds } = parseOrThrow(featuredListingsSchema, input ?? {});
  const { state, revision } = await ownOrganization(deps, actor);
  // Each listing as its own stream says it is now, so a hidden or deleted one cannot slip in.
  const listings: Record<string, { organizationId: string | null; published: boolean }> = {};
  for (const id of listingIds) {
    const { state: listing } = await loadListing(deps, id);
    if (listing) listings[id] = { organizationId: listing.organizationId, published: !listing.deleted && listing.status === 'published' };
  }
  const events = featureOrganizationListings(state, actor, listingIds, { now: deps.now(), listings });
  const result = events.length ? await appendEvents(deps, organizationStream(state!.orgId), events, revision) : { position: undefined };
  return { ...result, listingIds };
}

/** Registration documents and licences, kept (like a person's) in the blob store, owned by `organization-{orgId}`. */
export async function uploadOrganizationDocuments(deps: CommandDeps, actor: OrganizationActor, files: UploadedFile[]) {
  const { state } = await ownOrganization(deps, actor);
  const org = assertCanManageDocuments(state, actor);
  const { files: stored, position } = await uploadDocuments(deps, organizationDocumentOwner(org.orgId), files);
  // Members open them through the organization, not through the owner-only /auth/documents.
  return { files: stored.map((f) => ({ ...f, filelocation: organizationDocumentUrl(org.orgId, f.filename) })), position };
}

/**
 * Deletes one of the organization's documents: one it uploaded, or one its registration named (those were
 * uploaded before the organization existed, so nobody owns them yet). Anything else is, to it, no such file.
 */
export async function deleteOrganizationDocument(deps: CommandDeps, actor: OrganizationActor, filename: string) {
  const { state } = await ownOrganization(deps, actor);
  const org = assertCanManageDocuments(state, actor);
  const owner = organizationDocumentOwner(org.orgId);
  // The registration is the stream's first event.
  const [first] = await deps.vault.openAll(await deps.events.readStream(organizationStream(org.orgId), { maxCount: 1 }));
  const registered = (first?.type === 'OrganizationRegistered' ? (first.data as { documents?: string[] }).documents : undefined) ?? [];
  const doc = await deps.documents.collection<DocumentView>(DOCUMENTS).findOne({ filename });
  const ours = doc && (doc.ownerId === owner || (doc.ownerId === null && registered.includes(filename)));
  if (!ours) throw new NotFoundError(documentRules.messages.notFound, 'NotFound', { filename: documentRules.messages.notFound });
  return deleteDocument(deps, owner, filename);
}
