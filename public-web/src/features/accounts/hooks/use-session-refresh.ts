import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { readSession, sessionPersistence, writeJson } from '../../../lib/storage';
import { refreshToken } from '../api/refresh';
import { REFRESH_RETRY_MS, refreshDelay } from './session-timing';

/**
 * Keeps a signed-in session alive (spec §4: refreshed every 24 hours). The new token is stored where
 * the old one was ("remember me" or this tab only); storing it changes `token`, which schedules the
 * next refresh. A 401 ends the session through the API client's rule; other failures try again later.
 */
export function useSessionRefresh(token: string | null) {
  useEffect(() => {
    if (!token) return;
    let timer: number | undefined;
    let stopped = false;

    const schedule = (ms: number) => {
      timer = window.setTimeout(() => void run(), ms);
    };
    const run = async () => {
      try {
        const answer = await refreshToken();
        // Only replace the token this timer was for: a logout or another login may have happened meanwhile.
        if (!stopped && answer?.token && readSession().token === token) writeJson('token', answer.token, sessionPersistence());
      } catch (error) {
        if (stopped || (error instanceof ApiError && error.status === 401)) return;
        schedule(REFRESH_RETRY_MS);
      }
    };

    const delay = refreshDelay(token, Date.now());
    if (delay !== null) schedule(delay);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [token]);
}
