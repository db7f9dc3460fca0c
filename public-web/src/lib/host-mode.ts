import { useSyncExternalStore } from 'react';

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

export function useHostMode(): HostMode {
  return useSyncExternalStore(subscribe, () => currentHostMode());
}

export function useIsDevHost(): boolean {
  return isDevHost(window.location.hostname);
}
