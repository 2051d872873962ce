/**
 * The real entry (src/server/main.ts) facing a database it cannot use: it stops with one clear
 * line and exit code 1 (a supervisor restarts it), never a silent death or a bare stack trace.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort as closedPort } from '../support/main-process'

const dir = mkdtempSync(join(tmpdir(), 'simu-faults-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: { ...process.env, NODE_ENV: 'development', SIMU_SECRET: 'faults-secret', SIMU_DIST: join(dir, 'dist'), HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (d: Buffer) => void (stderr += d.toString()))
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })))
}

describe('the server process when its database cannot be used at start-up', () => {
  it('stops with exit code 1 and one clear line when PostgreSQL refuses connections', async () => {
    const port = await closedPort()
    const { code, stderr } = await runMain({ DATABASE_URL: `postgres://simu@127.0.0.1:${port}/simu`, SQLITE_PATH: join(dir, 'unused.db') })
    expect(code).toBe(1)
    const lines = stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^simu: stopping after an uncaught exception: database unavailable: ECONNREFUSED/)
  }, 30_000)

  it('stops with exit code 1 and one clear line when the SQLite file cannot be opened', async () => {
    // A directory where the database file should be: SQLite cannot open it (as on a broken mount).
    const { code, stderr } = await runMain({ SQLITE_PATH: dir })
    expect(code).toBe(1)
    const lines = stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^simu: stopping after an uncaught exception: database unavailable: SQLITE_CANTOPEN/)
  }, 30_000)
})
