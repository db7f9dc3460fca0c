import type { RequestHandler } from 'express';
import { PublicOrigin } from './public-origin';

/**
 * Security headers on every response (OWASP ASVS 14.4), API and pages alike, set before anything else runs so
 * that errors and 404s carry them too. Written out rather than through helmet: they are few, and each one's
 * reason sits beside it.
 *
 * Content-Security-Policy, for the two single-page apps:
 * - scripts only from our own origin, never inline (Vite's builds have none);
 * - styles from our origin and inline: MUI styles through emotion, which injects <style> elements at run time.
 *   A nonce would need index.html rendered per request and the nonce handed to emotion's cache; until then,
 *   'unsafe-inline' for styles only (styles cannot run code);
 * - images from our origin (photos are served by the API), data: and blob: (previews of photos being chosen),
 *   and the map's tile servers;
 * - connections to our origin only, the WebSocket included (named by the public address, never the request's Host);
 * - no frames, no plugins, forms posting only to us, and no page may frame ours (clickjacking).
 */
export type SecurityHeaderOptions = {
  /** The public address (PUBLIC_URL, or in development the first request's): https turns on HSTS. */
  publicOrigin?: PublicOrigin;
  /** Origins the map may load tiles from (the default tile server's, and the configured one). */
  tileOrigins?: string[];
};

export const DEFAULT_TILE_ORIGINS = ['https://tile.openstreetmap.org', 'https://*.tile.openstreetmap.org'];

/**
 * The policy for pages served from `origin`. The gateway writes the same words for the files it serves itself
 * (deploy/Caddyfile; e2e/gateway compares them).
 */
export function contentSecurityPolicy(origin: string | undefined, tileOrigins: string[]): string {
  // 'self' covers same-origin WebSockets in current browsers; the explicit origin covers Safari before 16, where it
  // did not. A page served over https can only open wss:, so only that one is named there.
  const url = origin ? new URL(origin) : undefined;
  const sockets = !url ? '' : url.protocol === 'https:' ? ` wss://${url.host}` : ` ws://${url.host} wss://${url.host}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${tileOrigins.join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self'${sockets}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions = {}): RequestHandler {
  const tiles = [...new Set([...DEFAULT_TILE_ORIGINS, ...(options.tileOrigins ?? [])])];
  const publicOrigin = options.publicOrigin ?? new PublicOrigin();
  return (req, res, next) => {
    const origin = publicOrigin.of(req);
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(origin, tiles));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Older browsers that do not read frame-ancestors.
    res.setHeader('X-Frame-Options', 'DENY');
    // Our addresses carry property and conversation ids: other sites get our origin, never the path.
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    // The map may ask where the person is ("near me"); nothing else of the device is used.
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), payment=(), usb=(), geolocation=(self)');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('X-Permitted-Cross-Domain-Policies', 'none');
    if (origin.startsWith('https://')) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    next();
  };
}

/**
 * CORS, closed by default: the site and the console are served from the API's own origin and need none.
 * Origins named in CORS_ORIGINS (a partner's app, say) may call the API with a bearer token; no cookies are
 * used, so credentials are never allowed.
 */
export function cors(allowed: string[]): RequestHandler {
  const origins = new Set(allowed);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin || !origins.has(origin)) {
      if (req.method === 'OPTIONS' && origin && req.get('access-control-request-method')) {
        res.status(403).json({ message: 'This origin may not call the Fie API.', code: 'CorsRefused' });
        return;
      }
      return next();
    }
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.append('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range, X-Total-Count, X-Fie-Position, Retry-After, Idempotent-Replayed');
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key, X-Fie-Position');
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
