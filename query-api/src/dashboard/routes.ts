import { Router } from 'express';
import { localizeText, UnauthorizedError, type Translate } from '@fie/domain';
import { requestLanguage, translatorFor } from '@fie/platform';
import { LISTINGS, ORGANIZATION_MEMBERS, snapshotOf, USERS, type ListingView, type MemberView, type UserView } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { lastDays, type Figure, type FigureContext, type ListerScope } from './figures';
import { listerSources, seekerSources } from './sources';

/**
 * GET /api/dashboard/figures: everything the Dashboard tab shows, in one call, composed from the read
 * models. `lister` is there for those who list (an owner's own listings; a member's organization's, as
 * their Properties tab shows; an organization's), with each figure per listing too; `ownLister` for a member
 * who is also an owner: the listings under their own name, apart from the organization's (null otherwise);
 * `seeker` for people.
 */
export function dashboardQueryRoutes(deps: QueryDeps & { now?: () => Date }): Router {
  const router = Router();

  router.get('/dashboard/figures', async (req, res) => {
    const p = req.principal;
    if (p?.kind !== 'user' && p?.kind !== 'organization') throw new UnauthorizedError();
    const now = deps.now?.() ?? new Date();
    const ctx: FigureContext = { documents: deps.documents, now, days: lastDays(now) };

    let scope: { party: string; filter: Record<string, string | null> } | undefined;
    // A member who is an owner in their own right also lists under their own name: those listings apart.
    let ownScope: { party: string; filter: Record<string, string | null> } | undefined;
    let person: UserView | null = null;
    if (p.kind === 'organization') scope = { party: `organization:${p.id}`, filter: { organizationId: p.id } };
    else {
      const [user, membership] = await Promise.all([
        deps.documents.collection<UserView>(USERS).get(p.id),
        deps.documents.collection<MemberView>(ORGANIZATION_MEMBERS).findOne({ userId: p.id }),
      ]);
      if (!user) throw new UnauthorizedError('Your session has ended. Please sign in again.');
      person = user;
      if (membership) {
        scope = { party: `organization:${membership.orgId}`, filter: { organizationId: membership.orgId } };
        if (user.baseUserType === 'owner') ownScope = { party: `user:${p.id}`, filter: { ownerId: p.id, organizationId: null } };
      }
      else if (user.userType === 'owner') scope = { party: `user:${p.id}`, filter: { ownerId: p.id, organizationId: null } };
    }

    const [lister, ownLister] = await Promise.all([scope ? listerFigures(ctx, scope) : null, ownScope ? listerFigures(ctx, ownScope) : null]);
    const seeker = person ? { figures: await collect(seekerSources.map((source) => source(ctx, { userId: person.id }))) } : null;
    // The figures' words in the page's language (the site sends it); the numbers and keys as they are.
    const language = requestLanguage(req);
    const say = language === 'en' ? undefined : (figures: Figure[]) => figures.map((figure) => inLanguage(figure, translatorFor(language)));
    const said = <S extends { figures: Figure[] } | null>(section: S): S => (section && say ? { ...section, figures: say(section.figures) } : section);
    res.json({ result: { days: ctx.days, lister: said(lister), ownLister: said(ownLister), seeker: said(seeker) } });
  });

  async function listerFigures(ctx: FigureContext, scope: { party: string; filter: Record<string, string | null> }) {
    const views = await deps.documents.collection<ListingView>(LISTINGS).find(scope.filter, { sort: [['updatedAt', 'desc']] });
    const listerScope: ListerScope = { party: scope.party, listings: views.map((v) => ({ id: v.id, createdAt: v.createdAt, status: v.status })) };
    const figures = await collect(listerSources.map((source) => source(ctx, listerScope)));
    const listings = views.map((v) => {
      const { title, thumbnail } = snapshotOf(v, v.status);
      return { id: v.id, title, thumbnail, status: v.status };
    });
    return { figures, listings };
  }

  return router;
}

/** A figure's words (made with apiText in its source) in the language `t` speaks. */
function inLanguage(figure: Figure, t: Translate): Figure {
  const say = (text: string) => localizeText(text, t);
  return {
    ...figure,
    label: say(figure.label),
    detail: say(figure.detail),
    ...(figure.seriesLabel ? { seriesLabel: say(figure.seriesLabel) } : {}),
    ...(figure.parts ? { parts: figure.parts.map((part) => ({ ...part, label: say(part.label) })) } : {}),
  };
}

const collect = async (figures: Promise<Figure[]>[]) => (await Promise.all(figures)).flat();
