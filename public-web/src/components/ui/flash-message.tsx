import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { config } from '../../config';
import type { Flash } from './flash-popup';

/**
 * Flash popups (success, error, info) for news that outlives a page or a dialog: "Signed out",
 * "Signed in" after a page login moved on. They close after 3000 ms as the spec asks.
 * Errors inside a form are banners in the form instead, so they stay while the user fixes them.
 */
type FlashApi = { flash: (severity: Flash['severity'], message: string) => void };

const FlashPopup = lazy(() => import('./flash-popup').then((m) => ({ default: m.FlashPopup })));
const FlashContext = createContext<FlashApi>({ flash: () => undefined });

export function FlashProvider({ children, autoHideMs = config.flashMs }: { children: ReactNode; autoHideMs?: number }) {
  const [current, setCurrent] = useState<Flash | null>(null);
  const [used, setUsed] = useState(false);
  const flash = useCallback<FlashApi['flash']>((severity, message) => {
    setUsed(true);
    setCurrent({ id: Date.now(), severity, message });
  }, []);
  const value = useMemo(() => ({ flash }), [flash]);

  return (
    <FlashContext.Provider value={value}>
      {children}
      {used ? (
        <Suspense fallback={null}>
          <FlashPopup flash={current} autoHideMs={autoHideMs} onClose={() => setCurrent(null)} />
        </Suspense>
      ) : null}
    </FlashContext.Provider>
  );
}

export function useFlash(): FlashApi {
  return useContext(FlashContext);
}
