/** Puts the shared stores in a story's state once, before the story renders (no effects, no calls). */
import { useState, type ReactNode } from 'react'
import type { Country, Language } from '@core/domain/constants'
import type { CartLine } from '@core/domain/cart'
import { $auth, type AuthState } from '@core/account/auth'
import { $cart } from '@core/cart'
import { $country, $language } from '@core/platform/locale'
import { HostProvider } from '@widgets/ui/host'

export function Given({ auth = null, cart = [], country = 'ke', language = 'en', children }: {
  auth?: AuthState | null
  cart?: CartLine[]
  country?: Country
  language?: Language
  children: ReactNode
}) {
  useState(() => {
    $auth.set(auth)
    $cart.set(cart)
    $country.set(country)
    $language.set(language)
    return null
  })
  return <HostProvider value={{ element: null, portal: null, language }}>{children}</HostProvider>
}

/** A 375 px wide phone in Storybook's viewport toolbar. */
export const phone375 = {
  parameters: { viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '812px' }, type: 'mobile' } } } },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} as const
