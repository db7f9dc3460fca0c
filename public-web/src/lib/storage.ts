/**
 * The signed-in session lives in the browser's storage, as the spec asks: `token`, `user` and
 * `organization`, each as JSON. "Remember me" writes to localStorage, otherwise sessionStorage, and a
 * write to one always removes the key from the other so two stale copies can never disagree.
 * Signed-in state is judged by the presence of a stored token.
 */
export type Persistence = 'local' | 'session';
export const sessionKeys = ['token', 'user', 'organization'] as const;
export type SessionKey = (typeof sessionKeys)[number];

export type SessionSnapshot = { token: string | null; user: unknown; organization: unknown };

// Storage can throw (private browsing on some phones, full quota); the site must keep working without it.
function store(kind: Persistence): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();
let cached: { raw: string; snapshot: SessionSnapshot } | undefined;
let listeningToOtherTabs = false;

function notify() {
  for (const listener of listeners) listener();
}

function rawValue(key: string): string | null {
  return safe(() => store('session')?.getItem(key)) ?? safe(() => store('local')?.getItem(key)) ?? null;
}

export function readJson<T = unknown>(key: string): T | null {
  const raw = rawValue(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown, persistence: Persistence) {
  const other: Persistence = persistence === 'local' ? 'session' : 'local';
  safe(() => store(persistence)?.setItem(key, JSON.stringify(value)));
  safe(() => store(other)?.removeItem(key));
  notify();
}

export function removeKeys(...keys: string[]) {
  for (const key of keys) {
    safe(() => store('local')?.removeItem(key));
    safe(() => store('session')?.removeItem(key));
  }
  notify();
}

/**
 * What a server-rendered page was drawn with: nobody is signed in on the server (the session lives in this
 * browser's storage). Hydration starts from it, then React moves to the stored session.
 */
export const signedOutSession: SessionSnapshot = Object.freeze({ token: null, user: null, organization: null });
export const serverSession = () => signedOutSession;

/**
 * A stable snapshot for useSyncExternalStore: a new object only when the stored text changed, so a
 * write made anywhere (this tab, another tab, a test) is seen on the next read.
 */
export function readSession(): SessionSnapshot {
  const raw = sessionKeys.map(rawValue).join('\u0000');
  if (cached?.raw !== raw) {
    const token = readJson<unknown>('token');
    cached = {
      raw,
      snapshot: {
        token: typeof token === 'string' && token ? token : null,
        user: readJson('user'),
        organization: readJson('organization'),
      },
    };
  }
  return cached.snapshot;
}

export function storedToken(): string | null {
  return readSession().token;
}

/** Signs out on this device: used by logout and by the API client's 401 rule. */
export function clearSession() {
  removeKeys(...sessionKeys);
}

/** For useSyncExternalStore: our own writes, and writes from other tabs (the `storage` event). */
export function subscribeToSession(listener: () => void): () => void {
  listeners.add(listener);
  if (!listeningToOtherTabs) {
    listeningToOtherTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key === null || (sessionKeys as readonly string[]).includes(event.key)) notify();
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

function safe<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}

/**
 * A session started by a plain form post (issue 32: the sign-in page sent before its code ran, or without
 * JavaScript) arrives as a cookie the API never reads: `fie_session=r.<token>` (keep it on this device) or `s.<token>`
 * (this tab only). The page's code takes it into storage as any sign-in's, and the cookie goes. Returns whether one
 * was taken.
 */
export function adoptCookieSession(cookieName = 'fie_session'): boolean {
  const found = safe(() => document.cookie.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${cookieName}=`)));
  if (!found) return false;
  safe(() => {
    document.cookie = `${cookieName}=; Path=/; Max-Age=0; SameSite=Lax`;
  });
  const value = decodeURIComponent(found.slice(cookieName.length + 1));
  const match = /^([rs])\.(.+)$/.exec(value);
  if (!match) return false;
  writeJson('token', match[2], match[1] === 'r' ? 'local' : 'session');
  removeKeys('user', 'organization');
  adopted = true;
  return true;
}

let adopted = false;
/** Whether a session was just taken from the cookie (its profile is still to load); asked once. */
export function takeAdoptedSession(): boolean {
  const was = adopted;
  adopted = false;
  return was;
}

/** Where the current token lives, so a refreshed profile is kept in the same place and for as long. */
export function sessionPersistence(): Persistence {
  return safe(() => store('session')?.getItem('token')) != null ? 'session' : 'local';
}
