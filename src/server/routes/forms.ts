import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'

/** The forms area's routes (registered in app.ts). */
export default function formsRoutes(_app: FastifyInstance, _s: Services): void {}
