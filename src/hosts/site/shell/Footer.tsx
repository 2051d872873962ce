import type { Country } from '../../../core/domain/constants'
import { useT } from '../../../widgets/ui/host'
import { href } from '../router'
import * as styles from '../site.css'

export function Footer({ country: c }: { country: Country }) {
  const t = useT()
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t('site.nav.footerMenu')}>
          <ul className={styles.footerLinks}>
            <li><a href={href('careers', { country: c })}>{t('site.nav.careers')}</a></li>
            <li><a href={href('dealerRegister', { country: c })}>{t('site.nav.dealer')}</a></li>
            <li><a href={href('registerPhone', { country: c })}>{t('site.nav.warranty')}</a></li>
            <li><a href={`${href('howItWorks', { country: c })}?2`}>{t('site.nav.privacy')}</a></li>
            <li><a href={`${href('howItWorks', { country: c })}?1`}>{t('site.nav.terms')}</a></li>
            <li><a href={`${href('howItWorks', { country: c })}?3`}>{t('site.nav.returns')}</a></li>
          </ul>
        </nav>
        <p>{t('site.footerClaim')}</p>
      </div>
    </footer>
  )
}
