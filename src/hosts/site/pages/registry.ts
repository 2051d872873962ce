import { accountPages } from './account'
import { contentPages } from './content'
import { sellPages } from './sell'
import { shopPages } from './shop'
import { checkoutPages } from './checkout'
import { repairPages } from './repair'
import type { PageRegistry } from './types'

/** Every built page by route; a route without one shows the 'opens soon' page. */
export const pages: PageRegistry = { ...contentPages, ...sellPages, ...accountPages, ...shopPages, ...repairPages, ...checkoutPages }
