import express, { Router } from 'express';
import { endedSessions, errorHandler, readPrincipal, sessionCatchUp } from '@fie/platform';
import { sessionProjections, sessionStandingOf } from '@fie/read-models';
import { accountRoutes } from './accounts/routes';
import { contactRoutes } from './contact/routes';
import { conversationRoutes } from './conversations/routes';
import { inboxRoutes } from './notifications/inbox';
import { documentRoutes } from './documents/routes';
import { listingRoutes } from './listings/routes';
import { organizationRoutes } from './organizations/routes';
import { settingsRoutes } from './settings/routes';
import type { CommandDeps } from './shared/deps';
import { idempotencyKeys } from './shared/idempotency';
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
import { moderationRoutes } from './moderation/routes';
import { userStandingRoutes } from './user-standing/routes';
import { organizationStandingRoutes } from './organization-standing/routes';
import { verificationRoutes } from './verifications/routes';
import { projectionRoutes } from './projections/routes';
import { channelRoutes } from './channels/routes';
import { whatsAppWebhookRoutes } from './notifications/whatsapp-webhook';
import { paymentCallbackRoutes, paymentRoutes } from './payments/routes';
import { reviewRoutes } from './reviews/routes';

/** The command API's routes, relative to /api. The caller mounts them (standalone main or the launcher). */
export function commandRouter(deps: CommandDeps): Router {
  const router = Router();
  // Before the JSON parser: WhatsApp's webhook is signed over its raw bytes.
  router.use(whatsAppWebhookRoutes(deps));
  // Before the JSON parser too: the payment provider's callbacks are signed over their raw bytes.
  router.use(paymentCallbackRoutes(deps));
  router.use(express.json({ limit: '256kb' }));
  router.use(readPrincipal(deps.secrets.jwtSecret));
  // Apart from the projectors, a session signed a moment ago may name an account they have not written yet.
  router.use(endedSessions((principal) => sessionStandingOf(deps.documents, principal), sessionCatchUp(deps.documents, () => deps.events.headPosition(), sessionProjections)));
  router.use(idempotencyKeys(deps.documents));
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
  router.use(paymentRoutes(deps));
  router.use(reviewRoutes(deps));
  router.use(draftRoutes(deps));
  router.use(organizationPageRoutes(deps));
  router.use(requestRoutes(deps));
  router.use(viewingRoutes(deps));
  router.use(stayRoutes(deps));
  router.use(moderationRoutes(deps));
  router.use(userStandingRoutes(deps));
  router.use(organizationStandingRoutes(deps));
  router.use(verificationRoutes(deps));
  router.use(projectionRoutes(deps));
  router.use(channelRoutes(deps));
  router.use(errorHandler(deps.logger));
  return router;
}
