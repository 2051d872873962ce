import { Dialog } from 'radix-ui'
import { useEffect, useId, useRef, useState } from 'react'
import type { Country } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { trapTab } from '@widgets/ui/Dialog'
import { useT } from '@widgets/ui/host'
import { ChevronDown, CloseIcon } from './icons'
import { sideNavBrands } from './links'
import * as styles from './shell.css'
import '@core/site/texts'

/**
 * The side menu (sell-side.md §2): Home, How It Works, Buy Phone, Sell Phone with its brand pages,
 * Repair Your Phone (live since issue 10), Dealers. A drawer from the left, opened by the header's
 * menu button; it closes when a link is used.
 *
 * Radix's modal mode locks the page by injecting a <style> element, which the site's CSP (style-src
 * 'self') blocks: the error showed in the console and the page kept scrolling. So the dialog runs
 * non-modal and the lock is ours: the page behind is `inert` and a root attribute turns its scrolling
 * off through the site's own stylesheet; Tab is kept inside the drawer.
 */
export default function SideNav({ open, onOpenChange, country, currentPath }: {
  open: boolean
  onOpenChange: (open: boolean) => void
  country: Country
  currentPath?: string
}) {
  const t = useT()
  const [brandsOpen, setBrandsOpen] = useState(false)
  const brandsId = useId()
  const content = useRef<HTMLDivElement>(null)
  const close = () => onOpenChange(false)
  useEffect(() => (open ? lockPage() : undefined), [open])
  const link = (href: string, label: string) => (
    <a className={styles.sideLink} href={href} onClick={close} aria-current={href === currentPath ? 'page' : undefined}>{label}</a>
  )
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        {open ? <div className={styles.overlay} aria-hidden="true" data-testid="side-nav-overlay" onClick={close} /> : null}
        <Dialog.Content
          ref={content}
          aria-modal="true"
          className={styles.drawer}
          aria-describedby={undefined}
          onKeyDown={(e) => trapTab(e, content.current)}
          onInteractOutside={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => {
            e.preventDefault()
            // The reader stays where they were on the page: the button is at the top.
            document.getElementById(menuButtonId)?.focus({ preventScroll: true })
          }}
        >
          <div className={styles.drawerHead}>
            <Dialog.Title className={styles.drawerTitle}>{t('pages.shell.menu')}</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label={t('pages.shell.closeMenu')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label={t('pages.shell.sideNav')}>
            <ul className={styles.sideList}>
              <li>{link(pathTo('sellLanding', { country }), t('pages.shell.home'))}</li>
              <li>{link(pathTo('howItWorks', { country }), t('pages.shell.howItWorks'))}</li>
              <li>{link(pathTo('shop', { country }), t('pages.shell.buyPhone'))}</li>
              <li>
                <button type="button" className={styles.sideLink} aria-expanded={brandsOpen} aria-controls={brandsId} onClick={() => setBrandsOpen(!brandsOpen)}>
                  {t('pages.shell.sellPhone')}
                  <ChevronDown />
                </button>
                <ul id={brandsId} className={styles.sideSubList} hidden={!brandsOpen} aria-label={t('pages.shell.sellBrands')}>
                  {sideNavBrands.map((b) => (
                    <li key={b.id}>{link(pathTo('selectBrand', { country, brand: b.slug, id: b.id }), b.name)}</li>
                  ))}
                </ul>
              </li>
              <li>{link(pathTo('repairLanding', { country }), t('pages.shell.repair'))}</li>
              <li>{link(pathTo('dealerRegister', { country }), t('pages.shell.dealers'))}</li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** The header's menu button: focus goes back to it when the drawer closes. */
export const menuButtonId = 'simu-menu-button'

/** Locks the page behind the drawer (no scrolling, no focus, no clicks); returns the unlock. */
function lockPage(): () => void {
  const root = document.documentElement
  const site = document.querySelector('[data-simu-site]')
  root.setAttribute(styles.lockedAttribute, '')
  site?.setAttribute('inert', '')
  return () => {
    root.removeAttribute(styles.lockedAttribute)
    site?.removeAttribute('inert')
  }
}
