/** Shared shapes of the map components; coordinates are [longitude, latitude], GeoJSON's order. */
export type LonLat = [number, number];
export type Bounds = { north: number; south: number; east: number; west: number };

export type MapMarker = { id: string; lon: number; lat: number; /** Short text on the marker, e.g. 'GH₵ 4.5K'. */ label: string };

/**
 * Where the map should look, applied once per `key`: a set of points to fit (results), a bounding box,
 * or a centre with a zoom (a place).
 */
export type MapFocus = {
  key: string | number;
  points?: LonLat[];
  maxZoom?: number;
  bounds?: Bounds;
  center?: LonLat;
  zoom?: number;
};

/** The spec's default view (§9): latitude 5.7348119, longitude 0.0302354, zoom 8. */
export const DEFAULT_VIEW = { center: [0.0302354, 5.7348119] as LonLat, zoom: 8 };
