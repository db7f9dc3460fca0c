import { Router, type Request } from 'express';
import { calendarMessages, categories, imageRules, listingMessages as m, listingStatuses, UnauthorizedError, ValidationError, type Category, type ListingStatus } from '@fie/domain';
import { presentListing } from '@fie/read-models';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { receiveFiles } from '../shared/uploads';
import { authorizeStaff } from '../staff/authorize';
import { changeBookedDates, changeListingStatus, confirmListing, confirmListingByLink, createListing, deleteListing, updateListing } from './handlers';
import { deleteListingImage, uploadListingImages } from './images';
import { importPartnerFeed } from './partner-feeds';
import { phoneRevealRoutes } from './phone-reveals';

/** /api/properties/*: listing commands of the spec (property-side.md §7) and the lifecycle users need. */
export function listingRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.use(phoneRevealRoutes(deps));
  const receive = receiveFiles({ field: 'images', maxBytes: imageRules.maxBytes, maxFiles: imageRules.maxFiles, messages: imageRules.messages });
  const uploader = (req: Request) => {
    const p = req.principal;
    if (p?.kind === 'user') return p.id;
    if (p?.kind === 'organization') return `organization-${p.id}`;
    throw new UnauthorizedError(imageRules.messages.signIn);
  };
  const presented = async (listingId: string, position?: number) => {
    if (position !== undefined) await deps.afterCommit?.(position);
    return presentListing(deps.documents, listingId);
  };

  router.post('/properties/image-upload', receive, async (req, res) => {
    const files = (req.files as Express.Multer.File[] | undefined) ?? [];
    const { images, position } = await uploadListingImages(deps, uploader(req), files);
    await respond(deps, res, 201, { message: imageRules.messages.uploaded, filelocation: images.map(({ name, location }) => ({ name, location })), filename: images[0]!.name, images }, position);
  });

  router.delete('/properties/images/:imageId', async (req, res) => {
    const { position } = await deleteListingImage(deps, uploader(req), String(req.params.imageId));
    await respond(deps, res, 200, { message: imageRules.messages.deleted }, position);
  });

  for (const category of categories) {
    router.post(`/properties/create-${category}`, async (req, res) => {
      const { listingId, position } = await createListing(deps, req.principal, category, req.body, req.body?.list_as);
      await respond(deps, res, 201, { message: m.created, property: await presented(listingId, position) }, position);
    });
    router.post(`/properties/update-${category}/:id`, async (req, res) => {
      const id = String(req.params.id);
      const { position } = await updateListing(deps, req.principal, category as Category, id, req.body);
      await respond(deps, res, 200, { message: m.updated, property: await presented(id, position) }, position);
    });
  }

  router.post('/properties/:id/booked-dates', async (req, res) => {
    const id = String(req.params.id);
    const { position } = await changeBookedDates(deps, req.principal, id, req.body, 'book');
    await respond(deps, res, 200, { message: calendarMessages.booked, property: await presented(id, position) }, position);
  });

  router.post('/properties/:id/booked-dates/release', async (req, res) => {
    const id = String(req.params.id);
    const { position } = await changeBookedDates(deps, req.principal, id, req.body, 'release');
    await respond(deps, res, 200, { message: calendarMessages.released, property: await presented(id, position) }, position);
  });

  router.post('/properties/:id/status', async (req, res) => {
    const status = req.body?.status as ListingStatus;
    if (!listingStatuses.includes(status)) throw new ValidationError({ status: m.statusInvalid(listingStatuses.join(', ')) });
    const id = String(req.params.id);
    const { position } = await changeListingStatus(deps, req.principal, id, status);
    await respond(deps, res, 200, { message: m.updated, property: await presented(id, position) }, position);
  });

  // "Still available": the lister confirms a listing unconfirmed for a while (or archived as stale at 60 days).
  router.post('/properties/:id/confirm', async (req, res) => {
    const id = String(req.params.id);
    const { position } = await confirmListing(deps, req.principal, id);
    await respond(deps, res, 200, { message: m.confirmed, property: await presented(id, position) }, position);
  });

  // The same from the prompt's one-tap link, without signing in: a POST from the page the link opens, so a mail
  // scanner fetching the link confirms nothing.
  router.post('/properties/confirm-by-link', async (req, res) => {
    const { position } = await confirmListingByLink(deps, req.body?.token);
    await respond(deps, res, 200, { message: m.confirmed }, position);
  });

  // Staff import partner feeds (a file, or a URL) for the 'other real estate companies' section.
  const feedUpload = receiveFiles({ field: 'file', maxBytes: 5 * 1024 * 1024, maxFiles: 1, messages: { tooLarge: 'The feed is larger than 5 MB', tooMany: 'Send one feed file at a time' } });
  router.post('/admin/partner-feeds', feedUpload, async (req, res) => {
    const { staffId: id } = await authorizeStaff(deps, req, 'settings.manage');
    const result = await importPartnerFeed(deps, id, req.body, (req.files as Express.Multer.File[] | undefined)?.[0]);
    await respond(deps, res, 201, { id: result.sourceSlug, message: result.message, count: result.count, skipped: result.skipped }, result.position);
  });

  router.delete('/properties/:id', async (req, res) => {
    const { position } = await deleteListing(deps, req.principal, String(req.params.id));
    await respond(deps, res, 200, { message: m.deleted }, position);
  });

  return router;
}
