import { useStore } from '@nanostores/react'
import { useMemo } from 'react'
import { PriceChecker } from '@widgets/price-checker/PriceChecker'
import { Button } from '@widgets/ui/Button'
import { ErrorPanel } from '@widgets/ui/ErrorPanel'
import { useT } from '@widgets/ui/host'
import { Spinner } from '@widgets/ui/Spinner'
import { go } from '@hosts/site/router'
import type { PageProps } from '../types'
import { NotFound } from './NotFound'
import { createPartnerPage, type PartnerPage } from '@core/site'
import * as styles from './content.css'

/**
 * A partner's landing page (/{country}/partners/{partner}): the partner's name and the price checker,
 * whose quotes are attributed to the partner; an unknown partner is the not-found screen.
 */
export function PartnerView({ country, partnerId, page: given }: Pick<PageProps, 'country'> & { partnerId: string; page?: PartnerPage }) {
  const t = useT()
  const page = useMemo(() => given ?? createPartnerPage(partnerId), [given, partnerId])
  const state = useStore(page.$partner)
  if (state.status === 'missing') return <NotFound country={country} />
  if (state.status !== 'ready') {
    // Until the partner's name is known the page has a plain heading, so it is never without one.
    return (
      <section className={styles.section} aria-labelledby="partner-title" aria-busy={state.status === 'loading' || undefined}>
        <h1 id="partner-title" className={styles.h1}>{t('site.pages.partner')}</h1>
        {state.status === 'error' ? (
          <ErrorPanel message={state.network ? t('common.networkError') : t('pages.partner.error')}>
            <div><Button tone="secondary" onClick={() => void page.load()}>{t('common.retry')}</Button></div>
          </ErrorPanel>
        ) : (
          <Spinner label={t('pages.partner.loading')} />
        )}
      </section>
    )
  }
  const partner = state.data.name
  return (
    <div className={styles.checker}>
      <section className={styles.section} aria-labelledby="partner-title">
        <h1 id="partner-title" className={styles.h1}>{t('pages.partner.title', { partner })}</h1>
        <p className={styles.lead}>{t('pages.partner.intro', { partner })}</p>
      </section>
      <PriceChecker onSellNow={() => go('sellWizard', { country })} />
    </div>
  )
}

export default function Partner({ country, params }: PageProps) {
  return <PartnerView country={country} partnerId={params.partner ?? ''} />
}
