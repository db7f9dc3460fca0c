import { config } from '../../../config';
import { CLOSE_SESSION_OVER, serverFrame, type LiveEvent } from './frames';
import { ONLINE_RELOAD_MS, RECONNECT_ATTEMPTS, RECONNECT_CHECK_MS, RECONNECT_DELAY_MS } from './timings';

/** The part of a browser WebSocket the client uses, so tests can hand in a stand-in. */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

/**
 * 'connecting' until the server answers the join; 'connected' after; 'disconnected' between attempts;
 * 'session-over' after a 4401 (the token is missing, invalid or expired: nothing will fix that but a new
 * sign-in, so the client stops); 'stopped' once the page let go of it.
 */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'session-over' | 'stopped';

export type RealtimeOptions = {
  /** The session token, read at each join (the session refresh may have replaced it); null: signed out, do not connect. */
  token: () => string | null;
  onEvent: (event: LiveEvent) => void;
  /** Reload what may have been missed: 5 s after the browser is back online, and after joining again following a drop. */
  onReload: () => void;
  onStatus?: (status: ConnectionStatus) => void;
  url?: string;
  createSocket?: (url: string) => SocketLike;
  /** Where 'online' is heard; the browser's window by default. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
};

export type RealtimeClient = { stop(): void; status(): ConnectionStatus };

/** `/api/ws` on this site (ws: or wss: after the page's own protocol), or beside an API on another origin. */
export function socketUrl(apiBase = config.apiBase, page: Pick<Location, 'href'> = window.location): string {
  const url = new URL(`${apiBase}/ws`, page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/**
 * The real-time connection (docs/api-conversations.md, "Real time"). It opens the socket with no token in
 * the address and sends `{type: 'join', token}` as its first frame, so the token never lands in a proxy's
 * access log. After a drop it tries RECONNECT_ATTEMPTS times, RECONNECT_DELAY_MS apart; after those, a check
 * every RECONNECT_CHECK_MS reconnects while a session exists. A 4401 ends it for good; 4400 and 4408 count
 * as drops (a slow line can miss the 10 s join window).
 */
export function startRealtime(options: RealtimeOptions): RealtimeClient {
  const url = options.url ?? socketUrl();
  const createSocket = options.createSocket ?? ((address: string) => new WebSocket(address) as SocketLike);
  const events = options.events ?? window;
  let socket: SocketLike | null = null;
  let status: ConnectionStatus = 'disconnected';
  let attempts = 0;
  let joinedBefore = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let reload: ReturnType<typeof setTimeout> | undefined;

  const setStatus = (next: ConnectionStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };
  const over = () => status === 'session-over' || status === 'stopped';

  function connect() {
    retry = undefined;
    if (over() || socket) return;
    const token = options.token();
    if (!token) return;
    setStatus('connecting');
    const current = createSocket(url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'join', token }));
    current.onmessage = (event) => {
      if (socket !== current) return;
      const frame = read(event.data);
      if (!frame) return;
      if (frame.type === 'joined') {
        attempts = 0;
        setStatus('connected');
        // Back after a drop: whatever arrived meanwhile was pushed to nobody, so the screens reload.
        if (joinedBefore) options.onReload();
        joinedBefore = true;
      } else if (frame.type !== 'pong') {
        options.onEvent(frame);
      }
    };
    current.onerror = () => undefined; // a close always follows; it decides what happens next
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (over()) return;
      if (event.code === CLOSE_SESSION_OVER) {
        clearTimeout(retry);
        setStatus('session-over');
        return;
      }
      setStatus('disconnected');
      if (attempts < RECONNECT_ATTEMPTS) {
        attempts += 1;
        retry = setTimeout(connect, RECONNECT_DELAY_MS);
      }
    };
  }

  // The spec's check: a dropped socket is reconnected while a session exists, even after the attempts ran out.
  const check = setInterval(() => {
    if (!socket && retry === undefined) connect();
  }, RECONNECT_CHECK_MS);

  const online = () => {
    clearTimeout(reload);
    reload = setTimeout(() => options.onReload(), ONLINE_RELOAD_MS);
    if (!socket && retry === undefined) connect();
  };
  events.addEventListener('online', online);

  connect();

  return {
    status: () => status,
    stop() {
      setStatus('stopped');
      clearInterval(check);
      clearTimeout(retry);
      clearTimeout(reload);
      events.removeEventListener('online', online);
      const last = socket;
      socket = null;
      last?.close(1000, 'Signed out or left');
    },
  };
}

function read(data: unknown) {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed = serverFrame.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
