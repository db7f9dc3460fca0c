import { Router } from 'express';
import { EXCHANGE_RATE_ID, readExchangeRate } from '@fie/read-models';
import type { QueryDeps } from '../shared/deps';
import { authorizeStaff } from '../admin/authorize';

/**
 * The dollar to cedi rate: for everyone (the site names the rate beside dollar prices), and for the console
 * as a ra-data-simple-rest record. Until staff set one it is the default, with `setAt: null`. The site calls
 * any rate indicative: it compares prices, it is not an offer to change money.
 */
export function settingsQueryRoutes(deps: QueryDeps): Router {
  const router = Router();

  router.get('/settings/exchange-rate', async (_req, res) => {
    const { usdToGhs, setAt } = await readExchangeRate(deps.documents);
    res.json({ usdToGhs, setAt, indicative: true });
  });

  router.get('/admin/settings/exchange-rate', async (req, res) => {
    await authorizeStaff(deps, req, 'console.read');
    const { usdToGhs, setAt, setBy } = await readExchangeRate(deps.documents);
    res.json({ id: EXCHANGE_RATE_ID, usdToGhs, setAt, setBy, indicative: true });
  });

  return router;
}
