import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open: longer than any client or proxy in front keeps one (Caddy's
 * reverse proxy keeps idle upstream connections 2 minutes, Node's fetch as long as the server's Keep-Alive hint
 * says, less a second). Node's own 5 s let a client reuse a connection the server was closing at that moment, which
 * the client sees as ECONNRESET on a request that never arrived (behind a proxy, a 502).
 */
export const KEEP_ALIVE_MS = 125_000;

export function keepConnectionsAlive(server: Server): Server {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}
