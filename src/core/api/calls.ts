/**
 * Every API call by name: the foundation's calls from contract.ts and each area's from calls/*.ts.
 * The client and the server both look calls up here.
 */
import type * as z from 'zod/mini'
import { baseCalls } from './contract'
import { accountCalls } from './calls/account'
import { formsCalls } from './calls/forms'
import { siteCalls } from './calls/site'
import { sellCalls } from './calls/sell'
import { checkoutCalls } from './calls/checkout'
import { repairCalls } from './calls/repair'

export const calls = { ...baseCalls, ...accountCalls, ...sellCalls, ...formsCalls, ...siteCalls, ...checkoutCalls, ...repairCalls }

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
