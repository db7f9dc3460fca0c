import type { Request } from 'express';
import { PublicOrigin } from '@fie/platform';
import type { CommandDeps } from './deps';

const unconfigured = new PublicOrigin();

/**
 * The origin a link written while answering `req` starts with: the marketplace's public address, never the Host
 * the request named (a client chooses it, and a mailed link would take its reader there). Deps built without one
 * (an operator's one-shot tool) learn it like a development server does.
 */
export function linkOrigin(deps: Pick<CommandDeps, 'publicOrigin'>, req: Request): string {
  return (deps.publicOrigin ?? unconfigured).of(req);
}
