import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'

/** The sell-flow area's routes (registered in app.ts). */
export default function sellFlowRoutes(_app: FastifyInstance, _s: Services): void {}
