/**
 * The sell-side claims of sell-side.md §1 that constants.ts does not hold yet. MOVE to
 * src/core/domain/constants.ts (as `claims`) when the lead merges issue 3; the pages import it from here
 * until then. The others (32 check points, 12 months, 30 days, 2018) come from constants.ts already.
 */
export const claims = {
  /** 'more than 80 service centres' */
  serviceCentres: 80,
  /** 'a trade-in takes about 8 to 10 minutes' */
  tradeInMinutes: [8, 10],
  /** '... plus about 10 minutes for payment' */
  paymentMinutes: 10,
} as const
