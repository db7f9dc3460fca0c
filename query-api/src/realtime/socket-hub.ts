import type { IncomingMessage } from 'node:http';
import { sessionEnd, standingCaughtUp, tokenExpiresAt, verifyToken, type Logger, type SessionCatchUp } from '@fie/platform';
import { sessionStandingOf, viewerParties } from '@fie/read-models';
import type { DocumentStore } from '@fie/stores';
import { WebSocket, WebSocketServer } from 'ws';
import { CLOSE, JOIN_TIMEOUT_MS, parseClientFrame, PING_EVERY_MS } from './protocol';

type Client = { socket: WebSocket; parties: string[]; alive: boolean; expiry?: NodeJS.Timeout; principal?: { kind: 'user' | 'organization'; id: string; issuedAt?: number } };

/**
 * The sockets of this instance, by party. A socket is nobody until it joins with a valid session token; it
 * then listens for every party its holder acts as (themselves, and the organization whose inbox they share).
 * The server never trusts a bare username: the token says who is there, and expires the socket with it.
 */
export class SocketHub {
  readonly server = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 });
  private readonly byParty = new Map<string, Set<Client>>();
  private readonly pinger: NodeJS.Timeout;
  private readonly onPresence: (party: string, delta: 1 | -1) => void;

  constructor(private readonly deps: { documents: DocumentStore; jwtSecret: string; logger: Logger; onPresence?: (party: string, delta: 1 | -1) => void; catchUp?: SessionCatchUp }) {
    this.onPresence = deps.onPresence ?? (() => {});
    this.server.on('connection', (socket) => this.accept(socket));
    // A socket that missed a whole ping round is gone (a phone that lost signal): close it, so its holder counts as offline.
    this.pinger = setInterval(() => {
      for (const client of this.clients()) {
        if (!client.alive) client.socket.terminate();
        else {
          client.alive = false;
          client.socket.ping();
        }
      }
    }, PING_EVERY_MS);
    this.pinger.unref();
  }

  handleUpgrade(req: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer) {
    this.server.handleUpgrade(req, socket, head, (ws) => this.server.emit('connection', ws, req));
  }

  /** Is anyone of this party connected to this instance? */
  has(party: string): boolean {
    return (this.byParty.get(party)?.size ?? 0) > 0;
  }

  get connections(): number {
    return this.server.clients.size;
  }

  /** Sends a frame to every socket of a party; the frame is serialized once. */
  send(party: string, frame: unknown) {
    const clients = this.byParty.get(party);
    if (!clients?.size) return;
    const text = JSON.stringify(frame);
    for (const client of clients) if (client.socket.readyState === WebSocket.OPEN) client.socket.send(text);
  }

  /** Sends each socket of a party a frame made for the parties it listens for (made once per distinct set). */
  async sendEach(party: string, make: (parties: string[]) => Promise<unknown>) {
    const clients = this.byParty.get(party);
    if (!clients?.size) return;
    const made = new Map<string, Promise<string>>();
    for (const client of [...clients]) {
      const key = client.parties.join(' ');
      let text = made.get(key);
      if (!text) made.set(key, (text = make(client.parties).then((frame) => JSON.stringify(frame))));
      const ready = await text;
      if (client.socket.readyState === WebSocket.OPEN) client.socket.send(ready);
    }
  }

  /**
   * A person's sessions ended (a new password, "sign out of every device", a suspension, a closed account),
   * or an organization's (a suspension): their sockets opened before it close with 4401, as their requests are refused.
   */
  async endSessionsOf(kind: 'user' | 'organization', id: string) {
    const theirs = [...this.clients()].filter((c) => c.principal?.kind === kind && c.principal.id === id);
    if (!theirs.length) return;
    const standing = await sessionStandingOf(this.deps.documents, { kind, id });
    for (const client of theirs) {
      const ended = sessionEnd(standing, client.principal!.issuedAt);
      if (ended) client.socket.close(CLOSE.unauthorized, ended.message);
    }
  }

  async close() {
    clearInterval(this.pinger);
    // Every socket, joined or not: one still waiting to join would otherwise hold the HTTP server's stop.
    for (const socket of this.server.clients) socket.close(CLOSE.goingAway, 'Server restarting');
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private *clients() {
    const seen = new Set<Client>();
    for (const set of this.byParty.values()) for (const c of set) if (!seen.has(c)) (seen.add(c), yield c);
  }

  private accept(socket: WebSocket) {
    const client: Client = { socket, parties: [], alive: true };
    const timeout = setTimeout(() => socket.close(CLOSE.joinTimeout, 'Join within 10 seconds'), JOIN_TIMEOUT_MS);
    socket.on('pong', () => (client.alive = true));
    socket.on('error', () => socket.terminate());
    socket.on('close', () => {
      clearTimeout(timeout);
      if (client.expiry) clearTimeout(client.expiry);
      for (const party of client.parties) {
        const set = this.byParty.get(party);
        set?.delete(client);
        if (set && set.size === 0) this.byParty.delete(party);
        this.onPresence(party, -1);
      }
      client.parties = [];
    });
    socket.on('message', (data) => {
      client.alive = true;
      const frame = parseClientFrame(data.toString());
      if (!frame) return socket.close(CLOSE.badFrame, 'Send {"type":"join","token":"…"} first');
      if (frame.type === 'ping') return socket.send('{"type":"pong"}');
      if (client.parties.length) return; // joined already
      clearTimeout(timeout);
      void this.join(client, frame.token);
    });
  }

  private async join(client: Client, token: string) {
    const principal = verifyToken(token, this.deps.jwtSecret);
    const expiresAt = tokenExpiresAt(token);
    if (!principal || (principal.kind !== 'user' && principal.kind !== 'organization') || !expiresAt) {
      client.socket.close(CLOSE.unauthorized, 'Your session has ended. Please sign in again.');
      return;
    }
    let parties: string[];
    try {
      // A token whose session ended on the server (see @fie/platform's endedSessions) opens no socket either.
      const ended = sessionEnd(await standingCaughtUp((who) => sessionStandingOf(this.deps.documents, who), principal, this.deps.catchUp), principal.issuedAt);
      if (ended) return client.socket.close(CLOSE.unauthorized, ended.message);
      parties = await viewerParties(this.deps.documents, principal);
    } catch (error) {
      this.deps.logger.error('socket join failed', { error: String(error) });
      client.socket.close(1011, 'Please try again');
      return;
    }
    if (client.socket.readyState !== WebSocket.OPEN) return;
    client.parties = parties;
    client.principal = { kind: principal.kind, id: principal.id, issuedAt: principal.issuedAt };
    for (const party of parties) {
      let set = this.byParty.get(party);
      if (!set) this.byParty.set(party, (set = new Set()));
      set.add(client);
      this.onPresence(party, 1);
    }
    // The session ends with its token: the client signs in (or refreshes) and joins again.
    client.expiry = setTimeout(() => client.socket.close(CLOSE.unauthorized, 'Your session has ended. Please sign in again.'), Math.min(2 ** 31 - 1, Math.max(0, expiresAt - Date.now())));
    client.socket.send(JSON.stringify({ type: 'joined', parties }));
  }
}
