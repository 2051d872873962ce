import { oldestBoughtReleaseYear, samsungTradeInOpen, warranty, claims } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { PriceChecker } from '@widgets/price-checker'
import { useT } from '@widgets/ui/host'
import { go } from '@hosts/site/router'
import { blogTeasers } from '@hosts/site/shell/links'
import { PromoPopupSlot, TestimonialsSlot } from '@hosts/site/shell/slots'
import { ShowsStoredState } from '@hosts/site/ssr/stored-state'
import type { PageProps } from '../types'
import blogValue from './images/blog-value.svg'
import blogWipe from './images/blog-wipe.svg'
import * as styles from './content.css'
import { HeroSlider } from './HeroSlider'

const blogImages = { wipe: blogWipe, value: blogValue } as const

/**
 * The sell landing page (sell-side.md §2): the hero slider (sell, buy, repair), the three selling steps beside the price checker, the
 * claims, the store trade-in block, the Samsung banner, testimonials, two blog teasers and the slogan.
 */
export default function SellLanding({ country }: PageProps) {
  const t = useT()
  return (
    <div className={styles.stack}>
      <HeroSlider country={country} />

      <div id="check-price" className={styles.checker}>
        <SellSteps />
        {/* On the full site 'Sell now' continues into the sell flow with the estimate in $sell. */}
        {/* It shows the phone this browser last chose: for a visitor who keeps one, the browser renders it. */}
        <ShowsStoredState fallback={<div className={styles.checkerPlaceholder} aria-busy="true" />}>
          <PriceChecker onSellNow={() => go('sellWizard', { country })} />
        </ShowsStoredState>
      </div>

      <Claims />

      <StoreTradeIn country={country} />

      {/* The Samsung store trade-in runs in Kenya only: elsewhere its banner would lead to stores abroad. */}
      {samsungTradeInOpen(country) ? (
        <section className={styles.banner} aria-labelledby="sell-banner">
          <div className={styles.section}>
            <h2 id="sell-banner" className={styles.h2}>{t('pages.landing.bannerTitle')}</h2>
            <p className={styles.text}>{t('pages.landing.bannerBody')}</p>
          </div>
          <a className={styles.bannerButton} href={pathTo('samsung', { country })} aria-describedby="sell-banner">{t('pages.landing.viewMore')}</a>
        </section>
      ) : null}

      {/* The spec's promotional pop-up of the sell page (sell-side.md §2, §4). */}
      <PromoPopupSlot country={country} />
      <TestimonialsSlot country={country} fallback={<p className={styles.muted}>{t('pages.forms.loading')}</p>} />

      <BlogTeasers />

      <section className={styles.slogan} aria-labelledby="sell-slogan">
        <h2 id="sell-slogan" className={styles.sloganTitle}>{t('pages.landing.sloganTitle')}</h2>
        <p className={styles.heroBody}>{t('pages.landing.sloganBody')}</p>
        <a className={styles.cta} href="#check-price">{t('pages.landing.heroCta')}</a>
      </section>
    </div>
  )
}

/** Simu's claims: the checks, half the price, the service centres, the speed, the recent phones. */
function Claims() {
  const t = useT()
  const [min, max] = claims.tradeInMinutes
  return (
    <section className={styles.section} aria-labelledby="sell-claims">
      <h2 id="sell-claims" className={styles.h2}>{t('pages.landing.claimsTitle')}</h2>
      <ul className={styles.tiles}>
        <li className={styles.tile}>
          <p className={styles.claimValue}>{t('pages.landing.claims.checks', { n: warranty.qualityCheckPoints })}</p>
          <p className={styles.muted}>{t('pages.landing.claims.checksBody', { n: warranty.qualityCheckPoints })}</p>
        </li>
        <li className={styles.tile}>
          <p className={styles.claimValue}>{t('pages.landing.claims.half')}</p>
          <p className={styles.muted}>{t('pages.landing.claims.halfBody')}</p>
        </li>
        <li className={styles.tile}>
          <p className={styles.claimValue}>{t('pages.landing.claims.centres', { n: claims.serviceCentres })}</p>
          <p className={styles.muted}>{t('pages.landing.claims.centresBody')}</p>
        </li>
        <li className={styles.tile}>
          <p className={styles.claimValue}>{t('pages.landing.claims.fast', { min, max })}</p>
          <p className={styles.muted}>{t('pages.landing.claims.fastBody', { min, max, pay: claims.paymentMinutes })}</p>
        </li>
        <li className={styles.tile}>
          <p className={styles.claimValue}>{t('pages.landing.claims.recent', { year: oldestBoughtReleaseYear })}</p>
          <p className={styles.muted}>{t('pages.landing.claims.recentBody', { year: oldestBoughtReleaseYear })}</p>
        </li>
      </ul>
    </section>
  )
}

/** Trading in at a store: three steps and the link to the store list. */
function StoreTradeIn({ country }: { country: PageProps['country'] }) {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby="sell-store">
      <h2 id="sell-store" className={styles.h2}>{t('pages.landing.storeTitle')}</h2>
      <p className={styles.lead}>{t('pages.landing.storeIntro')}</p>
      <ol className={styles.tiles}>
        {(['check', 'pick', 'paid'] as const).map((k, i) => (
          <li key={k} className={styles.tile}>
            <span className={styles.stepNumber} aria-hidden="true">{i + 1}</span>
            <h3 className={styles.h3}>{t(`pages.landing.storeSteps.${k}`)}</h3>
            <p className={styles.muted}>{t(`pages.landing.storeSteps.${k}Body`)}</p>
          </li>
        ))}
      </ol>
      <p><a className={styles.linkButtonSecondary} href={pathTo('stores', { country })}>{t('pages.landing.storeLink')}</a></p>
    </section>
  )
}

/** Two posts of the blog, each opening in a new tab. */
function BlogTeasers() {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby="sell-blog">
      <h2 id="sell-blog" className={styles.h2}>{t('pages.landing.blogTitle')}</h2>
      <ul className={styles.blogGrid}>
        {blogTeasers.map((post) => (
          <li key={post.id} className={styles.blogCard}>
            <img className={styles.blogImage} src={blogImages[post.id]} alt="" width={600} height={300} loading="lazy" />
            <div className={styles.blogBody}>
              <h3 className={styles.h3} id={`blog-${post.id}`}>{t(`pages.landing.blog.${post.id}.title`)}</h3>
              <p className={styles.muted}>{t(`pages.landing.blog.${post.id}.excerpt`)}</p>
              <a href={post.link} target="_blank" rel="noopener noreferrer" aria-describedby={`blog-${post.id}`}>
                {t('pages.landing.readMore')}
                <span className={styles.visuallyHiddenText}> {t('pages.shell.newTab')}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The three selling steps beside the price checker. */
function SellSteps() {
  const t = useT()
  return (
    <section className={styles.section} aria-labelledby="sell-steps">
      <h2 id="sell-steps" className={styles.h2}>{t('pages.landing.stepsTitle')}</h2>
      <ol className={styles.stepList}>
        {([['stepCheckPrice', 'stepCheckPriceBody'], ['stepPickup', 'stepPickupBody'], ['stepPaid', 'stepPaidBody']] as const).map(([title, body], i) => (
          <li key={title} className={styles.tile}>
            <span className={styles.stepNumber} aria-hidden="true">{i + 1}</span>
            <h3 className={styles.h3}>{t(`site.${title}`)}</h3>
            <p className={styles.muted}>{t(`site.${body}`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
