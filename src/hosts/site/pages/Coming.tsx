import type { Country } from '@core/domain/constants'
import type { RouteName } from '@core/platform/routes'
import { useT } from '@widgets/ui/host'
import { href } from '../router'
import * as styles from '../site.css'

/** A route of the spec whose page is not built yet: says so plainly and offers the price checker. */
export function Coming({ route, country }: { route: RouteName; country: Country }) {
  const t = useT()
  return (
    <section className={styles.page} aria-labelledby="coming-title">
      <h1 id="coming-title">{t('site.comingTitle', { page: t(`site.pages.${route}`) })}</h1>
      <p>{t('site.comingBody')}</p>
      <a href={href('sellLanding', { country })}>{t('site.nav.sellPhone')}</a>
    </section>
  )
}
