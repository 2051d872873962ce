import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'

/** The checkout area's API routes. */
export default function checkoutRoutes(app: FastifyInstance, services: Services): void {
  void app
  void services
}
