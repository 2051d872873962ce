/**
 * The API's description for developers: the OpenAPI 3.1 document at /api/v1/openapi.json, and its
 * reference page at /api/docs (Scalar's Fastify plugin). The page's script is Scalar's bundle served from
 * this server (/api/docs/js/scalar.js), never a CDN; its Content Security Policy is this page's own: the
 * page's one inline script runs by a nonce made per reply, the bundle's styles are inline, and it talks
 * only to this origin (no web fonts, no telemetry, no proxy).
 */
import { randomBytes } from 'node:crypto'
import apiReference from '@scalar/fastify-api-reference'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { openApiDocument } from './document'

export const openApiPath = '/api/v1/openapi.json'
export const docsPath = '/api/docs'

/** The reference page's policy; `nonce` lets its inline start-up script run. */
export const docsCsp = (nonce: string) => [
  "default-src 'none'",
  `script-src 'self' 'nonce-${nonce}'`,
  // Scalar's bundle injects its stylesheet and sets style attributes at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  // The document, and the calls a reader tries from the page.
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join('; ')

export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(openApiPath, async (_req, reply) => {
    // Public: any origin's tools may read it (it names no secret).
    return reply.header('cache-control', 'public, max-age=300').header('access-control-allow-origin', '*').send(openApiDocument().document)
  })
  await app.register(async (scope) => {
    // The page is about 2 KB: it goes uncompressed, so its script tags can take the nonce as it is sent.
    scope.addHook('onRequest', async (req) => {
      if (!isScript(req)) delete req.headers['accept-encoding']
    })
    scope.addHook('onSend', docsHeaders)
    await scope.register(apiReference, {
      routePrefix: docsPath,
      logLevel: 'warn',
      configuration: {
        url: openApiPath,
        pageTitle: 'Simu API reference',
        // Nothing from another origin: system fonts, no telemetry, no request proxy, no hosted extras.
        withDefaultFonts: false,
        telemetry: false,
        proxyUrl: '',
        showDeveloperTools: 'never',
        showToolbar: 'never',
        hideClientButton: true,
        mcp: { disabled: true },
      } as never,
    })
  })
}

const isScript = (req: FastifyRequest) => req.url.split('?')[0]!.endsWith('/js/scalar.js')

/** The page gets its policy and a nonce on its scripts; the bundle is cached a day. */
async function docsHeaders(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (isScript(req)) {
    reply.header('cache-control', 'public, max-age=86400')
    return payload
  }
  const type = String(reply.getHeader('content-type') ?? '')
  if (!type.startsWith('text/html') || typeof payload !== 'string') return payload
  const nonce = randomBytes(16).toString('base64')
  reply.header('content-security-policy', docsCsp(nonce)).header('cache-control', 'no-cache')
  // The bundle's zod would probe for eval (`Function('')`), which this policy refuses: told to run without it, it never asks.
  const page = payload.replace('<script', `<script>globalThis.__zod_globalConfig = { jitless: true }</script>\n    <script`)
  return page.replace(/<script\b/g, `<script nonce="${nonce}"`)
}
