import { useEffect } from 'react';
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
  useEffect(() => {
    if (!hash) window.scrollTo?.(0, 0);
  }, [pathname, hash]);

  return null;
}
