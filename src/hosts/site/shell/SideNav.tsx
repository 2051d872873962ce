import { Dialog } from 'radix-ui'
import { useId, useState } from 'react'
import type { Country } from '../../../core/domain/constants'
import { pathTo } from '../../../core/routes'
import { useT } from '../../../widgets/ui/host'
import { ChevronDown, CloseIcon } from './icons'
import { sideNavBrands } from './links'
import * as styles from './shell.css'
import '../../../core/i18n/areas/pages'

/**
 * The side menu (sell-side.md §2): Home, How It Works, Buy Phone, Sell Phone with its brand pages,
 * Dealers. A drawer from the left, opened by the header's menu button; it closes when a link is used.
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
  const close = () => onOpenChange(false)
  const link = (href: string, label: string) => (
    <a className={styles.sideLink} href={href} onClick={close} aria-current={href === currentPath ? 'page' : undefined}>{label}</a>
  )
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
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
              <li>{link(pathTo('dealerRegister', { country }), t('pages.shell.dealers'))}</li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
