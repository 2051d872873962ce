/**
 * Every API call by name: each area's calls from core/<area>/contract.ts in one table.
 * The client and the server both look calls up here.
 */
import type * as z from 'zod/mini'
import { accountCalls } from '@core/account/contract'
import { catalogueCalls } from '@core/catalogue/contract'
import { checkoutCalls } from '@core/checkout/contract'
import { repairCalls } from '@core/repair/contract'
import { sellCalls } from '@core/sell/contract'
import { shopCalls } from '@core/shop/contract'
import { siteCalls } from '@core/site/contract'

export const calls = { ...accountCalls, ...catalogueCalls, ...sellCalls, ...siteCalls, ...shopCalls, ...checkoutCalls, ...repairCalls }

type Schema = z.ZodMiniType
export type Calls = typeof calls
export type CallName = keyof Calls
type Out<S> = S extends Schema ? z.output<S> : never
type In<S> = S extends Schema ? z.input<S> : never
export type ReplyOf<N extends CallName> = Out<Calls[N]['reply']>
export type BodyOf<N extends CallName> = Calls[N] extends { body: infer B } ? In<B> : never
export type QueryOf<N extends CallName> = Calls[N] extends { query: infer Q } ? In<Q> : never
/** The :names in a path, as an object of strings. */
type ParamNames<P extends string> = P extends `${string}:${infer K}/${infer Rest}` ? K | ParamNames<`/${Rest}`> : P extends `${string}:${infer K}` ? K : never
export type ParamsOf<N extends CallName> = { [K in ParamNames<Calls[N]['path']>]: string }
