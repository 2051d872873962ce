import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'

/** The site area's routes (registered in app.ts). */
export default function siteRoutes(_app: FastifyInstance, _s: Services): void {}
