/**
 * Simu's own addresses outside the site: blog, social accounts, mailboxes. Names and URLs, not
 * texts: the words around them live in i18n.
 */
import { whatsappNumber, type Country } from '@core/domain/constants'

export const blogUrl = 'https://simu.africa/blog'

export const social = [
  { id: 'facebook', href: 'https://www.facebook.com/simuafrica' },
  { id: 'instagram', href: 'https://www.instagram.com/simu.africa' },
  { id: 'x', href: 'https://x.com/simuafrica' },
  { id: 'tiktok', href: 'https://www.tiktok.com/@simu.africa' },
  { id: 'youtube', href: 'https://www.youtube.com/@simuafrica' },
] as const
export type SocialId = (typeof social)[number]['id']

export const mailboxes = {
  help: 'help@simu.africa',
  privacy: 'privacy@simu.africa',
  partners: 'partners@simu.africa',
  careers: 'careers@simu.africa',
} as const

export const whatsappUrl = (country: Country) => `https://wa.me/${whatsappNumber[country]}`

/** The two blog teasers of the sell landing page (sell-side.md §2 'Blog teasers': id, title, excerpt, image, link). */
export const blogTeasers = [
  { id: 'wipe', link: `${blogUrl}/wipe-your-phone-before-selling` },
  { id: 'value', link: `${blogUrl}/what-is-my-used-phone-worth` },
] as const
export type BlogTeaserId = (typeof blogTeasers)[number]['id']

/** The side menu's Sell Phone brands and their brand ids (the brand page is /select-brand/{brand}/{id}). */
export const sideNavBrands = [
  { slug: 'iphone', id: 'iphone', name: 'iPhone' },
  { slug: 'samsung', id: 'samsung', name: 'Samsung' },
  { slug: 'xiaomi', id: 'xiaomi', name: 'Xiaomi' },
  { slug: 'vivo', id: 'vivo', name: 'Vivo' },
  { slug: 'oppo', id: 'oppo', name: 'Oppo' },
] as const
