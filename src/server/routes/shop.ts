import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'

/** The shop area's API routes. */
export default function shopRoutes(app: FastifyInstance, services: Services): void {
  void app
  void services
}
