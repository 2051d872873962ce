/**
 * The widgets other areas build that the shell and the sell landing page show: the search box, the
 * testimonials list and the testimonial dialog. Each loads on demand, so they cost the first paint
 * nothing; a fallback of the same size keeps the layout still while one loads. The server's HTML has the
 * fallback (ClientOnly): a search box that cannot yet take what is typed is not shown.
 */
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { Country } from '@core/domain/constants'
import { ClientOnly } from '../ssr/client-only'
import { $router } from '../router'

const SearchBox = lazy(() => import('@widgets/search').then((m) => ({ default: m.SearchBox })))
const Testimonials = lazy(() => import('@widgets/testimonial-form').then((m) => ({ default: m.Testimonials })))
const PromoPopup = lazy(() => import('@widgets/popup').then((m) => ({ default: m.PromoPopup })))
const TestimonialDialog = lazy(() => import('@widgets/testimonial-form').then((m) => ({ default: m.TestimonialDialog })))

/** The header's search box. */
export function SearchSlot({ country, fallback }: { country: Country; fallback: ReactNode }) {
  return <ClientOnly fallback={fallback}><Suspense fallback={fallback}><SearchBox country={country} /></Suspense></ClientOnly>
}

/** The sell landing page's testimonials (a section with its own heading). */
export function TestimonialsSlot({ country, fallback }: { country: Country; fallback: ReactNode }) {
  return <ClientOnly fallback={fallback}><Suspense fallback={fallback}><Testimonials country={country} /></Suspense></ClientOnly>
}

/** The footer's Post Testimonial dialog. */
export function TestimonialDialogSlot({ open, onOpenChange, country }: { open: boolean; onOpenChange: (open: boolean) => void; country: Country }) {
  return <Suspense fallback={null}><TestimonialDialog open={open} onOpenChange={onOpenChange} country={country} /></Suspense>
}

/**
 * The sell page's promotional pop-up: it opens itself 10 s after the page loaded (the document's load for the
 * first page, the visit for a page reached in the site) unless its cookies say not to. Counting from the
 * pop-up's own render instead would start the 10 s only once hydration and its chunk were done.
 */
export function PromoPopupSlot({ country }: { country: Country }) {
  return <ClientOnly><PopupAfterLoad country={country} /></ClientOnly>
}

/** Whether the visitor has moved to another page of the site since the document loaded. */
let navigated = false
if (typeof window !== 'undefined') {
  const firstPath = location.pathname
  $router.listen((page) => {
    if (page && page.path !== firstPath) navigated = true
  })
}

function PopupAfterLoad({ country }: { country: Country }) {
  const [startedAt] = useState(() => (navigated ? performance.now() : 0))
  return <Suspense fallback={null}><PromoPopup country={country} startedAt={startedAt} /></Suspense>
}
