import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'

/** The account area's routes (registered in app.ts). */
export default function accountRoutes(_app: FastifyInstance, _s: Services): void {}
