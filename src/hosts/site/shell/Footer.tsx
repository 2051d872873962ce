import { useState } from 'react'
import { oldestBoughtReleaseYear, warranty, type Country } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { useT } from '@widgets/ui/host'
import { SocialIcon } from './icons'
import { social } from './links'
import { TestimonialDialogSlot } from './slots'
import * as styles from './shell.css'
import '@core/site/texts'

/**
 * The site footer (sell-side.md §2 'Footer'): buying from the shop, careers, becoming a dealer,
 * warranty registration, Post Testimonial (a dialog), the three policies and the social accounts.
 */
export function Footer({ country }: { country: Country }) {
  const t = useT()
  const [testimonialOpen, setTestimonialOpen] = useState(false)
  const [testimonialRequested, setTestimonialRequested] = useState(false)
  const how = pathTo('howItWorks', { country })
  const newTab = t('pages.shell.newTab')
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-labelledby="footer-shop">
          <h2 id="footer-shop" className={styles.footerTitle}>{t('pages.footer.shopTitle')}</h2>
          <ul className={styles.footerList}>
            <li><a className={styles.footerLink} href={pathTo('shop', { country })}>{t('pages.footer.buyRefurbished')}</a></li>
            <li><a className={styles.footerLink} href={pathTo('registerPhone', { country })}>{t('pages.footer.warranty')}</a></li>
            <li>
              <button type="button" className={styles.footerLink} aria-haspopup="dialog" onClick={() => {
                  setTestimonialRequested(true)
                  setTestimonialOpen(true)
                }}>
                {t('pages.footer.postTestimonial')}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.footerTitle}>{t('pages.footer.companyTitle')}</h2>
          <ul className={styles.footerList}>
            <li><a className={styles.footerLink} href={how}>{t('pages.shell.aboutUs')}</a></li>
            <li><a className={styles.footerLink} href={pathTo('careers', { country })}>{t('pages.footer.careers')}</a></li>
            <li><a className={styles.footerLink} href={pathTo('dealerRegister', { country })}>{t('pages.footer.dealer')}</a></li>
            <li><a className={styles.footerLink} href={pathTo('retailerRegister', { country })}>{t('pages.shell.becomeRetailer')}</a></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.footerTitle}>{t('pages.footer.legalTitle')}</h2>
          <ul className={styles.footerList}>
            <li><a className={styles.footerLink} href={`${how}?2`}>{t('pages.footer.privacy')}</a></li>
            <li><a className={styles.footerLink} href={`${how}?1`}>{t('pages.footer.terms')}</a></li>
            <li><a className={styles.footerLink} href={`${how}?3`}>{t('pages.footer.returns')}</a></li>
          </ul>
        </nav>
        <div>
          <h2 id="footer-follow" className={styles.footerTitle}>{t('pages.footer.followTitle')}</h2>
          <ul className={styles.socialList} aria-labelledby="footer-follow">
            {social.map((s) => (
              <li key={s.id}>
                <a className={styles.socialLink} href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${t(`pages.footer.social.${s.id}`)} ${newTab}`}>
                  <SocialIcon id={s.id} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.footerBottom}>
          <p className={styles.footerNote}>
            {t('pages.footer.claim', { year: oldestBoughtReleaseYear, points: warranty.qualityCheckPoints, months: warranty.shopMonths })}
          </p>
          <p className={styles.footerNote}>{t('pages.footer.copyright', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
      {/* Loaded at the first click, then kept, so the dialog can close itself and reopen. */}
      {testimonialRequested ? <TestimonialDialogSlot open={testimonialOpen} onOpenChange={setTestimonialOpen} country={country} /> : null}
    </footer>
  )
}
