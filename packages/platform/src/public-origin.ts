import type { Request, RequestHandler } from 'express';

/** A request's own origin: its scheme (https behind a trusted proxy's X-Forwarded-Proto, see TRUST_PROXY) and Host. */
export const requestOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/**
 * The origin every absolute address starts with: PUBLIC_URL. Never a request's Host, which any client chooses:
 * a page cached with it, a mail or a sitemap would send people to that host. Without PUBLIC_URL (development
 * only: production refuses to start, see config.ts) the first request's origin stands in for the life of the
 * process, so a marketplace opened at http://192.168.1.5:8080 mails links there rather than to localhost.
 */
export class PublicOrigin {
  private learned?: string;

  constructor(readonly configured?: string) {}

  /**
   * The middleware that learns the first request's origin when none is configured; installed before anything else.
   * A health probe does not count: supervisors and scripts ask it at 127.0.0.1 before anyone opens the site.
   */
  readonly learn: RequestHandler = (req, _res, next) => {
    if (!this.configured && !this.learned && req.path !== '/api/health') this.learned = requestOrigin(req);
    next();
  };

  /** The origin for addresses written while answering `req`. */
  of(req: Request): string {
    return this.configured ?? this.learned ?? requestOrigin(req);
  }

  /** The origin for work no request started (the notifier's mails); undefined until one is known. */
  current(): string | undefined {
    return this.configured ?? this.learned;
  }
}
