/**
 * The WebSocket protocol at /api/ws (docs/api-conversations.md): the client joins with its session token in
 * its first frame, never in the URL (URLs end up in logs and proxies); the server pushes what happens.
 */
export const JOIN_TIMEOUT_MS = 10_000;
export const PING_EVERY_MS = 30_000;

/** Close codes in the private range, so clients can tell why without parsing text. */
export const CLOSE = {
  badFrame: 4400,
  unauthorized: 4401,
  joinTimeout: 4408,
  goingAway: 1001,
} as const;

export type ClientFrame = { type: 'join'; token: string } | { type: 'ping' };

export function parseClientFrame(raw: string): ClientFrame | undefined {
  try {
    const frame = JSON.parse(raw) as { type?: unknown; token?: unknown };
    if (frame?.type === 'join' && typeof frame.token === 'string' && frame.token.length < 4096) return { type: 'join', token: frame.token };
    if (frame?.type === 'ping') return { type: 'ping' };
  } catch {
    /* not JSON */
  }
  return undefined;
}
