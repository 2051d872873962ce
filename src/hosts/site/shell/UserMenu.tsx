import { useStore } from '@nanostores/react'
import type { Country } from '@core/domain/constants'
import { pathTo } from '@core/platform/routes'
import { $greetingName, signOut } from '@core/account'
import { openSignIn, type PageKind } from '@core/account'
import { useT } from '@widgets/ui/host'
import { useHydrated } from '../ssr/client-only'
import { UserIcon } from './icons'
import { MenuButton, type MenuItem } from './MenuButton'
import * as styles from './shell.css'
import '@core/site/texts'

/**
 * The header's user menu (sell-side.md §2 'Header'). A user whose sign-up is complete is greeted by
 * first name and gets Track Your Order, Orders and Sign out; anyone else gets Sign In / Sign Up and
 * Track Your Order, which open the sign-in drawer and then return to the page (or to tracking).
 */
export function UserMenu({ country, kind }: { country: Country; kind: PageKind }) {
  const t = useT()
  // Signed out on the server and while hydrating (the session lives in this browser), then the real one.
  const storedName = useStore($greetingName)
  const name = useHydrated() ? storedName : undefined
  const track = pathTo('deviceDetails', { country })
  const here = () => (typeof location === 'undefined' ? pathTo('sellLanding', { country }) : location.pathname + location.search)
  const items: MenuItem[] = name
    ? [
        { id: 'track', label: t('pages.shell.trackOrder'), href: track },
        { id: 'orders', label: t('pages.shell.orders'), href: pathTo('orders', { country }) },
        { id: 'repairs', label: t('pages.shell.myRepairs'), href: pathTo('repairSummary', { country }) },
        { id: 'signOut', label: t('pages.shell.signOut'), onSelect: () => void signOut() },
      ]
    : [
        { id: 'signIn', label: t('pages.shell.signInUp'), onSelect: () => openSignIn({ kind, next: here() }) },
        { id: 'track', label: t('pages.shell.trackOrder'), onSelect: () => openSignIn({ kind, next: track }) },
      ]
  return (
    <div className={styles.user}>
      <MenuButton
        label={t('pages.shell.accountMenu')}
        items={items}
        trigger={
          <>
            <UserIcon />
            <span className={styles.userLabel}>{name ? t('pages.shell.greeting', { name }) : t('pages.shell.account')}</span>
          </>
        }
      />
    </div>
  )
}
