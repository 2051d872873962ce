import type { Country } from '@core/domain/constants'
import type { RouteName } from '@core/platform/routes'
import { useT } from '@widgets/ui/host'
import { breadcrumbTrail } from './nav'
import * as styles from './shell.css'
import '@core/site/texts'

/** Home > page name, from the route; nothing on the home page itself. */
export function Breadcrumb({ route, country }: { route: RouteName | undefined; country: Country }) {
  const t = useT()
  const trail = breadcrumbTrail(route, country)
  if (trail.length === 0) return null
  return (
    <nav aria-label={t('pages.shell.breadcrumb')} className={styles.crumbs}>
      <ol className={styles.crumbList}>
        {trail.map((c, i) => (
          <li key={c.label}>
            {c.href ? <a href={c.href}>{t(c.label)}</a> : <span aria-current={i === trail.length - 1 ? 'page' : undefined}>{t(c.label)}</span>}
          </li>
        ))}
      </ol>
    </nav>
  )
}
