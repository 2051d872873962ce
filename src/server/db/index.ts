import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import SQLite from 'better-sqlite3'
import {
  CompiledQuery, Kysely, PostgresDialect, SqliteDialect,
  type DatabaseConnection, type Driver, type QueryResult, type SqliteDialectConfig,
} from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type Db = Kysely<Database>
export type Dialect = 'sqlite' | 'postgres'

export interface OpenedDb {
  db: Db
  dialect: Dialect
  close(): Promise<void>
}

export interface OpenDbOptions {
  url?: string
  sqlitePath: string
  /** Opens the SQLite file read-only (a read-only disk or mount behaves the same). */
  readonly?: boolean
  /** How long a writer waits, in total, for another process's write lock (SQLite). */
  busyBudgetMs?: number
  /** Called each time a writer finds the SQLite file locked and starts to wait (tests watch this). */
  onBusyWait?: () => void
}

// Times are epoch milliseconds in bigint columns: read them back as numbers, not strings.
pg.types.setTypeParser(20, (v) => Number(v))

/** Opens PostgreSQL for a postgres:// URL, otherwise a SQLite file (WAL) at `sqlitePath`. */
export function openDb({ url, sqlitePath, readonly = false, busyBudgetMs = 5000, onBusyWait }: OpenDbOptions): OpenedDb {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    // An idle client losing its server (restart, failover) must not crash the process: the next query reconnects.
    pool.on('error', (err) => console.error(`simu: PostgreSQL connection lost (${describeDbError(err) ?? err.message})`))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  if (sqlitePath !== ':memory:' && !readonly) mkdirSync(dirname(sqlitePath), { recursive: true })
  const sqlite = new SQLite(sqlitePath, { readonly })
  // Opening may meet another process's lock; nothing is served yet, so waiting in place is harmless here.
  sqlite.pragma('busy_timeout = 5000')
  if (!readonly) sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  // SQLite's own busy handler sleeps on the main thread: from now on, wait for other writers with timers.
  sqlite.pragma('busy_timeout = 0')
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }, { busyBudgetMs, onBusyWait }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}

// --- SQLite: BEGIN IMMEDIATE and asynchronous retries of SQLITE_BUSY --------------------------------

/** Thrown when another process kept the SQLite write lock for longer than the busy budget. */
export class DatabaseBusyError extends Error {
  readonly code = 'SQLITE_BUSY'
  constructor(readonly waitedMs: number) {
    super(`the database stayed locked by another writer for ${waitedMs} ms`)
  }
}

const isBusy = (err: unknown) => typeof (err as { code?: unknown })?.code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test((err as { code: string }).code)

/** 5, 10, 20 ... ms, capped at 250 ms, with jitter so two waiting writers do not retry in step. */
export function backoffDelays(budgetMs: number): number[] {
  const delays: number[] = []
  let total = 0
  for (let step = 5; total < budgetMs; step = Math.min(step * 2, 250)) {
    const d = Math.min(Math.round(step * (0.75 + Math.random() * 0.5)), budgetMs - total)
    delays.push(d)
    total += d
  }
  return delays
}

interface Waiting {
  busyBudgetMs: number
  onBusyWait?: () => void
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig & { database: SQLite.Database }
  readonly #waiting: Waiting
  constructor(config: SqliteDialectConfig & { database: SQLite.Database }, waiting: Waiting) {
    super(config)
    this.#config = config
    this.#waiting = waiting
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config.database, this.#waiting)
  }
}

/**
 * Kysely's SqliteDriver with three changes: write transactions open with BEGIN IMMEDIATE (so they
 * take the write lock up front and never fail half-way with SQLITE_BUSY_SNAPSHOT), and a BEGIN or
 * an autocommit statement that finds the file locked is retried after an awaited timer. While it
 * waits, the connection is handed back, so reads and health checks of this process go on.
 */
class ImmediateSqliteDriver implements Driver {
  readonly #mutex = new ConnectionMutex()
  readonly #connection: ImmediateSqliteConnection
  constructor(readonly sqlite: SQLite.Database, waiting: Waiting) {
    this.#connection = new ImmediateSqliteConnection(sqlite, this.#mutex, waiting)
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.#mutex.lock()
    return this.#connection
  }
  async beginTransaction(): Promise<void> {
    await this.#connection.retryWhileBusy(() => this.sqlite.exec('begin immediate'), true)
  }
  async commitTransaction(): Promise<void> {
    // In WAL mode a commit after BEGIN IMMEDIATE does not meet SQLITE_BUSY; if it ever does, the
    // transaction stays open and the commit may be retried (the connection stays ours meanwhile).
    await this.#connection.retryWhileBusy(() => this.sqlite.exec('commit'), false)
  }
  async rollbackTransaction(): Promise<void> {
    if (this.sqlite.inTransaction) this.sqlite.exec('rollback')
  }
  async savepoint(_c: DatabaseConnection, name: string): Promise<void> {
    this.sqlite.exec(`savepoint ${quoteName(name)}`)
  }
  async rollbackToSavepoint(_c: DatabaseConnection, name: string): Promise<void> {
    this.sqlite.exec(`rollback to ${quoteName(name)}`)
  }
  async releaseSavepoint(_c: DatabaseConnection, name: string): Promise<void> {
    this.sqlite.exec(`release ${quoteName(name)}`)
  }
  async releaseConnection(): Promise<void> {
    this.#mutex.unlock()
  }
  async destroy(): Promise<void> {
    this.sqlite.close()
  }
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`

class ImmediateSqliteConnection implements DatabaseConnection {
  constructor(
    readonly sqlite: SQLite.Database,
    readonly mutex: ConnectionMutex,
    readonly waiting: Waiting,
  ) {}

  /**
   * Runs `run`; on SQLITE_BUSY waits (a timer, never a blocking sleep) and tries again until the
   * budget is spent. `handBack`: nothing of ours is open, so others may use the connection meanwhile.
   */
  async retryWhileBusy<T>(run: () => T, handBack: boolean): Promise<T> {
    const started = Date.now()
    for (const delay of [...backoffDelays(this.waiting.busyBudgetMs), -1]) {
      try {
        return run()
      } catch (err) {
        if (!isBusy(err)) throw err
        if (delay < 0) throw new DatabaseBusyError(Date.now() - started)
      }
      if (handBack) this.mutex.unlock()
      this.waiting.onBusyWait?.()
      await sleep(delay)
      if (handBack) await this.mutex.lock()
    }
    throw new DatabaseBusyError(Date.now() - started)
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const run = () => runStatement<R>(this.sqlite, compiled)
    // Inside a transaction we hold the write lock (BEGIN IMMEDIATE): a busy error there is real.
    if (this.sqlite.inTransaction) return run()
    return this.retryWhileBusy(run, true)
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    const stmt = this.sqlite.prepare(compiled.sql)
    for (const row of stmt.iterate(compiled.parameters as unknown[])) yield { rows: [row as R] }
  }
}

function runStatement<R>(sqlite: SQLite.Database, { sql, parameters }: CompiledQuery): QueryResult<R> {
  const stmt = sqlite.prepare(sql)
  if (stmt.reader) return { rows: stmt.all(parameters as unknown[]) as R[] }
  const { changes, lastInsertRowid } = stmt.run(parameters as unknown[])
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] }
}

/** Kysely's: SQLite has one connection, lent to one caller at a time. */
class ConnectionMutex {
  #promise?: Promise<void>
  #resolve?: () => void
  async lock(): Promise<void> {
    while (this.#promise) await this.#promise
    this.#promise = new Promise((resolve) => {
      this.#resolve = resolve
    })
  }
  unlock(): void {
    const resolve = this.#resolve
    this.#promise = undefined
    this.#resolve = undefined
    resolve?.()
  }
}

// --- Storage failures: what the client and the log are told -----------------------------------

export type DbTrouble = 'busy' | 'read-only' | 'full' | 'unavailable'

export interface DbFailure {
  trouble: DbTrouble
  /** For the client: what happened and that trying again later is the remedy. */
  message: string
  /** For the log: the cause as the operator would search for it. */
  cause: string
}

const messages: Record<DbTrouble, string> = {
  busy: 'The database is busy right now. Please try again in a moment.',
  'read-only': 'Simu cannot save changes right now (its database is read-only). Please try again later.',
  full: 'Simu cannot save changes right now (its disk is full). Please try again later.',
  unavailable: 'Simu cannot reach its database right now. Please try again in a moment.',
}

const pgConnectionLost = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/

/** Classifies a storage failure that no retry inside the request can fix; undefined for other errors. */
export function classifyDbError(err: unknown): DbFailure | undefined {
  if (!err || typeof err !== 'object') return undefined
  const code = String((err as { code?: unknown }).code ?? '')
  const message = String((err as { message?: unknown }).message ?? '')
  const trouble = troubleOf(code, message)
  if (!trouble) return undefined
  return { trouble, message: messages[trouble], cause: `${code || 'database error'}: ${message}` }
}

function troubleOf(code: string, message: string): DbTrouble | undefined {
  if (/^SQLITE_(BUSY|LOCKED)/.test(code) || code === '40001' || code === '40P01' || code === '55P03') return 'busy'
  if (code.startsWith('SQLITE_READONLY') || code === 'EROFS' || code === '25006') return 'read-only'
  if (code === 'SQLITE_FULL' || code === 'ENOSPC' || code === '53100') return 'full'
  if (code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_CANTOPEN') || code === 'EIO') return 'unavailable'
  // PostgreSQL: refused or lost connections, shutdowns, too many connections, out of memory.
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code)) return 'unavailable'
  if (/^(08|57P|53)/.test(code)) return 'unavailable'
  if (!code && pgConnectionLost.test(message)) return 'unavailable'
  return undefined
}

/** One line for the log, or undefined when the error is not a storage failure. */
export function describeDbError(err: unknown): string | undefined {
  const failure = classifyDbError(err)
  return failure && `database ${failure.trouble}: ${failure.cause}`
}

/**
 * Whether the database takes a write right now: a write transaction inserting one row, rolled back
 * (nothing stays). Waits at most `waitMs` for another writer's lock (then answers 'busy': up, but locked).
 */
export async function probeWrite(database: OpenedDb, waitMs = 250): Promise<'ok' | DbTrouble> {
  try {
    await withDeadline(probeTransaction(database), waitMs)
    return 'ok'
  } catch (err) {
    if (err === rolledBack) return 'ok'
    if (err === deadline) return 'busy'
    return classifyDbError(err)?.trouble ?? 'unavailable'
  }
}

const rolledBack = new Error('health probe: rolled back on purpose')

/**
 * The probe's write transaction, shared while it runs: /api/health is public, and a flood of checks (or a
 * load balancer polling during a long lock) must queue one write, not one per request. It may outlive
 * the caller's deadline (it waits for the lock in the background); callers meanwhile share it.
 */
const runningProbes = new WeakMap<OpenedDb, Promise<void>>()
function probeTransaction(database: OpenedDb): Promise<void> {
  const running = runningProbes.get(database)
  if (running) return running
  const work = database.db.transaction().execute(async (tx) => {
    await tx.insertInto('rate_events').values({ id: `health-${randomUUID()}`, bucket: 'health-probe', at: Date.now() }).execute()
    throw rolledBack
  })
  runningProbes.set(database, work)
  const forget = () => void runningProbes.delete(database)
  work.then(forget, forget)
  return work
}
const deadline = new Error('health probe: deadline')

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  const ac = new AbortController()
  try {
    return await Promise.race([work, sleep(ms, undefined, { signal: ac.signal }).then(() => Promise.reject(deadline))])
  } finally {
    ac.abort()
    work.catch(() => {})
  }
}
