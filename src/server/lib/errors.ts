/** An error with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Seconds until a retry may succeed (429): sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg)
export const unauthorized = (msg = 'Please sign in to continue') => new HttpError(401, msg)
export const forbidden = (msg = 'You may not do that') => new HttpError(403, msg)
export const notFound = (msg = 'Not found') => new HttpError(404, msg)
/**
 * Without seconds, the Retry-After of a 429 comes from the database limit that tripped in this request
 * (lib/rate-limit.ts hitLimits), so call sites need not pass it.
 */
export const tooMany = (msg: string, retryAfterSeconds?: number) => new HttpError(429, msg, retryAfterSeconds)
