// @fie/places: the offline gazetteer of Ghana (16 regions, districts, cities, towns and neighbourhoods with
// coordinates) and what the location box and map need from it. Data: GeoNames, CC BY 4.0 (see `attribution`).
// Legacy region codes are mapped by @fie/domain, not here.
export type { District, Gazetteer, LatLon, Place, PlaceKind, PlaceSuggestion, Region, RegionCode, SuggestionKind } from './types';
export { attribution, districtById, districts, isRegionCode, majorPlaces, placeById, places, regionOf, regions } from './gazetteer';
export { editDistance, searchPlaces, typosAllowed, type SearchOptions } from './search';
export { clearlyInAnotherRegion, distanceKm, GHANA_BORDER, isInGhana, nearestPlace, type NearestPlace } from './geo';
export { isDigitalAddress, normalizeDigitalAddress } from './digital-address';
export { normalizeName } from './normalize';
