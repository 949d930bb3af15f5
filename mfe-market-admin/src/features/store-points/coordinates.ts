// Pure helpers of the store-location form, kept apart from OpenLayers (which cannot draw in jsdom) so they are testable.
import { MAP_DEFAULT_CENTER } from '@ofertat/shared-api';

/** Six decimals is about 10 cm: finer than a click on the map can mean. */
const COORDINATE_DECIMALS = 6;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** A coordinate as the form's text input holds it. */
export function formatCoordinate(value: number): string {
  return String(Number(value.toFixed(COORDINATE_DECIMALS)));
}

/** The typed value (formik gives number inputs as numbers, '' while empty) within ±limit, else null. */
export function parseCoordinate(input: number | string, limit: 90 | 180): number | null {
  if (String(input).trim() === '') return null;
  const value = Number(input);
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** The point the typed inputs describe, or null when either is missing or invalid. */
export function typedPoint(latitude: number | string, longitude: number | string): LatLon | null {
  const lat = parseCoordinate(latitude, 90);
  const lon = parseCoordinate(longitude, 180);
  return lat === null || lon === null ? null : { latitude: lat, longitude: lon };
}

/** Where the picker opens: the typed point, else Tirana (spec section 9's default centre). */
export function pickerCenter(point: LatLon | null): LatLon {
  return point ?? MAP_DEFAULT_CENTER;
}
