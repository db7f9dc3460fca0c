import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Router } from 'express';

/**
 * Serves a built single-page app: hashed assets cached for a year (their names change when they do),
 * index.html never cached, and every other GET path answered with index.html so client routes work.
 */
export function staticSite(dist: string, name: string, buildCommand: string): Router {
  const router = express.Router();
  const index = join(dist, 'index.html');
  if (!existsSync(index)) {
    router.get(/.*/, (_req, res) => {
      res.status(503).type('text/plain').send(`The ${name} is not built yet. Run \`${buildCommand}\`, or \`npm start\`, which builds what is missing.`);
    });
    return router;
  }
  router.use(
    express.static(dist, {
      index: false,
      setHeaders(res, path) {
        if (path.includes(`${join(dist, 'assets')}`)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else res.setHeader('Cache-Control', 'no-cache');
      },
    }),
  );
  router.get(/.*/, (req, res, next) => {
    // A missing file with an extension is a real 404, not a client route.
    if (/\.[a-z0-9]+$/i.test(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
  return router;
}
