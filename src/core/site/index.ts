/**
 * The site area's door: the content pages' forms (popup, testimonials, applications, warranty), the
 * hero, the partner page and repair price loaders, and the site contract. Importing anything from here
 * registers the area's texts (forms and pages, ./texts): no side-effect import is needed.
 */
import './texts'

export * from './application-form'
export * from './form-store'
export * from './hero'
export * from './loaders'
export * from './phone-check'
export * from './popup'
export * from './testimonial'
export * from './warranty-form'
export * from './contract'
export { siteTexts } from './texts'
