import { Router } from 'express';
import { categories, derivedImages, errorMessages, ForbiddenError, imageRules, listingMessages, NotFoundError, UnauthorizedError, parseOrThrow, searchSchema, type DerivedImage } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { currentUsdToGhs, isDisputePhoto, LISTINGS, listerOf, ORGANIZATION_MEMBERS, presentListingView, savesCounts, seekersCounts, type ListingView, type MemberView } from '@fie/read-models';
import type { Filter } from '@fie/stores';
import type { QueryDeps } from '../shared/deps';
import { answerSearch } from './search-answer';
import { publicListing } from './public-listing';
import { derivedImage } from './derived-images';
import { photoLinks } from '../shared/photo-links';

/** Listing reads: the search, one listing, and the lists owners and organizations manage. */
export function listingQueryRoutes(deps: QueryDeps): Router {
  const links = photoLinks(deps.secrets.codeSecret);
  const router = Router();
  const listings = () => deps.documents.collection<ListingView>(LISTINGS);

  router.post('/properties/search', async (req, res) => {
    const request = parseOrThrow(searchSchema, req.body ?? {});
    if (deps.searchThreads) res.type('json').send(await deps.searchThreads.answer(request));
    else res.json(await answerSearch(deps, request));
  });

  router.get('/properties/search/:id', async (req, res) => {
    const answer = await publicListing(deps, String(req.params.id));
    res.status(answer.status).json(answer.body);
  });

  const page = async (filter: Filter, query: Record<string, unknown>) => {
    const pageNumber = Math.max(1, Number(query.page) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || 15));
    const category = typeof query.propertyCategory === 'string' ? query.propertyCategory.toLowerCase() : '';
    if ((categories as readonly string[]).includes(category)) filter.category = category;
    const [docs, total, usdToGhs] = await Promise.all([
      listings().find(filter, { sort: [['updatedAt', 'desc']], skip: (pageNumber - 1) * pageSize, limit: pageSize }),
      listings().count(filter),
      currentUsdToGhs(deps.documents),
    ]);
    // Managers see how many people saved each listing (never who).
    // …and how many people's open requests or saved searches it matches ('3 seekers want a place like this').
    const [saves, seekers] = await Promise.all([savesCounts(deps.documents, docs.map((v) => v.id)), seekersCounts(deps.documents, docs.map((v) => v.id))]);
    const properties = await Promise.all(docs.map(async (v) => ({ ...presentListingView(v, await listerOf(deps.documents, v), usdToGhs), saves: saves.get(v.id) ?? 0, seekers: seekers.get(v.id) ?? 0 })));
    return { result: { properties, total, page: pageNumber, pageSize } };
  };

  router.get('/properties', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    res.json(await page({ ownerId: id, organizationId: null }, req.query));
  });

  router.get('/organizations/properties', async (req, res) => {
    const p = req.principal;
    // A visitor signs in first, and staff read an organization's listings in the console; a person who belongs
    // to no organization simply has none here (404).
    if (!p) throw new UnauthorizedError(errorMessages.sessionEnded, 'NotAuthorizedException');
    if (p.kind === 'staff') throw new ForbiddenError('Staff see organizations\' listings in the console', 'NotAMember');
    let orgId: string | undefined;
    if (p?.kind === 'organization') orgId = p.id;
    else if (p?.kind === 'user') orgId = (await deps.documents.collection<MemberView>(ORGANIZATION_MEMBERS).findOne({ userId: p.id }))?.orgId;
    if (!orgId) throw new NotFoundError(listingMessages.notAnOrganization, 'NotAMember');
    res.json(await page({ organizationId: orgId }, req.query));
  });

  router.get('/properties/images/:imageId/:size', async (req, res) => {
    const { imageId, size } = req.params as { imageId: string; size: string };
    if (!/^[0-9a-f-]{36}$/.test(imageId)) throw new NotFoundError(imageRules.messages.notFound);
    const derived = (Object.keys(derivedImages) as DerivedImage[]).find((kind) => derivedImages[kind].file === size);
    if (await isDisputePhoto(deps.documents, imageId)) {
      // Evidence: only on the signed link its payment's views carry (to anyone else it does not exist), and kept by
      // no cache but the viewer's own, for the link's hour.
      if (!links.allows(imageId, req.query)) throw new NotFoundError(imageRules.messages.notFound);
      res.setHeader('Cache-Control', 'private, max-age=3600');
    } else {
      // Image names never change meaning (a new photo gets a new id), so browsers may keep them for a year.
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    }
    if (derived) {
      const image = await derivedImage(deps.blobs, imageId, derived);
      if (!image) throw new NotFoundError(imageRules.messages.notFound);
      res.setHeader('Content-Type', image.contentType);
      res.send(image.body);
      return;
    }
    if (!/^(large|thumb)\.webp$/.test(size)) throw new NotFoundError(imageRules.messages.notFound);
    const blob = await deps.blobs.get(`listing-images/${imageId}/${size}`);
    if (!blob) throw new NotFoundError(imageRules.messages.notFound);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(blob.info.size));
    blob.stream.pipe(res);
  });

  return router;
}
