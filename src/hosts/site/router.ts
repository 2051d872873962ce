import { createRouter, getPagePath, openPage } from '@nanostores/router'
import { computed } from 'nanostores'
import { matchRoute, routes, type RouteName } from '@core/platform/routes'

export const $router = createRouter(routes)

/** The page to show: the router's match, unless matchRoute refuses it (an unknown country). */
export const $page = computed($router, (page) => {
  if (!page) return null
  const match = matchRoute(page.path)
  return match ? { route: match.route, params: match.params, search: page.search } : null
})

export const go = (name: RouteName, params: Record<string, string> = {}) => openPage($router, name as never, params as never)
export const href = (name: RouteName, params: Record<string, string> = {}) => getPagePath($router, name as never, params as never)
