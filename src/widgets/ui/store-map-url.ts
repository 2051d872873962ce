import type { Store } from '@core/catalogue/contract'
import { mapsUrl } from '@core/domain/maps'

/** What a store's Map link and dialog show. */
export type MapStore = Pick<Store, 'store_name' | 'store_location' | 'region' | 'contact' | 'lat' | 'lng' | 'openingHours'>

/** The store's Google Maps search link (its coordinates, or its address when it has none). */
export const storeMapUrl = (store: MapStore) => mapsUrl({ lat: store.lat, lng: store.lng, address: `${store.store_location}, ${store.region}` })
