/** @deprecated import sessionValue from '@core/platform/storage' (one storage module since issue 13). */
export { sessionValue } from './storage'
