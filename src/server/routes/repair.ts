import type { FastifyInstance } from 'fastify'
import type { Services } from '../services'

/** The repair area's API routes. */
export default function repairRoutes(app: FastifyInstance, services: Services): void {
  void app
  void services
}
