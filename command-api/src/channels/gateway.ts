import { createHash, timingSafeEqual } from 'node:crypto';
import { UnauthorizedError } from '@fie/domain';
import type { Request } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The SMS and USSD gateways prove themselves with the shared GATEWAY_SECRET, as the `secret` query parameter or the
 * X-Fie-Secret header (Africa's Talking's callbacks carry no signature of their own). Compared in constant time
 * over digests, so neither the secret's length nor its first wrong character shows in the timing. Anything else is
 * a 401, before anything is read, written or sent.
 */
export function checkGatewaySecret(req: Request, secret: string): void {
  const header = req.get('x-fie-secret');
  const query = typeof req.query.secret === 'string' ? req.query.secret : undefined;
  const given = header ?? query;
  if (!given || !timingSafeEqual(digest(given), digest(secret))) throw new UnauthorizedError('This callback is for Fie\'s SMS and USSD gateway', 'GatewaySecretRequired');
}
