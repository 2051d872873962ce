/**
 * Two Simu server processes (the real entry, src/server/main.ts) on one PostgreSQL database, as a
 * deployment with more than one process runs: parallel sign-ins, orders and M-Pesa callbacks, each
 * sent to either process. No 5xx, limits counted once for both (they live in the database), and no
 * unit sold twice. Part of the PostgreSQL suite (scripts/with-postgres.sh sets TEST_DATABASE_URL).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDb, type OpenedDb } from '@server/db'
import { migrate } from '@server/db/migrate'
import { seed } from '@server/db/seed'
import { stkCallbackPath } from '@server/providers/mpesa'
import { startMain, type MainProcess, type Reply } from '../support/main-process'
import { dropPostgres, freshPostgres } from '../support/server'
import { eventually, quantityOf, stockVariant } from '../support/checkout-harness'

const adminUrl = process.env.TEST_DATABASE_URL
const callbackToken = 'two-servers-callback-token'

type Server = MainProcess

let ipSeq = 0
const newIp = () => `10.77.${Math.floor(ipSeq / 250)}.${ipSeq++ % 250}`

/** A call from a new client address (the per-IP limits are not what these tests are about). */
const call = (server: Server, method: string, path: string, opts: { body?: unknown; token?: string; ip?: string } = {}): Promise<Reply> =>
  server.call(method, path, { ip: newIp(), ...opts })

const startServer = (name: string, url: string, dir: string) => startMain(name, dir, {
  DATABASE_URL: url, SQLITE_PATH: join(dir, `${name}.db`), MPESA_CALLBACK_TOKEN: callbackToken,
  MPESA_SANDBOX_DELAY_MS: '20', MPESA_STK_TIMEOUT_MS: '600000',
})

const e164 = (local: string) => `+254${local.slice(1)}`

/** Asks `sender` for a code and proves it on `verifier`: a sign-in spread over both processes. */
async function signIn(sender: Server, verifier: Server, phone: string): Promise<string> {
  const ip = newIp()
  const sent = await call(sender, 'POST', '/api/v1/send_otp', { body: { phone }, ip })
  if (sent.status !== 200) throw new Error(`send_otp on ${sender.name}: ${sent.status} ${JSON.stringify(sent.body)}`)
  // The dev outbox lives in the memory of the process that sent the SMS.
  const message = await call(sender, 'GET', `/api/dev/sms-outbox/${encodeURIComponent(e164(phone))}`)
  const code = /\b(\d{6})\b/.exec(String(message.body?.message ?? ''))?.[1]
  const verified = await call(verifier, 'POST', '/api/v1/verify_otp', { body: { phone, random: code }, ip })
  if (verified.status !== 200) throw new Error(`verify_otp on ${verifier.name}: ${verified.status} ${JSON.stringify(verified.body)}`)
  return verified.body.token as string
}

describe.skipIf(!adminUrl)('two server processes on one PostgreSQL', () => {
  let url: string
  let dir: string
  let database: OpenedDb
  let a: Server
  let b: Server

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'simu-two-servers-'))
    url = await freshPostgres(adminUrl as string)
    database = openDb({ url, sqlitePath: join(dir, 'unused.db') })
    await migrate(database.db)
    await seed(database.db)
    // Both start at once: their migrations and seeding meet on the same database too.
    ;[a, b] = await Promise.all([startServer('A', url, dir), startServer('B', url, dir)])
  }, 60_000)

  afterAll(async () => {
    await Promise.all([a, b].filter(Boolean).map((s) => s.stop()))
    await database?.close()
    if (url) await new Promise((r) => setTimeout(r, 200)).then(() => dropPostgres(url))
    rmSync(dir, { recursive: true, force: true })
  }, 30_000)

  it('count a per-phone limit once for both: parallel code requests for one phone send exactly one code', async () => {
    const phone = '0712990001'
    const sends = await Promise.all(Array.from({ length: 8 }, (_, i) => call(i % 2 ? a : b, 'POST', '/api/v1/send_otp', { body: { phone } })))
    expect(sends.map((s) => s.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429])
  })

  it('sign in across processes, sell each unit once to parallel orders, and pay each order once from duplicated callbacks', async () => {
    const customers = Array.from({ length: 10 }, (_, i) => `07129901${String(10 + i)}`)
    const tokens = await Promise.all(customers.map((phone, i) => (i % 2 ? signIn(a, b, phone) : signIn(b, a, phone))))
    // A session made by one process is valid on the other.
    for (const [i, token] of tokens.entries()) expect((await call(i % 2 ? b : a, 'GET', '/api/v1/profile', { token })).status).toBe(200)

    const v = await stockVariant(database.db, 3)
    const order = {
      shipping: { method: 'dropoff', name: 'Kenyatta Ave 10, Nairobi' },
      // A number ending in 0000: the sandbox sends no callback of its own, the test sends them.
      paymentMethod: { method: 'mpesa', phone: '0712340000', email: 'amina@example.com', clientName: 'Amina Otieno' },
      cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1 } }],
      alerts: false,
    }
    const placed = await Promise.all(tokens.map((token, i) => call(i % 2 ? a : b, 'POST', '/api/v1/confirm_order', { token, body: order })))
    const ok = placed.filter((r) => r.status === 200)
    expect(ok).toHaveLength(3)
    for (const r of placed.filter((x) => x.status !== 200)) expect(r.status).toBe(409)
    expect(await quantityOf(database.db, v.id)).toBe(0)

    const orderIds = ok.map((r) => r.body.order._id as string)
    const pushes = await database.db.selectFrom('stk_pushes').selectAll().where('order_id', 'in', orderIds).execute()
    expect(pushes).toHaveLength(3)
    const totals = new Map(ok.map((r) => [r.body.order._id as string, r.body.order.total as number]))
    const success = (push: (typeof pushes)[number]) => ({
      Body: { stkCallback: {
        MerchantRequestID: push.merchant_request_id, CheckoutRequestID: push.checkout_request_id, ResultCode: 0, ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: { Item: [
          { Name: 'Amount', Value: totals.get(push.order_id) }, { Name: 'MpesaReceiptNumber', Value: `TWO${push.order_id.slice(0, 7).toUpperCase()}` },
          { Name: 'TransactionDate', Value: 20261124201500 }, { Name: 'PhoneNumber', Value: 254712340000 },
        ] },
      } },
    })
    // Safaricom retries callbacks: each one reaches both processes, twice, at the same time.
    const path = stkCallbackPath(callbackToken)
    await Promise.all(pushes.flatMap((p) => [a, b, a, b].map((s) => call(s, 'POST', path, { body: success(p) }))))

    for (const id of orderIds) {
      await eventually(async () => (await database.db.selectFrom('shop_orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status === 'paid', 10_000)
    }
    const sold = await database.db.selectFrom('sold_units').select(['imei', 'order_id']).where('order_id', 'in', orderIds).execute()
    expect(sold).toHaveLength(3)
    expect(new Set(sold.map((u) => u.imei)).size).toBe(3)
    expect(new Set(sold.map((u) => u.order_id))).toEqual(new Set(orderIds))
  }, 60_000)

  it('answered no request with a 5xx, in any of the tests above', () => {
    const replies = [...a.statuses, ...b.statuses]
    expect(replies.length).toBeGreaterThan(40)
    expect(replies.filter((r) => r.status >= 500)).toEqual([])
  })

  it('both live on when PostgreSQL drops their connections (a restart or failover), log it and reconnect', async () => {
    const healthy = (s: Server) => fetch(`${s.origin}/api/health`).then((r) => r.ok, () => false)
    // A request each, so each process keeps an idle connection in its pool.
    expect(await healthy(a)).toBe(true)
    expect(await healthy(b)).toBe(true)
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(database.db)
    const logged = (s: Server) => s.output.join('').includes('simu: PostgreSQL connection lost')
    await eventually(async () => logged(a) && logged(b), 10_000)
    await eventually(async () => (await healthy(a)) && (await healthy(b)), 10_000)
    expect([a.child.exitCode, b.child.exitCode]).toEqual([null, null])
  })
})
