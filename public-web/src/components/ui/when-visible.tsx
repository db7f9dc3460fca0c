import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Renders its children once the placeholder comes near the screen, so something heavy lower on a page
 * (a map and its library) is only downloaded by people who scroll to it. Without IntersectionObserver
 * it renders at once.
 */
export function WhenVisible({ children, minHeight, margin = '200px', className }: { children: ReactNode; minHeight: number | string; margin?: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Never on the server, nor in the HTML the browser hydrates: only once the page runs here.
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (visible || !ref.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [visible, margin]);
  return (
    <Box ref={ref} className={className} sx={{ minHeight }}>
      {visible ? children : null}
    </Box>
  );
}
