import { Spinner } from '@widgets/ui/Spinner'
import { useT } from '@widgets/ui/host'
import * as styles from './placeholder.css'

/** The page's title and a spinner, in the page's place (its code loading, or the server leaving it to the browser). */
export function PagePlaceholder({ title }: { title: string }) {
  const t = useT()
  return (
    <div className={styles.placeholder} aria-busy="true">
      <h1 className={styles.title}>{title}</h1>
      <Spinner label={t('common.loading')} />
    </div>
  )
}
