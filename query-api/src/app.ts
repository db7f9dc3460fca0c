import { Router } from 'express';
import { errorHandler, readPrincipal } from '@fie/platform';
import { conversationQueryRoutes } from './conversations/routes';
import { graphqlGetUserRoute } from './accounts/graphql-get-user';
import { accountQueryRoutes } from './accounts/routes';
import { adminQueryRoutes } from './admin/routes';
import { healthRoutes } from './health/routes';
import { listingQueryRoutes } from './listings/routes';
import { placeRoutes } from './places/routes';
import { organizationQueryRoutes } from './organizations/routes';
import { settingsQueryRoutes } from './settings/routes';
import { noteQueryRoutes } from './notes/routes';
import { saveQueryRoutes } from './saves/routes';
import { preferenceQueryRoutes } from './notifications/preferences';
import { requestQueryRoutes } from './requests/routes';
import { offerQueryRoutes } from './offers/routes';
import { dashboardQueryRoutes } from './dashboard/routes';
import { draftQueryRoutes } from './drafts/routes';
import { organizationPageQueryRoutes } from './organizations/page-routes';
import { viewRoutes } from './views/routes';
import { readYourWrites } from './shared/consistency';
import type { QueryDeps } from './shared/deps';

/** The query API's routes, relative to /api. */
export function queryRouter(deps: QueryDeps): Router {
  const router = Router();
  router.use(readPrincipal(deps.secrets.jwtSecret));
  router.use(readYourWrites(deps));
  router.use(healthRoutes(deps));
  router.use(accountQueryRoutes(deps));
  router.use(graphqlGetUserRoute(deps));
  router.use(organizationQueryRoutes(deps));
  router.use(listingQueryRoutes(deps));
  router.use(placeRoutes());
  router.use(adminQueryRoutes(deps));
  router.use(settingsQueryRoutes(deps));
  router.use(conversationQueryRoutes(deps));
  router.use(noteQueryRoutes(deps));
  router.use(saveQueryRoutes(deps));
  router.use(preferenceQueryRoutes(deps));
  router.use(offerQueryRoutes(deps));
  router.use(viewRoutes(deps));
  router.use(dashboardQueryRoutes(deps));
  router.use(draftQueryRoutes(deps));
  router.use(organizationPageQueryRoutes(deps));
  router.use(requestQueryRoutes(deps));
  router.use(errorHandler(deps.logger));
  return router;
}
