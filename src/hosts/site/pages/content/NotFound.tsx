import type { Country } from '@core/domain/constants'
import { useT } from '@widgets/ui/host'
import * as styles from '@hosts/site/site.css'

export function NotFound({ country }: { country: Country }) {
  const t = useT()
  return (
    <section className={styles.page} aria-labelledby="nf-title">
      <h1 id="nf-title">{t('site.notFoundTitle')}</h1>
      <p>{t('site.notFoundBody')}</p>
      <a href={`/${country}`}>{t('site.backHome')}</a>
    </section>
  )
}
