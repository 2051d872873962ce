/**
 * The repair parts' door: the components the site's repair pages are built from (the fault icons and
 * texts, the reviews, the FAQ, the day carousel, the ticket timeline, the guarded button and the
 * snackbar), the date formats, and the repair pages' styles. Pages import these from here, never the
 * files behind.
 */
export { DateCarousel } from './DateCarousel'
export { Faq } from './Faq'
export { FaultIcon } from './FaultIcon'
export { useFaultText } from './faults'
export { GuardedButton } from './GuardedButton'
export { RepairSnackbar } from './RepairSnackbar'
export { Reviews } from './Reviews'
export { TicketTimeline } from './TicketTimeline'
export { dateTime, longDate, relativeTime, shortDate, weekdayName } from './format'
/** The repair pages' shared styles (page, card, field, option…), for the host pages that show these parts. */
export * as repairStyles from './Repair.css'
