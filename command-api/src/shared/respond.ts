import type { Response } from 'express';
import { POSITION_HEADER } from '@fie/platform';
import type { CommandDeps } from './deps';

/** Answer a command: tell the client the position it wrote (read-your-writes), and wait if configured to. */
export async function respond(deps: CommandDeps, res: Response, status: number, body: unknown, position?: number) {
  if (position !== undefined) {
    res.setHeader(POSITION_HEADER, String(position));
    await deps.afterCommit?.(position);
  }
  res.status(status).json(body);
}
