import type { Language } from '@core/domain/constants'
import { codeForEnglish, codeForStatus, errorMessage, isErrorCode, type ErrorCode, type MessageParams } from '../messages'

/**
 * An error with the status, stable code and message the client should see. Pass a catalogue code
 * (messages.ts) and its params; an English text still works: a catalogued text gets its code, any other
 * text keeps its words and gets the status's generic code.
 */
export class HttpError extends Error {
  readonly code: ErrorCode
  /** Whether `message` is the catalogue's text for `code` (so it can be given in another language). */
  readonly catalogued: boolean

  constructor(
    readonly statusCode: number,
    codeOrMessage: string,
    /** Seconds until a retry may succeed (429): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
    readonly params?: MessageParams,
  ) {
    const code = isErrorCode(codeOrMessage) ? codeOrMessage : codeForEnglish(codeOrMessage)
    super(code ? errorMessage(code, 'en', params) : codeOrMessage)
    this.code = code ?? codeForStatus(statusCode)
    this.catalogued = code !== undefined
  }

  /** The message in the request's language; an uncatalogued text stays as written. */
  messageIn(language: Language): string {
    return this.catalogued ? errorMessage(this.code, language, this.params) : this.message
  }
}

export const badRequest = (code: string, params?: MessageParams) => new HttpError(400, code, undefined, params)
export const unauthorized = (code = 'sign_in_required', params?: MessageParams) => new HttpError(401, code, undefined, params)
export const forbidden = (code = 'forbidden', params?: MessageParams) => new HttpError(403, code, undefined, params)
export const notFound = (code = 'not_found', params?: MessageParams) => new HttpError(404, code, undefined, params)
export const conflict = (code: string, params?: MessageParams) => new HttpError(409, code, undefined, params)
/**
 * Without seconds, the Retry-After of a 429 comes from the database limit that tripped in this request
 * (lib/rate-limit.ts hitLimits), so call sites need not pass it.
 */
export const tooMany = (code: string, retryAfterSeconds?: number, params?: MessageParams) => new HttpError(429, code, retryAfterSeconds, params)
