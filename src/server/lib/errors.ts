/** An error with the status and message the client should see. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

export const badRequest = (msg: string) => new HttpError(400, msg)
export const unauthorized = (msg = 'Please sign in to continue') => new HttpError(401, msg)
export const forbidden = (msg = 'You may not do that') => new HttpError(403, msg)
export const notFound = (msg = 'Not found') => new HttpError(404, msg)
export const tooMany = (msg: string) => new HttpError(429, msg)
