import { Router } from 'express';
import { exchangeRateMessages } from '@fie/domain';
import type { CommandDeps } from '../shared/deps';
import { respond } from '../shared/respond';
import { authorizeStaff } from '../staff/authorize';
import { setUsdToGhs } from './exchange-rate';

/**
 * PUT /api/admin/settings/exchange-rate: staff set the rate dollar prices are shown in cedis at. The answer
 * carries the record's `id` too, as ra-data-simple-rest's update expects the record back.
 */
export function settingsRoutes(deps: CommandDeps): Router {
  const router = Router();
  router.put('/admin/settings/exchange-rate', async (req, res) => {
    // Users and organizations are refused by the decision (403); staff by their role.
    if (req.principal?.kind === 'staff') await authorizeStaff(deps, req, 'settings.manage');
    const { usdToGhs, setAt, position } = await setUsdToGhs(deps, req.principal, req.body);
    await respond(deps, res, 200, { id: 'exchange-rate', message: exchangeRateMessages.saved, usdToGhs, setAt }, position);
  });
  return router;
}
