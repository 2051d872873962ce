import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './schema'

export type Db = Kysely<Database>
export type Dialect = 'sqlite' | 'postgres'

export interface OpenedDb {
  db: Db
  dialect: Dialect
  close(): Promise<void>
}

// Times are epoch milliseconds in bigint columns: read them back as numbers, not strings.
pg.types.setTypeParser(20, (v) => Number(v))

/** Opens PostgreSQL for a postgres:// URL, otherwise a SQLite file (WAL) at `sqlitePath`. */
export function openDb({ url, sqlitePath }: { url?: string; sqlitePath: string }): OpenedDb {
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  if (sqlitePath !== ':memory:') mkdirSync(dirname(sqlitePath), { recursive: true })
  const sqlite = new SQLite(sqlitePath)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}
