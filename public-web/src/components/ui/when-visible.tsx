import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * Renders its children once the placeholder comes near the screen, so something heavy lower on a page
 * (a map and its library) is only downloaded by people who scroll to it. Without IntersectionObserver
 * it renders at once.
 */
export function WhenVisible({ children, minHeight, margin = '200px' }: { children: ReactNode; minHeight: number | string; margin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (visible || !ref.current) return;
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
    <Box ref={ref} sx={{ minHeight }}>
      {visible ? children : null}
    </Box>
  );
}
