import type { Response } from 'express';
import { localizeAnswer, POSITION_HEADER } from '@fie/platform';
import type { CommandDeps } from './deps';

/** Answer a command: tell the client the position it wrote (read-your-writes), and wait if configured to. */
export async function respond(deps: CommandDeps, res: Response, status: number, body: unknown, position?: number, words: 'localize' | 'as-written' = 'localize') {
  if (position !== undefined) {
    res.setHeader(POSITION_HEADER, String(position));
    await deps.afterCommit?.(position);
  }
  // The answer's `message` ("Signed in", "Code sent to …") in the request's language, as its errors are; an answer
  // whose `message` is what a person wrote (a sent chat message) goes 'as-written', even if it reads like one of ours.
  res.status(status).json(words === 'localize' ? localizeAnswer(res.req, body) : body);
}
