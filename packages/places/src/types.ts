/** Ghana's 16 regions since 2019, with the same codes as @fie/domain. */
export type RegionCode =
  | 'greater_accra'
  | 'ashanti'
  | 'western'
  | 'western_north'
  | 'central'
  | 'eastern'
  | 'volta'
  | 'oti'
  | 'northern'
  | 'savannah'
  | 'north_east'
  | 'upper_east'
  | 'upper_west'
  | 'bono'
  | 'bono_east'
  | 'ahafo';

export type PlaceKind = 'city' | 'town' | 'neighbourhood';
export type SuggestionKind = 'region' | 'district' | PlaceKind;

/** A point as latitude and longitude in degrees (WGS 84). GeoJSON's [lon, lat] order is the caller's to build. */
export interface LatLon {
  lat: number;
  lon: number;
}

/** A region; its position is its capital's. */
export interface Region extends LatLon {
  code: RegionCode;
  name: string;
  capital: string;
}

/**
 * A district (metropolitan, municipal or district assembly) as GeoNames lists it; the id is GeoNames' admin2 code.
 * Its position is the mean of the gazetteer's places in it, and is absent when we know none of them.
 */
export interface District {
  id: string;
  name: string;
  regionCode: RegionCode;
  lat?: number;
  lon?: number;
}

export interface Place extends LatLon {
  /** `${regionCode}:${slug}`, stable across rebuilds. */
  id: string;
  name: string;
  kind: PlaceKind;
  regionCode: RegionCode;
  districtId?: string;
  /** For a neighbourhood: the city people name with it ('East Legon, Accra'). */
  city?: string;
  /** Other spellings people type (Kibi for Kyebi, Teshi for Teshie); searched, never shown. */
  alt?: string[];
  /** GeoNames' figure where it has one; used only to rank search results. */
  population?: number;
}

export interface Gazetteer {
  attribution: string;
  regions: Region[];
  districts: District[];
  places: Place[];
}

/** One row of the location autocomplete. */
export interface PlaceSuggestion extends LatLon {
  /** A region's code, a district's id or a place's id. */
  id: string;
  name: string;
  kind: SuggestionKind;
  /** What to show: 'East Legon, Accra, Greater Accra', 'Kumasi Metropolitan, Ashanti', 'Volta Region'. */
  label: string;
  regionCode: RegionCode;
  regionName: string;
  districtName?: string;
  /**
   * Set for a district whose own position we do not know: lat/lon are then its region capital's, good for
   * centring a map on the region, never for placing a pin.
   */
  approximate?: true;
}
