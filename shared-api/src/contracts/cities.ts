/** Spec section 3 "Location (city)"; named City so it does not shadow the DOM's Location. */
export interface City {
  locationId: number;
  locationName: string;
}
