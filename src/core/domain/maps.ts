/**
 * A store's place on Google Maps as a plain link (issue 10, point 17). No maps script or iframe can load
 * on Simu's pages (the CSP allows none, and the map service may be unreachable), so a store's map is
 * Google's documented search URL, opened in a new tab by the reader's own click.
 */
export interface MapPlace {
  lat?: number
  lng?: number
  /** The address, used when the coordinates are missing (0,0 is the sea off Ghana, never a store). */
  address?: string
}

const hasPoint = (p: MapPlace): p is MapPlace & { lat: number; lng: number } =>
  Number.isFinite(p.lat) && Number.isFinite(p.lng) && !(p.lat === 0 && p.lng === 0)

/** https://developers.google.com/maps/documentation/urls/get-started#search-action */
export function mapsUrl(place: MapPlace): string {
  const query = hasPoint(place) ? `${place.lat},${place.lng}` : (place.address ?? '').trim()
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
