import type { Server } from 'node:http';
import { sessionCatchUp, type Logger } from '@fie/platform';
import { sessionProjections } from '@fie/read-models';
import type { DocumentStore, EventStore } from '@fie/stores';
import { LiveFeed } from './live-feed';
import { PresenceWriter } from './presence';
import { SocketHub } from './socket-hub';

export const WS_PATH = '/api/ws';

export type Realtime = { hub: SocketHub; presence: PresenceWriter; close(): Promise<void> };

/** Serves /api/ws on an HTTP server: sockets, their presence, and the feed that pushes to them. */
export async function attachRealtime(
  server: Server,
  deps: { events: Pick<EventStore, 'headPosition' | 'subscribeToAll'>; documents: DocumentStore; jwtSecret: string; logger: Logger },
): Promise<Realtime> {
  const presence = new PresenceWriter(deps.documents);
  const hub = new SocketHub({
    documents: deps.documents,
    jwtSecret: deps.jwtSecret,
    logger: deps.logger,
    onPresence: (party, delta) => presence.change(party, delta),
    // A socket joined with a session signed a moment ago: its account may not be projected yet.
    catchUp: sessionCatchUp(deps.documents, () => deps.events.headPosition(), sessionProjections),
  });
  const feed = new LiveFeed({ events: deps.events, documents: deps.documents, hub, logger: deps.logger });
  await feed.start();
  const onUpgrade = (req: import('node:http').IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path === WS_PATH) hub.handleUpgrade(req, socket, head);
    else socket.destroy();
  };
  server.on('upgrade', onUpgrade);
  return {
    hub,
    presence,
    async close() {
      server.off('upgrade', onUpgrade);
      await hub.close();
      await feed.stop();
      await presence.close();
    },
  };
}
