import { useStore } from '@nanostores/react'
import { useEffect } from 'react'
import { oldestBoughtReleaseYear, repair, warranty, claims } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { $language } from '@core/platform/locale'
import { useT } from '@widgets/ui/host'
import { mailboxes, whatsappUrl } from '@hosts/site/shell/links'
import type { PageProps } from '../types'
import * as styles from './content.css'

/** ?1 terms, ?2 privacy, ?3 return policy (sell-side.md §2 route table); anything else the process. */
export const policyByQuery = { '1': 'terms', '2': 'privacy', '3': 'returns' } as const
export type Policy = (typeof policyByQuery)[keyof typeof policyByQuery]
export const policyOf = (search: Record<string, string>): Policy | null =>
  (Object.keys(policyByQuery) as (keyof typeof policyByQuery)[]).map((k) => (k in search ? policyByQuery[k] : null)).find(Boolean) ?? null

const sections = ['s1', 's2', 's3', 's4', 's5', 's6', 's7'] as const
/** When the policy texts last changed. */
const policiesUpdated = '2026-03-01'

export default function HowItWorks({ country, search }: PageProps) {
  const policy = policyOf(search)
  useEffect(() => {
    // The header's Help link points at #help; the page renders after the router moved, so scroll here.
    if (!policy && location.hash === '#help') document.getElementById('help')?.scrollIntoView()
  }, [policy])
  return (
    <div className={styles.stack}>
      <PolicyNav country={country} current={policy} />
      {policy ? <PolicyText policy={policy} /> : <Process country={country} />}
    </div>
  )
}

function PolicyNav({ country, current }: { country: PageProps['country']; current: Policy | null }) {
  const t = useT()
  const how = pathTo('howItWorks', { country })
  const links = [
    { href: how, label: t('pages.how.title'), active: current === null },
    { href: `${how}?1`, label: t('pages.footer.terms'), active: current === 'terms' },
    { href: `${how}?2`, label: t('pages.footer.privacy'), active: current === 'privacy' },
    { href: `${how}?3`, label: t('pages.footer.returns'), active: current === 'returns' },
  ]
  return (
    <nav aria-label={t('pages.how.policiesNav')}>
      <ul className={styles.tabs}>
        {links.map((l) => (
          <li key={l.href}><a className={styles.tab} href={l.href} aria-current={l.active ? 'page' : undefined}>{l.label}</a></li>
        ))}
      </ul>
    </nav>
  )
}

function PolicyText({ policy }: { policy: Policy }) {
  const t = useT()
  const language = useStore($language)
  const updated = new Intl.DateTimeFormat(language === 'sw' ? 'sw-TZ' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${policiesUpdated}T00:00:00Z`))
  const params = (s: (typeof sections)[number]) => ({
    pay: claims.paymentMinutes,
    months: warranty.shopMonths,
    // The money-back promise and the replacement promise have their own day counts.
    days: policy === 'returns' && s === 's2' ? warranty.replaceDays : repair.moneyBackDays,
    email: policy === 'privacy' ? mailboxes.privacy : mailboxes.help,
  })
  return (
    <article className={`${styles.card} ${styles.prose}`} aria-labelledby="policy-title">
      <h1 id="policy-title" className={styles.h1}>{t(`pages.${policy}.title`)}</h1>
      <p className={styles.muted}>{t('pages.how.updated', { date: updated })}</p>
      <p className={styles.lead}>{t(`pages.${policy}.intro`)}</p>
      {sections.map((s) => (
        <section key={s} className={styles.section} aria-labelledby={`policy-${s}`}>
          <h2 id={`policy-${s}`} className={styles.h3}>{t(`pages.${policy}.${s}.title`, params(s))}</h2>
          <p className={styles.text}>{t(`pages.${policy}.${s}.body`, params(s))}</p>
        </section>
      ))}
    </article>
  )
}

function Process({ country }: { country: PageProps['country'] }) {
  const t = useT()
  const [min, max] = claims.tradeInMinutes
  const steps = [
    ['check', 'checkBody', {}],
    ['pickup', 'pickupBody', { centres: claims.serviceCentres }],
    ['check2', 'check2Body', { points: warranty.qualityCheckPoints, min, max }],
    ['paid', 'paidBody', { pay: claims.paymentMinutes }],
  ] as const
  return (
    <>
      <section className={styles.section} aria-labelledby="how-title">
        <h1 id="how-title" className={styles.h1}>{t('pages.how.title')}</h1>
        <p className={styles.lead}>{t('pages.how.intro')}</p>
      </section>
      <section className={styles.section} aria-labelledby="how-sell">
        <h2 id="how-sell" className={styles.h2}>{t('pages.how.sellTitle')}</h2>
        <ol className={styles.tiles}>
          {steps.map(([title, body, params], i) => (
            <li key={title} className={styles.tile}>
              <span className={styles.stepNumber} aria-hidden="true">{i + 1}</span>
              <h3 className={styles.h3}>{t(`pages.how.sellSteps.${title}`)}</h3>
              <p className={styles.muted}>{t(`pages.how.sellSteps.${body}`, params)}</p>
            </li>
          ))}
        </ol>
        <p className={styles.text}>{t('pages.how.yearNote', { year: oldestBoughtReleaseYear })}</p>
        <p><a className={styles.linkButton} href={pathTo('sellLanding', { country })}>{t('pages.landing.heroCta')}</a></p>
      </section>
      <section className={`${styles.card} ${styles.section}`} aria-labelledby="how-bring">
        <h2 id="how-bring" className={styles.h2}>{t('pages.how.bringTitle')}</h2>
        <ul className={styles.bullets}>
          {(['backup', 'accounts', 'sim', 'id'] as const).map((k) => <li key={k}>{t(`pages.how.bring.${k}`)}</li>)}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="how-buy">
        <h2 id="how-buy" className={styles.h2}>{t('pages.how.buyTitle')}</h2>
        <p className={styles.text}>{t('pages.how.buyBody', { points: warranty.qualityCheckPoints, months: warranty.shopMonths, days: warranty.replaceDays })}</p>
        <p><a href={pathTo('shop', { country })}>{t('pages.shell.buyPhone')}</a></p>
      </section>
      <section className={styles.section} aria-labelledby="how-repair">
        <h2 id="how-repair" className={styles.h2}>{t('pages.how.repairTitle')}</h2>
        <p className={styles.text}>{t('pages.how.repairBody')}</p>
        <p><a href={pathTo('repairLanding', { country })}>{t('pages.how.repairLink')}</a></p>
      </section>
      <section id="help" className={`${styles.card} ${styles.section}`} aria-labelledby="how-help">
        <h2 id="how-help" className={styles.h2}>{t('pages.how.helpTitle')}</h2>
        <p className={styles.text}>{t('pages.how.helpBody')}</p>
        <div className={styles.actions}>
          <a className={styles.linkButton} href={whatsappUrl(country)} target="_blank" rel="noopener noreferrer">
            {t('pages.how.helpWhatsapp')}<span className={styles.visuallyHiddenText}> {t('pages.shell.newTab')}</span>
          </a>
          <a href={`mailto:${mailboxes.help}`}>{t('pages.how.helpEmail', { email: mailboxes.help })}</a>
        </div>
      </section>
    </>
  )
}
