import { Router } from 'express';
import { categories, listingMessages as m, NotFoundError, parseOrThrow, searchSchema } from '@fie/domain';
import { requirePrincipal } from '@fie/platform';
import { searchPlaces } from '@fie/places';
import { LISTINGS, LISTINGS_INDEX, listerOf, PARTNER_LISTINGS, presentListing, presentListingView, type ListingView, type PartnerListingView } from '@fie/projectors';
import type { Filter } from '@fie/stores';
import type { QueryDeps } from '../shared/deps';
import { toSearchQuery } from './search-query';

/** Listing reads: the search, one listing, and the lists owners and organizations manage. */
export function listingQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const listings = () => deps.documents.collection<ListingView>(LISTINGS);

  router.post('/properties/search', async (req, res) => {
    const request = parseOrThrow(searchSchema, req.body ?? {});
    const place = request.location && !request.point ? searchPlaces(request.location, { limit: 1 })[0] : undefined;
    const result = await deps.search.search(LISTINGS_INDEX, toSearchQuery(request, place));
    const views = await listings().find({ id: { $in: result.hits.map((h) => h.id) } });
    const byId = new Map(views.map((v) => [v.id, v]));
    // One lookup per lister, not per card: a page often shows several listings of one owner or agency.
    const listers = new Map<string, ReturnType<typeof listerOf>>();
    const lister = (v: ListingView) => {
      const key = v.organizationId ?? v.ownerId;
      if (!listers.has(key)) listers.set(key, listerOf(deps.documents, v));
      return listers.get(key)!;
    };
    const properties = await Promise.all(
      result.hits.flatMap((hit) => {
        const view = byId.get(hit.id);
        return view ? [lister(view).then((l) => ({ ...presentListingView(view, l), distanceKm: hit.distanceKm }))] : [];
      }),
    );
    res.json({
      result: {
        properties,
        total: result.total,
        page: request.page,
        pageSize: request.pageSize,
        facets: result.aggregations,
        place: place ?? null,
        scrapperProperties: await partnerListings(request.category, place?.regionCode),
      },
    });
  });

  /** Partner listings, shown apart from ours: the same category, and the same region when a place is named. */
  const partnerListings = async (category?: string, region?: string) => {
    const filter: Filter = {};
    if (category) filter.category = category;
    if (region) filter.$or = [{ region }, { region: { $exists: false } }];
    const items = await deps.documents.collection<PartnerListingView>(PARTNER_LISTINGS).find(filter, { sort: [['importedAt', 'desc']], limit: 6 });
    return items.map((p) => ({
      _id: p.id, id: p.id, title: p.title ?? p.name, name: p.name ?? p.title, price: p.price ?? null, currency: p.currency ?? 'GHS',
      bedrooms: p.bedrooms ?? null, bathrooms: p.bathrooms ?? null, category: p.category ?? null, town: p.town ?? null,
      images: JSON.stringify(p.images), imageList: p.images, source: p.source, url: p.url ?? null,
    }));
  };

  router.get('/properties/search/:id', async (req, res) => {
    const property = await presentListing(deps.documents, String(req.params.id), 'public');
    if (!property) throw new NotFoundError(m.notFound, 'NotFound');
    res.json(property);
  });

  const page = async (filter: Filter, query: Record<string, unknown>) => {
    const pageNumber = Math.max(1, Number(query.page) || 1);
    const pageSize = Math.min(100, Math.max(1, Number(query.pageSize) || 15));
    const category = typeof query.propertyCategory === 'string' ? query.propertyCategory.toLowerCase() : '';
    if ((categories as readonly string[]).includes(category)) filter.category = category;
    const [docs, total] = await Promise.all([
      listings().find(filter, { sort: [['updatedAt', 'desc']], skip: (pageNumber - 1) * pageSize, limit: pageSize }),
      listings().count(filter),
    ]);
    const properties = await Promise.all(docs.map(async (v) => presentListingView(v, await listerOf(deps.documents, v))));
    return { result: { properties, total, page: pageNumber, pageSize } };
  };

  router.get('/properties', async (req, res) => {
    const { id } = requirePrincipal(req, 'user');
    res.json(await page({ ownerId: id, organizationId: null }, req.query));
  });

  router.get('/organizations/properties', async (req, res) => {
    const p = req.principal;
    let orgId: string | undefined;
    if (p?.kind === 'organization') orgId = p.id;
    else if (p?.kind === 'user') orgId = (await deps.documents.collection<{ id: string; orgId: string }>('organization_members').findOne({ userId: p.id }))?.orgId;
    if (!orgId) throw new NotFoundError('You are not signed in as an organization or one of its members', 'NotAMember');
    res.json(await page({ organizationId: orgId }, req.query));
  });

  router.get('/properties/images/:imageId/:size', async (req, res) => {
    const { imageId, size } = req.params as { imageId: string; size: string };
    if (!/^[0-9a-f-]{36}$/.test(imageId) || !/^(large|thumb)\.webp$/.test(size)) throw new NotFoundError('No such photo');
    const blob = await deps.blobs.get(`listing-images/${imageId}/${size}`);
    if (!blob) throw new NotFoundError('No such photo');
    // Image names never change meaning (a new photo gets a new id), so browsers may keep them for a year.
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Content-Length', String(blob.info.size));
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    blob.stream.pipe(res);
  });

  return router;
}
