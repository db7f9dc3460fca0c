import Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import Point from 'ol/geom/Point';
import Polygon from 'ol/geom/Polygon';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import { districts, GHANA_BORDER, majorPlaces, regions } from '@fie/places/major';

/**
 * A basemap drawn from what the site already ships (@fie/places): Ghana's land and border, the 16 regions'
 * names, and at closer zoom the districts' and towns' names, from the gazetteer's major places (the curated cities,
 * towns and neighbourhoods, and the seats; '@fie/places/major' leaves out the 2,000-odd further places that only the
 * search needs, so the map's code does not carry them). It lies under the tiles, so
 * they cover it when they load; offline, in low data or when the tile server fails, the map still shows where
 * things are. (The gazetteer has district centres, not their boundaries: districts show as names, not lines.)
 */
const LAND = '#f4f1e8';
const BORDER = '#8a7f6a';
const INK = '#4a4a42';

type Kind = 'land' | 'region' | 'district' | 'city' | 'town' | 'neighbourhood';

/** The resolution (metres a pixel) below which each kind of name shows: regions from afar, neighbourhoods close. */
const SHOWN_BELOW: Record<Exclude<Kind, 'land'>, number> = {
  region: Infinity,
  city: 1200,
  district: 300,
  town: 300,
  neighbourhood: 60,
};
/** Regions' names give way to the places inside them when close enough. */
const REGIONS_HIDDEN_BELOW = 150;

function label(kind: Kind, name: string): Style {
  const big = kind === 'region';
  return new Style({
    text: new Text({
      text: big ? name.toUpperCase() : name,
      font: big ? '600 12px system-ui, sans-serif' : kind === 'city' ? '600 12px system-ui, sans-serif' : '11px system-ui, sans-serif',
      fill: new Fill({ color: big ? '#7a6f58' : INK }),
      stroke: new Stroke({ color: LAND, width: 3 }),
      overflow: false,
    }),
    zIndex: big ? 1 : kind === 'city' ? 3 : 2,
  });
}

export function basemapFeatures(): Feature[] {
  const land = new Feature({ geometry: new Polygon([GHANA_BORDER.map(([lon, lat]) => fromLonLat([lon, lat]))]), kind: 'land' });
  const named = (kind: Kind, name: string, lon: number, lat: number) => new Feature({ geometry: new Point(fromLonLat([lon, lat])), kind, name });
  return [
    land,
    ...regions.map((r) => named('region', r.name.replace(/ Region$/, ''), r.lon, r.lat)),
    ...districts.filter((d) => d.lat !== undefined && d.lon !== undefined).map((d) => named('district', d.name, d.lon!, d.lat!)),
    ...majorPlaces.map((p) => named(p.kind === 'neighbourhood' ? 'neighbourhood' : p.kind, p.name, p.lon, p.lat)),
  ];
}

export function createBasemapLayer(): VectorLayer {
  const landStyle = new Style({ fill: new Fill({ color: LAND }), stroke: new Stroke({ color: BORDER, width: 1.5, lineDash: [6, 4] }) });
  const labels = new Map<string, Style>();
  const style = (feature: FeatureLike, resolution: number): Style | undefined => {
    const kind = feature.get('kind') as Kind;
    if (kind === 'land') return landStyle;
    if (kind === 'region' && resolution < REGIONS_HIDDEN_BELOW) return undefined;
    if (resolution >= SHOWN_BELOW[kind]) return undefined;
    const name = String(feature.get('name'));
    const key = `${kind}:${name}`;
    let cached = labels.get(key);
    if (!cached) labels.set(key, (cached = label(kind, name)));
    return cached;
  };
  // Names are laid out without overlapping one another (declutter): at a glance, the biggest first.
  return new VectorLayer({ source: new VectorSource({ features: basemapFeatures() }), style, declutter: true, zIndex: -1 });
}
