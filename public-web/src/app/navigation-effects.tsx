import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setApiNavigator } from '../lib/api-client';

/**
 * Two effects of moving between pages. Rendered before the page, so its effects run first and a page
 * that scrolls to a section (/about/:id, /privacy-policy/:id) does so after the jump to the top.
 */
export function NavigationEffects() {
  const navigate = useNavigate();
  const { pathname, hash } = useLocation();

  // The API client's 401 rule moves to /login through the router, keeping the app loaded.
  useEffect(() => {
    setApiNavigator((to) => void navigate(to));
  }, [navigate]);

  // A new page starts at the top, as it would with full page loads; links to #section scroll themselves.
  // Not the page the browser opened: it is already where the browser put it, and a slow phone's reader may have
  // scrolled it while its code was on its way. Scrolled back to the top as it came alive, a tap begun on a button
  // there ended on whatever the top brought under the finger, and the button never heard it (Arrange Viewing at 10x
  // CPU throttling: pressed at scroll 366, released at 0 on the gallery, no dialog).
  const opened = useRef(`${pathname}${hash}`);
  useEffect(() => {
    if (opened.current === `${pathname}${hash}`) return;
    opened.current = '';
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);

  return null;
}
