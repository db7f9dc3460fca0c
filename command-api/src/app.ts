import express, { Router } from 'express';
import { errorHandler, readPrincipal } from '@fie/platform';
import { accountRoutes } from './accounts/routes';
import { contactRoutes } from './contact/routes';
import { conversationRoutes } from './conversations/routes';
import { inboxRoutes } from './notifications/inbox';
import { documentRoutes } from './documents/routes';
import { listingRoutes } from './listings/routes';
import { organizationRoutes } from './organizations/routes';
import { settingsRoutes } from './settings/routes';
import type { CommandDeps } from './shared/deps';
import { staffRoutes } from './staff/routes';
import { noteRoutes } from './notes/routes';
import { saveRoutes } from './saves/routes';
import { preferenceRoutes } from './notifications/preferences';
import { viewingRoutes } from './viewings/routes';
import { stayRoutes } from './stays/routes';
import { requestRoutes } from './requests/routes';
import { offerRoutes } from './offers/routes';
import { draftRoutes } from './drafts/routes';
import { organizationPageRoutes } from './organizations/page-routes';

/** The command API's routes, relative to /api. The caller mounts them (standalone main or the launcher). */
export function commandRouter(deps: CommandDeps): Router {
  const router = Router();
  router.use(express.json({ limit: '256kb' }));
  router.use(readPrincipal(deps.secrets.jwtSecret));
  router.use(accountRoutes(deps));
  router.use(documentRoutes(deps));
  router.use(organizationRoutes(deps));
  router.use(listingRoutes(deps));
  router.use(contactRoutes(deps));
  router.use(staffRoutes(deps));
  router.use(settingsRoutes(deps));
  router.use(conversationRoutes(deps));
  router.use(inboxRoutes(deps));
  router.use(noteRoutes(deps));
  router.use(saveRoutes(deps));
  router.use(preferenceRoutes(deps));
  router.use(offerRoutes(deps));
  router.use(draftRoutes(deps));
  router.use(organizationPageRoutes(deps));
  router.use(requestRoutes(deps));
  router.use(viewingRoutes(deps));
  router.use(stayRoutes(deps));
  router.use(errorHandler(deps.logger));
  return router;
}
