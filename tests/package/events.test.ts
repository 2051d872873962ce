/**
 * The event types of the package (src/widgets/events.ts, self-contained for partners) against what the
 * widgets build their details from: if the core's Estimate, Quote, cart line or store grows a field the
 * public type does not allow, or loses one it promises, the type check fails here (issue 12 §1).
 */
import { describe, expectTypeOf, it } from 'vitest'
import type { Estimate, Quote } from '@core/sell'
import type { CartLine } from '@core/domain/cart'
import type { Store } from '@core/catalogue/contract'
import type { Country } from '@core/domain/constants'
import type { SimuCartLine, SimuCountry, SimuEstimate, SimuQuote, SimuStore } from '@widgets/events'

describe('the public event details fit what the widgets send', () => {
  it('an estimate, a quote, a cart line, a store and a country are the core types', () => {
    expectTypeOf<Estimate>().toExtend<SimuEstimate>()
    expectTypeOf<Quote>().toExtend<SimuQuote>()
    expectTypeOf<CartLine>().toExtend<SimuCartLine>()
    expectTypeOf<Store>().toExtend<SimuStore>()
    expectTypeOf<Country>().toEqualTypeOf<SimuCountry>()
  })

  it('and promise nothing the core types do not have', () => {
    expectTypeOf<keyof SimuEstimate>().toEqualTypeOf<keyof Estimate>()
    expectTypeOf<keyof SimuQuote>().toEqualTypeOf<keyof Quote>()
    expectTypeOf<keyof SimuCartLine>().toEqualTypeOf<keyof CartLine>()
    expectTypeOf<keyof SimuStore>().toEqualTypeOf<keyof Store>()
  })
})
