import { createContext, createElement, useContext, useSyncExternalStore, type ReactNode } from 'react';

/**
 * One build serves three sites, told apart by host name (spec §1): about.* shows the company info site,
 * app.* the app, and any other public host (the main domain) the search site. Local and test hosts show
 * the app and may switch mode by hand, so every mode can be tried before it is deployed.
 */
export type HostMode = 'app' | 'search' | 'about';
export const hostModes: readonly HostMode[] = ['app', 'search', 'about'];

const OVERRIDE_KEY = 'fie.hostMode';

export function isDevHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.startsWith('test.');
}

// route-preloads.ts tells the site the same way in plain JavaScript (its spec checks the two agree).
export function modeForHostname(hostname: string): HostMode {
  if (hostname.startsWith('about.')) return 'about';
  if (hostname.startsWith('app.') || isDevHost(hostname)) return 'app';
  return 'search';
}

// Kept in memory too, so the toggle still works for this page view where storage is refused.
let memoryOverride: HostMode | undefined;

function override(): HostMode | undefined {
  try {
    const value = window.sessionStorage.getItem(OVERRIDE_KEY);
    return hostModes.find((mode) => mode === value) ?? memoryOverride;
  } catch {
    return memoryOverride;
  }
}

export function currentHostMode(hostname = window.location.hostname): HostMode {
  // The override is ignored on public hosts, so a stray sessionStorage value can never change production.
  return (isDevHost(hostname) && override()) || modeForHostname(hostname);
}

const listeners = new Set<() => void>();

/** Only takes effect on local and test hosts; kept for this tab (sessionStorage). */
export function setHostModeOverride(mode: HostMode) {
  memoryOverride = mode;
  try {
    window.sessionStorage.setItem(OVERRIDE_KEY, mode);
  } catch {
    // Storage refused: the in-memory value above carries the choice until the page reloads.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The address a server render answers for (the request's host, the site's public origin); none in the browser, which reads its own. */
const ServerAddress = createContext<{ hostname: string; origin: string } | null>(null);

export function ServerHost({ hostname, origin, children }: { hostname: string; origin: string; children: ReactNode }) {
  return createElement(ServerAddress.Provider, { value: { hostname, origin } }, children);
}

function useHostname(): string {
  return useContext(ServerAddress)?.hostname ?? window.location.hostname;
}

/** 'https://fie.com.gh': for the absolute addresses a shared link or structured data needs. */
export function useSiteOrigin(): string {
  return useContext(ServerAddress)?.origin ?? window.location.origin;
}

/**
 * The server renders the site its host name serves; the browser hydrates that same site first (the server's
 * snapshot) and only then applies a local host's override, so a page never mismatches its server HTML.
 */
export function useHostMode(): HostMode {
  const hostname = useHostname();
  return useSyncExternalStore(subscribe, () => currentHostMode(), () => modeForHostname(hostname));
}

export function useIsDevHost(): boolean {
  return isDevHost(useHostname());
}
