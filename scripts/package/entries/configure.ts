/**
 * @simu/widgets: where the widgets' API is and which app key they send. Call it right after importing
 * the elements (or the loader), before the first widget draws; setting globalThis.__simuConfig =
 * { baseUrl, appKey } before the import works too.
 */
import { configureApi } from '@core/platform/api/client'

export interface SimuConfig {
  /** The API base URL, e.g. https://YOUR-SIMU-HOST/api/v1. */
  api: string
  /** Your app key (pk_...), registered for the origins of your pages. */
  appKey: string
}

export function configure({ api, appKey }: SimuConfig): void {
  configureApi({ baseUrl: api, appKey })
}
