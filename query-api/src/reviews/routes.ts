import { Router } from 'express';
import { NotFoundError, reviewMessages as m, ValidationError } from '@fie/domain';
import { nameResolver, noShowsAgainst, presentReview, reputationOf, reviewsOf, type ReviewView } from '@fie/read-models';
import type { Filter } from '@fie/stores';
import { authorizeStaff } from '../admin/authorize';
import type { QueryDeps } from '../shared/deps';
import { idsFilter, parseListQuery, sendList } from '../shared/simple-rest';

const LIMIT = 100;

/**
 * GET /api/reviews?subject={id}: a person's or an organization's published reviews (newest first; none hidden by the
 * double-blind, none removed), their reputation, and the no-shows recorded against them with their answers. GET /api/admin/reviews (ra-data-simple-rest; `status`,
 * `subjectId`, `listingId`) and /{id}: staff's moderation list, every review with its state.
 */
export function reviewQueryRoutes(deps: QueryDeps): Router {
  const router = Router();
  const reviews = reviewsOf(deps.documents);

  router.get('/reviews', async (req, res) => {
    const subject = typeof req.query.subject === 'string' ? req.query.subject.trim() : '';
    if (!subject || subject.length > 100) throw new ValidationError({ subject: m.subjectRequired }, m.subjectRequired);
    const [shown, reputation, noShows] = await Promise.all([
      reviews.find({ subjectId: subject, status: 'published' }, { sort: [['publishedAt', 'desc']], limit: LIMIT }),
      reputationOf(deps.documents, subject),
      // The no-shows recorded against them (facts, issue 33), each with their answer.
      noShowsAgainst(deps.documents, subject, LIMIT),
    ]);
    const names = nameResolver(deps.documents);
    res.json({ result: { subject, reputation, reviews: await Promise.all(shown.map((view) => presentReview(view, names))), noShows } });
  });

  const forStaff = async (view: ReviewView, names: ReturnType<typeof nameResolver>) => ({
    ...(await presentReview(view, names)),
    // Staff read the words even of a removed review, and its state and window, to judge it.
    text: view.text,
    ratings: view.ratings,
    overall: view.overall,
    status: view.status,
    dealingId: view.dealingId,
    paymentId: view.paymentId,
    submittedAt: view.submittedAt,
    windowClosesAt: view.windowClosesAt,
    reply: view.reply,
    removal: view.removal,
    updatedAt: view.updatedAt,
  });

  router.get('/admin/reviews', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const q = parseListQuery(req, ['submittedAt', 'publishedAt', 'updatedAt', 'overall', 'status'], [['updatedAt', 'desc']]);
    const filter: Filter = idsFilter(q.filter);
    for (const field of ['status', 'subjectId', 'listingId', 'side'] as const) if (typeof q.filter[field] === 'string' && q.filter[field]) filter[field] = q.filter[field] as string;
    const names = nameResolver(deps.documents);
    await sendList(res, 'reviews', reviews, filter, q, (view) => forStaff(view, names));
  });

  router.get('/admin/reviews/:id', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const view = await reviews.get(String(req.params.id));
    if (!view) throw new NotFoundError(m.notFound, 'ReviewNotFound');
    res.json(await forStaff(view, nameResolver(deps.documents)));
  });

  return router;
}
