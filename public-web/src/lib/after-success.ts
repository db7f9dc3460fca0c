import { useEffect, useRef } from 'react';
import { config } from '../config';

/**
 * What a form does after its success message (open the login, go to the dashboard), a moment later so the
 * message is read first (config.afterSuccessMs); dropped if the page or dialog goes away before then.
 */
export function useAfterSuccess(): (then: () => void) => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (then) => {
    timer.current = window.setTimeout(then, config.afterSuccessMs);
  };
}
