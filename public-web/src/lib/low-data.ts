import { useSyncExternalStore } from 'react';

/**
 * Low-data mode (issue 13: Ghana first, where data is paid by the megabyte). When it is on, photos come as
 * thumbnails until asked for, maps load only when asked, and nothing is fetched ahead of need. A person
 * switches it in the footer; until they do, the browser's Save-Data hint (Chrome's Lite mode, "data saver")
 * decides.
 */
const KEY = 'fie.lowData';
const listeners = new Set<() => void>();

type Connection = { saveData?: boolean };
const browserAsks = () => (typeof navigator !== 'undefined' && (navigator as Navigator & { connection?: Connection }).connection?.saveData === true) || false;

function stored(): 'on' | 'off' | null {
  try {
    const value = window.localStorage.getItem(KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return null;
  }
}

export function isLowData(): boolean {
  const choice = stored();
  return choice ? choice === 'on' : browserAsks();
}

export function setLowData(on: boolean) {
  try {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    /* storage refused (private browsing): the choice lasts for this page only */
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether low-data mode is on, kept in step with the switch (and other tabs). */
export function useLowData(): boolean {
  return useSyncExternalStore(subscribe, isLowData, () => false);
}
