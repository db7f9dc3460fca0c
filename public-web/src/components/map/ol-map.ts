import 'ol/ol.css';
import Feature from 'ol/Feature';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { Attribution, Zoom } from 'ol/control';
import { defaults as defaultInteractions } from 'ol/interaction/defaults';
import { boundingExtent, getCenter, getHeight, getWidth } from 'ol/extent';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { FeatureLike } from 'ol/Feature';
import type { Bounds, LonLat, MapFocus, MapMarker } from './types';
import { createBasemapLayer } from './basemap';

/**
 * The OpenLayers side of the map, loaded only by pages that show one (this module is imported
 * dynamically, so OpenLayers and its CSS arrive after the page). Markers sit on a vector layer over
 * the tiles, so they draw even when no tile can load (offline, or a blocked tile server); close markers
 * are clustered with their count.
 */
export type EngineOptions = {
  tileUrl: string;
  attribution: string;
  /** The spec's default view (§9): latitude 5.7348119, longitude 0.0302354, zoom 8. */
  initial: { center: LonLat; zoom: number };
  reducedMotion: boolean;
  /** Clustering off for a map with one marker (the property page). */
  cluster: boolean;
  interactive: boolean;
  /** Zoom with the mouse wheel; off for a small map inside a page, so scrolling the page stays scrolling. */
  wheelZoom: boolean;
  /** The zoom buttons' names, in the page's language. */
  labels: { zoomIn: string; zoomOut: string };
  onSelect: (ids: string[], at: LonLat) => void;
  onClearSelection: () => void;
  /** The user moved or zoomed the map (never called for moves this code makes). */
  onMoveEnd: (bounds: Bounds) => void;
  onTilesFailed: () => void;
};

export type MapEngine = {
  setMarkers: (markers: readonly MapMarker[]) => void;
  setHighlighted: (id: string | null) => void;
  focus: (focus: MapFocus) => void;
  showPopup: (element: HTMLElement, at: LonLat | null) => void;
  updateSize: () => void;
  map: OlMap;
  destroy: () => void;
};

const GREEN = '#0b6b3a';
const GOLD = '#f2b705';
/** Moves this code makes report a moveend too; ignore those that end within this window. */
const QUIET_MS = 600;
const MOVE_DEBOUNCE_MS = 350;

export function createMapEngine(target: HTMLElement, options: EngineOptions): MapEngine {
  let highlighted: string | null = null;
  let programmaticUntil = performance.now() + QUIET_MS + 400;
  const duration = options.reducedMotion ? 0 : 300;

  const points = new VectorSource<Feature<Point>>();
  const clusters = options.cluster ? new Cluster<Feature<Point>>({ source: points, distance: 44, minDistance: 12 }) : undefined;

  const styleCache = new Map<string, Style[]>();
  const styleFor = (feature: FeatureLike): Style[] => {
    const members: FeatureLike[] = (feature.get('features') as FeatureLike[] | undefined) ?? [feature];
    const lit = highlighted !== null && members.some((m) => m.get('id') === highlighted);
    if (members.length > 1) {
      const key = `c${members.length}${lit ? '!' : ''}`;
      let style = styleCache.get(key);
      if (!style) {
        const radius = Math.min(26, 13 + Math.log2(members.length) * 3);
        style = [
          new Style({
            image: new CircleStyle({ radius, fill: new Fill({ color: lit ? GOLD : GREEN }), stroke: new Stroke({ color: '#ffffff', width: 3 }) }),
            text: new Text({ text: String(members.length), font: '700 13px system-ui, sans-serif', fill: new Fill({ color: lit ? '#1d1d1b' : '#ffffff' }) }),
          }),
        ];
        styleCache.set(key, style);
      }
      return style;
    }
    const label = String(members[0]?.get('label') ?? '');
    const key = `m${label}${lit ? '!' : ''}`;
    let style = styleCache.get(key);
    if (!style) {
      style = [
        new Style({ image: new CircleStyle({ radius: lit ? 8 : 6, fill: new Fill({ color: lit ? GOLD : GREEN }), stroke: new Stroke({ color: '#ffffff', width: 2 }) }) }),
        ...(label
          ? [
              new Style({
                text: new Text({
                  text: label,
                  offsetY: -20,
                  font: '700 12px system-ui, sans-serif',
                  fill: new Fill({ color: lit ? '#1d1d1b' : '#ffffff' }),
                  backgroundFill: new Fill({ color: lit ? GOLD : GREEN }),
                  backgroundStroke: new Stroke({ color: '#ffffff', width: 1.5 }),
                  padding: [3, 6, 2, 6],
                }),
                zIndex: lit ? 2 : 1,
              }),
            ]
          : []),
      ];
      styleCache.set(key, style);
    }
    return style;
  };

  const markerLayer = new VectorLayer({ source: clusters ?? points, style: styleFor, zIndex: 10 });
  const tiles = new XYZ({ url: options.tileUrl, attributions: options.attribution, crossOrigin: 'anonymous', maxZoom: 19 });
  let tilesLoaded = 0;
  let tilesFailed = 0;
  let failureReported = false;
  tiles.on('tileloadend', () => {
    tilesLoaded += 1;
  });
  tiles.on('tileloaderror', () => {
    tilesFailed += 1;
    if (!failureReported && tilesLoaded === 0 && tilesFailed >= 2) {
      failureReported = true;
      options.onTilesFailed();
    }
  });

  const view = new View({ center: fromLonLat(options.initial.center), zoom: options.initial.zoom, minZoom: 4, maxZoom: 19 });
  // Around Ghana, where the basemap has no land: a quiet blue-grey, so the border reads at once.
  target.style.background = '#e4ebef';
  const map = new OlMap({
    target,
    layers: [createBasemapLayer(), new TileLayer({ source: tiles }), markerLayer],
    view,
    controls: [new Zoom({ zoomInTipLabel: options.labels.zoomIn, zoomOutTipLabel: options.labels.zoomOut }), new Attribution({ collapsible: true, collapsed: false })],
    // OpenLayers' own default listens to drags and the wheel only while a target with a tabindex has
    // focus; ours has one (for keyboard panning) and a click does not focus it, so drags would be ignored.
    interactions: defaultInteractions({ onFocusOnly: false, mouseWheelZoom: options.wheelZoom }),
  });
  if (!options.interactive) map.getInteractions().forEach((interaction) => interaction.setActive(false));
  // Said on the element once the first frame (basemap included) is drawn, for people's tools and the browser checks.
  map.once('rendercomplete', () => {
    target.dataset.basemap = 'drawn';
  });
  // OpenLayers names its zoom buttons '+' and '–' (the words are only a tooltip); screen readers need the words.
  target.querySelector('.ol-zoom-in')?.setAttribute('aria-label', options.labels.zoomIn);
  target.querySelector('.ol-zoom-out')?.setAttribute('aria-label', options.labels.zoomOut);

  const popup = new Overlay({ positioning: 'bottom-center', offset: [0, -38], stopEvent: true, autoPan: { animation: { duration } } });
  map.addOverlay(popup);

  const writeState = () => {
    const center = view.getCenter();
    if (center) target.dataset.center = toLonLat(center).map((n) => n.toFixed(4)).join(',');
    target.dataset.zoom = String(Math.round((view.getZoom() ?? 0) * 100) / 100);
  };

  let moveTimer: ReturnType<typeof setTimeout> | undefined;
  map.on('moveend', () => {
    writeState();
    if (performance.now() < programmaticUntil) return;
    clearTimeout(moveTimer);
    moveTimer = setTimeout(() => {
      const size = map.getSize();
      if (!size) return;
      const [west, south, east, north] = transformExtent(view.calculateExtent(size), 'EPSG:3857', 'EPSG:4326');
      options.onMoveEnd({
        west: Math.max(-180, west!),
        south: Math.max(-90, south!),
        east: Math.min(180, east!),
        north: Math.min(90, north!),
      });
    }, MOVE_DEBOUNCE_MS);
  });
  map.once('rendercomplete', () => {
    target.dataset.ready = 'true';
  });

  map.on('singleclick', (event) => {
    const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature, { hitTolerance: 6, layerFilter: (layer) => layer === markerLayer });
    if (!hit) {
      options.onClearSelection();
      return;
    }
    const members: FeatureLike[] = (hit.get('features') as FeatureLike[] | undefined) ?? [hit];
    const coordinates = members.map((m) => (m.getGeometry() as Point).getCoordinates());
    const extent = boundingExtent(coordinates);
    const zoom = view.getZoom() ?? 0;
    // A cluster that can still come apart is opened by zooming in; one that cannot shows its listings.
    if (members.length > 1 && zoom < 17 && (getWidth(extent) > 1 || getHeight(extent) > 1)) {
      programmaticUntil = 0; // the user asked for this move: let it search the new viewport
      view.fit(extent, { padding: [80, 80, 80, 80], maxZoom: Math.min(17, zoom + 4), duration });
      return;
    }
    const ids = members.map((m) => String(m.get('id')));
    options.onSelect(ids, toLonLat(getCenter(extent)) as LonLat);
  });

  map.on('pointermove', (event) => {
    if (event.dragging) return;
    const over = map.hasFeatureAtPixel(event.pixel, { hitTolerance: 6, layerFilter: (layer) => layer === markerLayer });
    target.style.cursor = over ? 'pointer' : '';
  });

  const quiet = (ms: number) => {
    programmaticUntil = performance.now() + ms + QUIET_MS;
  };

  writeState();

  return {
    map,
    setMarkers(markers) {
      points.clear(true);
      points.addFeatures(
        markers.map((marker) => {
          const feature = new Feature({ geometry: new Point(fromLonLat([marker.lon, marker.lat])) });
          feature.setId(marker.id);
          feature.set('id', marker.id);
          feature.set('label', marker.label);
          return feature;
        }),
      );
      target.dataset.markers = String(markers.length);
    },
    setHighlighted(id) {
      if (id === highlighted) return;
      highlighted = id;
      markerLayer.changed();
    },
    focus(focus) {
      quiet(duration);
      if (focus.points && focus.points.length > 0) {
        const extent = boundingExtent(focus.points.map((p) => fromLonLat(p)));
        view.fit(extent, { padding: [60, 60, 60, 60], maxZoom: focus.maxZoom ?? 14, duration });
      } else if (focus.bounds) {
        const { west, south, east, north } = focus.bounds;
        view.fit(transformExtent([west, south, east, north], 'EPSG:4326', 'EPSG:3857'), { duration });
      } else if (focus.center) {
        view.animate({ center: fromLonLat(focus.center), zoom: focus.zoom ?? view.getZoom(), duration });
      }
    },
    showPopup(element, at) {
      // Opening a popup may pan the map to fit it; that is not a new area to search.
      if (at) quiet(duration + 300);
      if (popup.getElement() !== element) popup.setElement(element);
      popup.setPosition(at ? fromLonLat(at) : undefined);
    },
    updateSize() {
      map.updateSize();
    },
    destroy() {
      clearTimeout(moveTimer);
      map.setTarget(undefined);
      map.dispose();
    },
  };
}
