import { useStore } from '@nanostores/react'
import { useEffect, useMemo, type MouseEvent } from 'react'
import { catalogue as limits, warranty, type Country } from '@core/domain/constants'
import { gridCells, pageCount, parseShopSearch, shopQueryString, type ShopView } from '@core/domain/shop'
import { pathTo } from '@core/platform/routes'
import { createCatalogue, type Catalogue, createShopHome, type ShopHome } from '@core/shop'
import { Button } from '@widgets/ui/Button'
import { Dialog } from '@widgets/ui/Dialog'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import { visuallyHidden } from '@widgets/ui/ui.css'
import type { PageProps } from '../types'
import { Filters } from './Filters'
import { InTheBox, PlaceholderCard, ProductCard } from './ProductCard'
import { TrustBadges } from './TrustBadges'
import * as styles from './shop.css'

/** /{country}/ecommerce/shop (with the home-style parts) and /shop/products: the catalogue, its view in the URL. */
export function CatalogueRoute({ country, search, landing }: PageProps & { landing: boolean }) {
  const path = pathTo(landing ? 'shop' : 'shopProducts', { country })
  const view = useMemo(() => parseShopSearch(search), [search])
  const catalogue = useMemo(() => createCatalogue({ path, view }), [path])
  const home = useMemo(() => (landing ? createShopHome() : undefined), [landing])
  // Back, forward or a link changed the query: show that view.
  useEffect(() => catalogue.show(view), [catalogue, view])
  return <CatalogueView country={country} catalogue={catalogue} home={home} />
}

export default function ShopProducts(props: PageProps) {
  return <CatalogueRoute {...props} landing={false} />
}

/** The catalogue page for a given store: stories pass one in any state. */
export function CatalogueView({ country, catalogue, home }: { country: Country; catalogue: Catalogue; home?: ShopHome }) {
  const t = useT()
  const state = useStore(catalogue.$state)
  const drawerOpen = useStore(catalogue.$drawerOpen)
  const { view, inventory, brands } = state
  const loading = inventory.status === 'idle' || inventory.status === 'loading'
  const items = inventory.status === 'ready' ? inventory.data.items : []
  const count = inventory.status === 'ready' ? inventory.data.count : 0
  const filters = <Filters view={view} brands={brands} country={country} onChange={catalogue.change} />
  return (
    <div className={styles.stack}>
      <header className={styles.section}>
        <h1 className={styles.title}>{t('shop.catalogue.title')}</h1>
        <p className={styles.muted}>{t('shop.catalogue.intro', { months: warranty.shopMonths })}</p>
        {home ? <TrustBadges /> : null}
      </header>
      {home ? <Strips country={country} home={home} /> : null}
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('shop.catalogue.filtersTitle')}>{filters}</aside>
        <section className={styles.stack} aria-labelledby="catalogue-grid-title" aria-busy={loading || undefined}>
          <div className={styles.toolbar}>
            <p className={styles.muted} id="catalogue-grid-title" aria-live="polite">
              {loading ? t('shop.catalogue.loading') : count === 1 ? t('shop.catalogue.countOne') : t('shop.catalogue.count', { count })}
            </p>
            <Button tone="secondary" className={styles.explore} onClick={catalogue.openDrawer} aria-haspopup="dialog">{t('shop.catalogue.explore')}</Button>
          </div>
          {loading ? (
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: limits.pageSize }, (_, i) => <li key={i}><PlaceholderCard /></li>)}
            </ul>
          ) : items.length === 0 ? (
            <div className={styles.empty} role="status">
              <h2 className={styles.h2}>{t('shop.catalogue.empty')}</h2>
              <p className={styles.muted}>{t('shop.catalogue.emptyHint')}</p>
              {inventory.status === 'error' ? <Button tone="secondary" onClick={() => void catalogue.load()}>{t('common.retry')}</Button> : null}
            </div>
          ) : (
            <ul className={styles.grid} aria-label={t('shop.catalogue.gridLabel')}>
              {gridCells(items).map((cell) => (
                <li key={cell.kind === 'promo' ? 'in-the-box' : cell.item.details._id}>
                  {cell.kind === 'promo' ? <InTheBox /> : <ProductCard item={cell.item} country={country} />}
                </li>
              ))}
            </ul>
          )}
          {loading ? <span className={visuallyHidden}><Spinner label={t('shop.catalogue.loading')} /></span> : null}
          {!loading && count > 0 ? <Pagination view={view} count={count} onChange={catalogue.change} /> : null}
        </section>
      </div>
      <Dialog open={drawerOpen} onOpenChange={(open) => (open ? catalogue.openDrawer() : catalogue.closeDrawer())} title={t('shop.catalogue.filtersTitle')} kind="drawer">
        <div className={styles.drawerBody}>
          {filters}
          <Button onClick={catalogue.closeDrawer}>{t('shop.catalogue.applyFilters')}</Button>
        </div>
      </Dialog>
    </div>
  )
}

/** Page links, shown when there is more than one page; each is a real link to its URL. */
function Pagination({ view, count, onChange }: { view: ShopView; count: number; onChange: (next: ShopView) => void }) {
  const t = useT()
  const pages = pageCount(count, view.instock)
  if (pages <= 1) return null
  const to = (page: number) => ({
    href: shopQueryString({ ...view, page }) || '?',
    onClick: (e: MouseEvent) => {
      e.preventDefault()
      onChange({ ...view, page })
    },
  })
  return (
    <nav aria-label={t('shop.catalogue.pagination')}>
      <ul className={styles.pagination}>
        <li>
          {view.page > 1 ? <a className={styles.pageLink} {...to(view.page - 1)}>{t('shop.catalogue.previous')}</a> : <span className={styles.pageDisabled} aria-disabled="true">{t('shop.catalogue.previous')}</span>}
        </li>
        {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
          <li key={page}>
            <a className={styles.pageLink} {...to(page)} aria-current={page === view.page ? 'page' : undefined} aria-label={t('shop.catalogue.pageOf', { page, pages })}>{page}</a>
          </li>
        ))}
        <li>
          {view.page < pages ? <a className={styles.pageLink} {...to(view.page + 1)}>{t('shop.catalogue.next')}</a> : <span className={styles.pageDisabled} aria-disabled="true">{t('shop.catalogue.next')}</span>}
        </li>
      </ul>
    </nav>
  )
}

/** The shop landing's featured and deals strips. */
function Strips({ country, home }: { country: Country; home: ShopHome }) {
  const t = useT()
  const state = useStore(home.$state)
  return (
    <>
      {(['featured', 'deals'] as const).map((kind) => {
        const strip = state[kind]
        const titleId = `shop-strip-${kind}`
        return (
          <section key={kind} className={styles.section} aria-labelledby={titleId} aria-busy={strip.status === 'loading' || undefined}>
            <h2 className={styles.h2} id={titleId}>{t(kind === 'featured' ? 'shop.home.featured' : 'shop.home.deals')}</h2>
            {strip.status === 'ready' && strip.data.length > 0 ? (
              <ul className={styles.strip}>
                {strip.data.map((item) => <li key={item.details._id} className={styles.stripItem}><ProductCard item={item} country={country} headingLevel={3} /></li>)}
              </ul>
            ) : strip.status === 'error' ? (
              <p className={styles.muted}>{t('shop.home.stripError')}</p>
            ) : strip.status === 'ready' ? null : (
              <Spinner label={t('common.loading')} />
            )}
          </section>
        )
      })}
    </>
  )
}
