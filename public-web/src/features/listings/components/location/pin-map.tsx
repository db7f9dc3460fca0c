import { useEffect, useRef } from 'react';
import 'ol/ol.css';
import OlMap from 'ol/Map';
import View from 'ol/View';
import Feature from 'ol/Feature';
import Collection from 'ol/Collection';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import Translate from 'ol/interaction/Translate';
import { defaults as defaultControls } from 'ol/control/defaults';
import { fromLonLat, toLonLat } from 'ol/proj';
import Icon from 'ol/style/Icon';
import Style from 'ol/style/Style';
import Box from '@mui/material/Box';
import { config } from '../../../../config';
import { useT } from '../../../../lib/i18n/language';

/** The spec's default centre and zoom (§9): the map opens on Ghana's coast until a place is chosen. */
export const DEFAULT_VIEW = { lat: 5.7348119, lon: 0.0302354, zoom: 8 } as const;

// A pin drawn from SVG: no image to download, and it shows even when the tiles cannot load.
const pinSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="36" height="48" viewBox="0 0 36 48"><path d="M18 1C8.6 1 1 8.6 1 18c0 12.7 17 29 17 29s17-16.3 17-29C35 8.6 27.4 1 18 1z" fill="#c62828" stroke="#fff" stroke-width="2"/><circle cx="18" cy="18" r="6.5" fill="#fff"/></svg>';
const pinStyle = new Style({ image: new Icon({ src: `data:image/svg+xml;utf8,${encodeURIComponent(pinSvg)}`, anchor: [0.5, 1] }) });

export type PinPoint = { lat: number; lon: number };

/**
 * A small OpenLayers map with one draggable pin: the owner drags it (or taps the map) to the exact spot of
 * the property. Loaded with a dynamic import only when a listing form is shown, so no other page pays for
 * OpenLayers. Tiles come from the configured tile server; without them the pin still shows.
 */
export default function PinMap({ point, zoom = 16, onMove, label }: { point: PinPoint | null; zoom?: number; onMove: (point: PinPoint) => void; label: string }) {
  const t = useT();
  // OpenLayers' own tooltips are English: said in the page's language, as the property page's map says them.
  const zoomIn = t('ui.map.zoom-in', 'Zoom in');
  const zoomOut = t('ui.map.zoom-out', 'Zoom out');
  const target = useRef<HTMLDivElement>(null);
  const map = useRef<{ map: OlMap; pin: Feature<Point>; source: VectorSource } | null>(null);
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;

  useEffect(() => {
    if (!target.current) return undefined;
    const pin = new Feature(new Point(fromLonLat([DEFAULT_VIEW.lon, DEFAULT_VIEW.lat])));
    pin.setStyle(pinStyle);
    const source = new VectorSource<Feature<Point>>();
    const olMap = new OlMap({
      target: target.current,
      controls: defaultControls({ rotate: false, attributionOptions: { collapsible: true }, zoomOptions: { zoomInTipLabel: zoomIn, zoomOutTipLabel: zoomOut } }),
      layers: [
        new TileLayer({ source: new XYZ({ url: config.mapTileUrl, attributions: config.mapAttribution, crossOrigin: 'anonymous' }) }),
        new VectorLayer({ source }),
      ],
      view: new View({ center: fromLonLat([DEFAULT_VIEW.lon, DEFAULT_VIEW.lat]), zoom: DEFAULT_VIEW.zoom, maxZoom: 19 }),
    });
    target.current.querySelector('.ol-zoom-in')?.setAttribute('aria-label', zoomIn);
    target.current.querySelector('.ol-zoom-out')?.setAttribute('aria-label', zoomOut);
    const report = () => {
      const [lon, lat] = toLonLat(pin.getGeometry()!.getCoordinates());
      onMoveRef.current({ lat: lat!, lon: lon! });
    };
    const translate = new Translate({ features: new Collection([pin]), hitTolerance: 10 });
    translate.on('translateend', report);
    olMap.addInteraction(translate);
    olMap.on('singleclick', (event) => {
      if (!source.hasFeature(pin)) return;
      pin.getGeometry()!.setCoordinates(event.coordinate);
      report();
    });
    map.current = { map: olMap, pin, source };
    return () => {
      olMap.setTarget(undefined);
      map.current = null;
    };
  }, []);

  // A point from outside (a place chosen, the owner's own position): move the pin there and centre on it.
  // A point the pin itself reported is already where the pin is, so the view stays where the owner left it.
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!point) {
      current.source.clear();
      return;
    }
    const coordinate = fromLonLat([point.lon, point.lat]);
    const [x, y] = current.pin.getGeometry()!.getCoordinates();
    const moved = !current.source.hasFeature(current.pin) || Math.abs(x! - coordinate[0]!) > 0.5 || Math.abs(y! - coordinate[1]!) > 0.5;
    if (!current.source.hasFeature(current.pin)) current.source.addFeature(current.pin);
    if (moved) {
      current.pin.getGeometry()!.setCoordinates(coordinate);
      current.map.getView().animate({ center: coordinate, zoom, duration: 300 });
    }
  }, [point?.lat, point?.lon, zoom]);

  return (
    <Box
      ref={target}
      role="application"
      aria-label={label}
      sx={{ height: { xs: 220, sm: 260 }, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: '#e8eef2', touchAction: 'none' }}
    />
  );
}
