import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { config } from '../../config';
import { env } from '../../lib/env';
import { useT } from '../../lib/i18n/language';
import { visuallyHidden } from '../ui/visually-hidden';
import type { MapEngine } from './ol-map';
import { DEFAULT_VIEW, type Bounds, type LonLat, type MapFocus, type MapMarker } from './types';

export type { Bounds, LonLat, MapFocus, MapMarker } from './types';
export { DEFAULT_VIEW } from './types';

type Props = {
  markers: readonly MapMarker[];
  /** Applied once per key (see MapFocus). */
  focus?: MapFocus;
  /** The marker to light up (the card under the pointer, or the one chosen). */
  highlightedId?: string | null;
  /** A marker (or a cluster that cannot split further) was chosen; null when the map is clicked elsewhere. */
  onSelect?: (ids: string[] | null) => void;
  /** The user moved or zoomed the map; debounced, never called for moves the page asked for. */
  onMoveEnd?: (bounds: Bounds) => void;
  /** The small popup over a chosen marker. */
  renderPopup?: (ids: string[]) => ReactNode;
  label: string;
  height: number | string;
  testId?: string;
  cluster?: boolean;
  interactive?: boolean;
  /** Mouse-wheel zoom; a small map inside a long page leaves the wheel to the page. */
  wheelZoom?: boolean;
};

declare global {
  interface Window {
    /** Non-production builds only: the OpenLayers maps by test id, for poking at them from a console or a test. */
    __fieMaps?: Record<string, unknown>;
  }
}

/**
 * A map of properties. OpenLayers loads only when this component mounts (a dynamic import), so pages
 * without a map never download it and pages with one show their content first. Tiles come from
 * VITE_MAP_TILE_URL; when they cannot load, the markers still draw on a plain background and a short
 * note says why the map looks bare.
 */
export function PropertyMap({ markers, focus, highlightedId = null, onSelect, onMoveEnd, renderPopup, label, height, testId = 'property-map', cluster = true, interactive = true, wheelZoom = true }: Props) {
  const t = useT();
  const target = useRef<HTMLDivElement>(null);
  const [engine, setEngine] = useState<MapEngine | null>(null);
  const [failed, setFailed] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [popup, setPopup] = useState<{ ids: string[]; at: LonLat } | null>(null);
  const popupElement = useMemo(() => (typeof document === 'undefined' ? null : document.createElement('div')), []);
  const handlers = useRef({ onSelect, onMoveEnd });
  handlers.current = { onSelect, onMoveEnd };

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    let cancelled = false;
    let created: MapEngine | null = null;
    const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    import('./ol-map').then(
      ({ createMapEngine }) => {
        if (cancelled) return;
        created = createMapEngine(element, {
          tileUrl: config.mapTileUrl,
          attribution: config.mapAttribution,
          initial: DEFAULT_VIEW,
          reducedMotion,
          cluster,
          interactive,
          wheelZoom,
          labels: { zoomIn: t('ui.map.zoom-in', 'Zoom in'), zoomOut: t('ui.map.zoom-out', 'Zoom out') },
          onSelect: (ids, at) => {
            setPopup({ ids, at });
            handlers.current.onSelect?.(ids);
          },
          onClearSelection: () => {
            setPopup(null);
            handlers.current.onSelect?.(null);
          },
          onMoveEnd: (bounds) => handlers.current.onMoveEnd?.(bounds),
          onTilesFailed: () => setTilesFailed(true),
        });
        if (env.MODE !== 'production') (window.__fieMaps ??= {})[testId] = created.map;
        setEngine(created);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
      if (window.__fieMaps) delete window.__fieMaps[testId];
    };
    // The map is made once; later changes reach it through the effects below.
  }, []);

  useEffect(() => {
    engine?.setMarkers(markers);
    // New results: a popup for a listing no longer shown would point at nothing.
    setPopup((current) => (current && current.ids.every((id) => markers.some((m) => m.id === id)) ? current : null));
  }, [engine, markers]);

  const focusKey = focus?.key;
  useEffect(() => {
    if (engine && focus) engine.focus(focus);
    // Applied once per key, not on every render that hands in an equal object.
  }, [engine, focusKey]);

  useEffect(() => {
    engine?.setHighlighted(highlightedId ?? popup?.ids[0] ?? null);
  }, [engine, highlightedId, popup]);

  useEffect(() => {
    if (engine && popupElement) engine.showPopup(popupElement, popup?.at ?? null);
  }, [engine, popupElement, popup]);

  return (
    <Box sx={{ position: 'relative', height, borderRadius: 2, overflow: 'hidden', bgcolor: '#e7eee9', border: 1, borderColor: 'divider' }}>
      <Box
        ref={target}
        data-testid={testId}
        data-markers={0}
        role="region"
        aria-label={label}
        tabIndex={interactive ? 0 : -1}
        sx={{ position: 'absolute', inset: 0, '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 } }}
      />
      {!engine && !failed ? (
        <Typography variant="body2" color="text.secondary" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', pointerEvents: 'none' }}>
          {t('ui.map.loading', 'Loading map…')}
        </Typography>
      ) : null}
      {failed ? (
        <Typography variant="body2" color="text.secondary" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
          {t('ui.map.failed', 'The map could not load. The results are all listed here.')}
        </Typography>
      ) : null}
      {tilesFailed ? (
        <Typography
          variant="caption"
          role="note"
          sx={{ position: 'absolute', left: 44, top: 8, right: 8, bgcolor: 'rgba(255,255,255,0.9)', px: 1, py: 0.25, borderRadius: 1, pointerEvents: 'none' }}
        >
          {t('ui.map.tiles-failed', "Map pictures could not load: the plain map shows Ghana's towns and regions, and the markers where each property is.")}
        </Typography>
      ) : null}
      {popup && popupElement && renderPopup
        ? createPortal(
            <Paper elevation={6} role="group" aria-label={t('ui.map.chosen', 'Chosen on the map')} sx={{ p: 1.25, pr: 4, position: 'relative', minWidth: 180, maxWidth: 260, maxHeight: 220, overflowY: 'auto' }}>
              <IconButton
                size="small"
                onClick={() => {
                  setPopup(null);
                  onSelect?.(null);
                }}
                sx={{ position: 'absolute', top: 2, right: 2 }}
              >
                <Close fontSize="small" aria-hidden />
                <span style={visuallyHidden}>{t('ui.close', 'Close')}</span>
              </IconButton>
              {renderPopup(popup.ids)}
            </Paper>,
            popupElement,
          )
        : null}
    </Box>
  );
}
