/**
 * The database under contention and on a bad disk (SQLite): a second writer must not freeze the
 * server, a write that cannot get the lock in time answers 503 (not 500), and a read-only database
 * answers 503 with a clear message while the process lives on.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '@server/app'
import { configFromEnv } from '@server/config'
import { classifyDbError, openDb, probeWrite, type OpenDbOptions, type OpenedDb } from '@server/db'
import { migrate } from '@server/db/migrate'
import { seed } from '@server/db/seed'
import type { SmsProvider } from '@server/providers/sms'
import { dropPostgres, freshPostgres } from '../support/server'

const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (onPostgres) console.info('database-contention: SQLite-only tests skipped (TEST_DATABASE_URL is set)')

const dir = mkdtempSync(join(tmpdir(), 'simu-contention-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

interface Running {
  app: FastifyInstance
  path: string
  db: OpenedDb['db']
  /** Resolves at the next moment a writer of this app finds the file locked and starts waiting. */
  nextBusyWait(): Promise<void>
  /** Every line the app logged at error level. */
  errors: string[]
  lastCode(phone: string): string
  call(method: string, url: string, opts?: { token?: string; body?: unknown; ip?: string }): Promise<{ status: number; body: any; headers: Record<string, unknown> }>
  close(): Promise<void>
}

let fileSeq = 0
async function start(options: Partial<OpenDbOptions> & { path?: string } = {}): Promise<Running> {
  const path = options.path ?? join(dir, `simu-${fileSeq++}.db`)
  let waiters: Array<() => void> = []
  const database = openDb({
    sqlitePath: path, ...options,
    onBusyWait: () => {
      for (const w of waiters) w()
      waiters = []
    },
  })
  if (!options.readonly) {
    await migrate(database.db)
    await seed(database.db)
  }
  const outbox = new Map<string, string>()
  const sms: SmsProvider = { name: 'outbox', send: async (to, message) => void outbox.set(to, message) }
  const config = configFromEnv({ SQLITE_PATH: path, SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist') })
  const { app } = await buildApp({ config, database, sms, logger: false })
  const errors: string[] = []
  // The error handler and the health route log through the request's logger: keep what they say.
  app.addHook('onRequest', async (req) => {
    const log = Object.create(req.log) as typeof req.log
    log.error = ((obj: unknown, msg?: string) => void errors.push(typeof obj === 'string' ? obj : String(msg))) as typeof log.error
    req.log = log
  })
  await app.ready()
  return {
    app, path, errors, db: database.db,
    nextBusyWait: () => new Promise((resolve) => waiters.push(resolve)),
    lastCode(phone) {
      const code = /\b(\d{6})\b/.exec(outbox.get(phone) ?? '')?.[1]
      if (!code) throw new Error(`no code was sent to ${phone}`)
      return code
    },
    async call(method, url, { token, body, ip } = {}) {
      const res = await app.inject({
        method: method as 'GET', url, ...(ip ? { remoteAddress: ip } : {}),
        headers: { 'x-app-key': 'pk_dev_simu', 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      })
      let parsed: unknown = res.body
      try {
        parsed = JSON.parse(res.body)
      } catch {
        // not JSON
      }
      return { status: res.statusCode, body: parsed, headers: res.headers }
    },
    close: async () => {
      await app.close()
      await database.close()
    },
  }
}

let phoneSeq = 0
const newPhone = () => `+2547${String(13_200_000 + phoneSeq++).padStart(8, '0')}`

async function signIn(api: Running, phone = newPhone(), ip?: string) {
  expect((await api.call('POST', '/api/v1/send_otp', { body: { phone }, ip })).status).toBe(200)
  const res = await api.call('POST', '/api/v1/verify_otp', { body: { phone, random: api.lastCode(phone) }, ip })
  expect(res.status).toBe(200)
  return res.body.token as string
}

/** Another process's connection to the same file, holding the write lock until it commits. */
function otherWriter(path: string) {
  const other = new SQLite(path)
  other.exec('begin immediate')
  return { commit: () => { other.exec('commit'); other.close() } }
}

describe.skipIf(onPostgres)('a second writer on the same SQLite file', () => {
  let api: Running
  beforeAll(async () => {
    api = await start()
  })
  afterAll(() => api.close())

  it('does not freeze the server: reads and health answer while a write waits, and the write then succeeds', async () => {
    const lock = otherWriter(api.path)
    const waiting = api.nextBusyWait()
    let settled = false
    const write = api.call('POST', '/api/v1/send_otp', { body: { phone: newPhone() } }).finally(() => void (settled = true))
    await waiting
    const read = await api.call('GET', '/api/v1/testimonials')
    const health = await api.call('GET', '/api/health')
    // Both answered while the write was still waiting for the lock: the event loop was free.
    expect(settled).toBe(false)
    expect(read.status).toBeLessThan(500)
    expect(health.status).toBe(200)
    expect(health.body).toMatchObject({ ok: true })
    lock.commit()
    expect((await write).status).toBe(200)
  })

  it('still revokes the session on sign_out', async () => {
    const token = await signIn(api)
    const lock = otherWriter(api.path)
    const waiting = api.nextBusyWait()
    const signOut = api.call('POST', '/api/v1/sign_out', { token })
    await waiting
    lock.commit()
    expect((await signOut).status).toBe(200)
    expect((await api.call('GET', '/api/v1/profile', { token })).status).toBe(401)
  })

  it('opens write transactions with BEGIN IMMEDIATE, so a transaction never fails half-way on a stale snapshot', async () => {
    const db = openDb({ sqlitePath: api.path })
    const lock = otherWriter(api.path)
    let ran = false
    const tx = db.db.transaction().execute(async () => void (ran = true))
    // A plain BEGIN would have started at once (deferred); BEGIN IMMEDIATE waits for the lock.
    await new Promise((resolve) => setImmediate(resolve))
    expect(ran).toBe(false)
    lock.commit()
    await tx
    expect(ran).toBe(true)
    await db.close()
  })
})

describe.skipIf(onPostgres)('two servers writing in parallel to one SQLite file', () => {
  let a: Running
  let b: Running
  beforeAll(async () => {
    a = await start()
    b = await start({ path: a.path })
  })
  afterAll(async () => {
    await b.close()
    await a.close()
  })

  it('answer no 500, keep health answering, and every sign_out revokes its session', async () => {
    // Both servers start their flows while a third writer holds the lock, so they surely collide;
    // once it lets go, their own transactions (open across awaits) keep colliding with each other.
    const lock = otherWriter(a.path)
    const bothWaiting = Promise.all([a.nextBusyWait(), b.nextBusyWait()])
    let ipSeq = 0
    const statuses: number[] = []
    const flow = async (api: Running) => {
      const ip = `10.9.${Math.floor(ipSeq / 200)}.${ipSeq++ % 200}`
      const phone = newPhone()
      const sent = await api.call('POST', '/api/v1/send_otp', { body: { phone }, ip })
      const verified = await api.call('POST', '/api/v1/verify_otp', { body: { phone, random: sent.status === 200 ? api.lastCode(phone) : '000000' }, ip })
      const steps = [sent, verified]
      const token = verified.body.token as string
      steps.push(await api.call('POST', '/api/v1/sign_out', { token, ip }))
      steps.push(await (api === a ? b : a).call('GET', '/api/v1/profile', { token, ip }))
      statuses.push(...steps.map((s) => s.status))
      return steps.map((s) => s.status)
    }
    const flows = Array.from({ length: 24 }, (_, i) => flow(i % 2 ? a : b))
    await bothWaiting
    const health = await Promise.all([a.call('GET', '/api/health'), b.call('GET', '/api/health')])
    expect(health.map((h) => h.status)).toEqual([200, 200])
    lock.commit()
    const results = await Promise.all(flows)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    // send_otp, verify_otp and sign_out succeed; the other server then refuses the signed-out token.
    for (const r of results) expect(r).toEqual([200, 200, 200, 401])
  })
})

describe.skipIf(onPostgres)('a writer that keeps the lock past the busy budget', () => {
  let api: Running
  beforeAll(async () => {
    api = await start({ busyBudgetMs: 150 })
  })
  afterAll(() => api.close())

  it('answers 503 with a message that says to try again, and logs it', async () => {
    const lock = otherWriter(api.path)
    try {
      const res = await api.call('POST', '/api/v1/send_otp', { body: { phone: newPhone() } })
      expect(res.status).toBe(503)
      expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'The database is busy right now. Please try again in a moment.' })
      expect(res.headers['retry-after']).toBe('1')
      expect(api.errors.some((line) => line.includes('database busy'))).toBe(true)
    } finally {
      lock.commit()
    }
    expect((await api.call('POST', '/api/v1/send_otp', { body: { phone: newPhone() } })).status).toBe(200)
  })
})

describe.skipIf(onPostgres)('a read-only database', () => {
  let api: Running
  beforeAll(async () => {
    const writable = await start()
    await writable.close()
    const copy = join(dir, 'read-only-copy.db')
    copyFileSync(writable.path, copy)
    api = await start({ path: copy, readonly: true })
  })
  afterAll(() => api.close())

  it('answers a write with 503 and a clear message, health with 503, and keeps serving reads', async () => {
    const res = await api.call('POST', '/api/v1/send_otp', { body: { phone: newPhone() } })
    expect(res.status).toBe(503)
    expect(res.body.msg).toBe('Simu cannot save changes right now (its database is read-only). Please try again later.')
    expect(api.errors.some((line) => line.includes('database read-only'))).toBe(true)
    const health = await api.call('GET', '/api/health')
    expect(health.status).toBe(503)
    expect(health.body).toEqual({ ok: false, db: 'read-only' })
    expect((await api.call('GET', '/api/v1/testimonials')).status).toBe(200)
  })

  it('answers health with a writable database as ok, and its probe leaves no row behind', async () => {
    const writable = await start()
    expect((await writable.call('GET', '/api/health')).body).toEqual({ ok: true, db: 'ok' })
    const check = new SQLite(writable.path, { readonly: true })
    expect(check.prepare(`select count(*) as n from rate_events where bucket = 'health-probe'`).get()).toEqual({ n: 0 })
    check.close()
    await writable.close()
  })
})

describe.skipIf(onPostgres)('a full database', () => {
  let api: Running
  beforeAll(async () => {
    api = await start()
  })
  afterAll(() => api.close())

  it('answers a write with 503 and a clear message, health with 503, and keeps serving reads', async () => {
    // The file may not grow (as on a full disk), then every free byte is taken, largest rows first.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(api.db)
    await sql`pragma max_page_count = ${sql.raw(String(rows[0]?.page_count))}`.execute(api.db)
    let filler = 0
    for (let size = 4000; size >= 1; size = Math.floor(size / 2)) {
      for (;;) {
        try {
          await api.db.insertInto('rate_events').values({ id: `filler-${filler++}`, bucket: 'x'.repeat(size), at: 0 }).execute()
        } catch (err) {
          expect((err as { code?: string }).code).toBe('SQLITE_FULL')
          break
        }
      }
    }
    const res = await api.call('POST', '/api/v1/send_otp', { body: { phone: newPhone() } })
    expect(res.status).toBe(503)
    expect(res.body.msg).toBe('Simu cannot save changes right now (its disk is full). Please try again later.')
    expect(api.errors.some((line) => line.includes('database full: SQLITE_FULL'))).toBe(true)
    const health = await api.call('GET', '/api/health')
    expect(health.status).toBe(503)
    expect(health.body).toEqual({ ok: false, db: 'full' })
    expect((await api.call('GET', '/api/v1/testimonials')).status).toBe(200)
  })
})

describe.skipIf(!onPostgres)('a read-only PostgreSQL database', () => {
  it('answers a write with 503 and a clear message, health with 503, and keeps serving reads', async () => {
    const url = await freshPostgres(process.env.TEST_DATABASE_URL as string)
    const setup = openDb({ url, sqlitePath: join(dir, 'unused.db') })
    await migrate(setup.db)
    await seed(setup.db)
    // As a standby or a database switched to read-only: every new session refuses writes (25006).
    await sql`alter database ${sql.id(new URL(url).pathname.slice(1))} set default_transaction_read_only = on`.execute(setup.db)
    await setup.close()
    const database = openDb({ url, sqlitePath: join(dir, 'unused.db') })
    const config = { ...configFromEnv({ SQLITE_PATH: join(dir, 'unused.db'), SIMU_SECRET: 'test-secret', SIMU_DIST: join(dir, 'dist') }), databaseUrl: url }
    const { app } = await buildApp({ config, database, logger: false, sms: { name: 'outbox', send: async () => {} } })
    try {
      const inject = (method: 'GET' | 'POST', path: string, body?: unknown) =>
        app.inject({ method, url: path, headers: { 'x-app-key': 'pk_dev_simu', 'content-type': 'application/json' }, payload: body === undefined ? undefined : JSON.stringify(body) })
      const write = await inject('POST', '/api/v1/send_otp', { phone: newPhone() })
      expect(write.statusCode).toBe(503)
      expect(write.json().msg).toBe('Simu cannot save changes right now (its database is read-only). Please try again later.')
      const health = await inject('GET', '/api/health')
      expect(health.statusCode).toBe(503)
      expect(health.json()).toEqual({ ok: false, db: 'read-only' })
      expect((await inject('GET', '/api/v1/testimonials')).statusCode).toBe(200)
    } finally {
      await app.close()
      await database.close()
      await new Promise((r) => setTimeout(r, 200)).then(() => dropPostgres(url))
    }
  })
})

describe('storage failures that no retry inside a request can fix', () => {
  it.each([
    [{ code: 'SQLITE_READONLY_DBMOVED', message: 'attempt to write a readonly database' }, 'read-only'],
    [{ code: 'SQLITE_FULL', message: 'database or disk is full' }, 'full'],
    [{ code: 'SQLITE_IOERR_WRITE', message: 'disk I/O error' }, 'unavailable'],
    [{ code: 'SQLITE_CANTOPEN', message: 'unable to open database file' }, 'unavailable'],
    [{ code: 'ENOSPC', message: 'no space left on device' }, 'full'],
    [{ code: 'EROFS', message: 'read-only file system' }, 'read-only'],
    [{ code: 'ECONNREFUSED', message: 'connect ECONNREFUSED 127.0.0.1:5432' }, 'unavailable'],
    [{ code: '57P01', message: 'terminating connection due to administrator command' }, 'unavailable'],
    [{ code: '53100', message: 'could not extend file: No space left on device' }, 'full'],
    [{ code: '25006', message: 'cannot execute UPDATE in a read-only transaction' }, 'read-only'],
    [{ message: 'Connection terminated unexpectedly' }, 'unavailable'],
  ])('classifies %j as %s', (err, trouble) => {
    expect(classifyDbError(Object.assign(new Error(err.message), err))?.trouble).toBe(trouble)
  })

  it('leaves other errors alone (they stay 500 and are logged as bugs)', () => {
    expect(classifyDbError(new TypeError('x is undefined'))).toBeUndefined()
    expect(classifyDbError(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBeUndefined()
  })
})

describe.skipIf(onPostgres)('a flood of health checks during a long lock', () => {
  it('queues one probe write, not one per check, and every check still answers at once', async () => {
    const path = join(dir, 'health-flood.db')
    const database = openDb({ sqlitePath: path })
    await migrate(database.db)
    const lock = otherWriter(path)
    const transactions = vi.spyOn(database.db, 'transaction')
    const answers = await Promise.all(Array.from({ length: 30 }, () => probeWrite(database, 50)))
    expect(answers.every((a) => a === 'busy')).toBe(true)
    expect(transactions).toHaveBeenCalledTimes(1)
    lock.commit()
    await expect.poll(() => probeWrite(database, 1000)).toBe('ok')
    await database.close()
  })
})
