import { useCallback, useEffect, useRef } from 'react';
import { preloadAccountDialogs, useAccountDialogs, useAuth } from '../features/accounts';

/**
 * Opens the sign-in dialog for a visitor, and runs `then` once they are signed in and the dialog has
 * closed (the Notes drawer opens, the property is saved). Closing the dialog without signing in drops
 * `then`, so it cannot fire later on an unrelated sign-in.
 */
export function useSignInThen(): (then?: () => void) => void {
  const { token } = useAuth();
  const dialogs = useAccountDialogs();
  const pending = useRef<(() => void) | undefined>(undefined);
  const { current } = dialogs;

  useEffect(() => {
    if (current) return;
    const then = pending.current;
    pending.current = undefined;
    if (token && then) then();
  }, [token, current]);

  const { open } = dialogs;
  return useCallback(
    (then?: () => void) => {
      pending.current = then;
      preloadAccountDialogs();
      open('login');
    },
    [open],
  );
}
