/**
 * The real server entry (src/server/main.ts) in a child process, for tests that need more than one
 * process on one database. Talks to it over HTTP and keeps every reply's status.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { appKey, freePort } from './server'

export { freePort }

export interface Reply {
  status: number
  headers: Headers
  body: any
}

export interface MainProcess {
  name: string
  child: ChildProcess
  origin: string
  /** Everything it wrote to stdout and stderr. */
  output: string[]
  /** The status of every reply it gave through `call`. */
  statuses: Array<{ path: string; status: number }>
  call(method: string, path: string, opts?: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> }): Promise<Reply>
  stop(): Promise<void>
}

/** Starts main.ts with `env` (plus a port, a secret, the dev outbox and TRUST_PROXY=1) and waits until /api/health answers 200. */
export async function startMain(name: string, dir: string, env: Record<string, string>): Promise<MainProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', SIMU_SECRET: 'main-process-secret',
      SIMU_DIST: join(dir, 'dist'), SIMU_DEV_OUTBOX: '1', TRUST_PROXY: '1', LOG_LEVEL: 'warn', SIMU_REPLY_CACHE: '0', ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output: string[] = []
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()))
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()))
  const origin = `http://127.0.0.1:${port}`
  const statuses: MainProcess['statuses'] = []
  const server: MainProcess = {
    name, child, origin, output, statuses,
    async call(method, path, { body, token, ip, headers = {} } = {}) {
      const res = await fetch(`${origin}${path}`, {
        method,
        headers: {
          'x-app-key': appKey, ...(ip ? { 'x-forwarded-for': ip } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      let parsed: unknown = text
      try {
        parsed = JSON.parse(text)
      } catch {
        // not JSON
      }
      statuses.push({ path, status: res.status })
      return { status: res.status, headers: res.headers, body: parsed }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
  const until = Date.now() + 30_000
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${output.join('')}`)
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) return server
    await new Promise((r) => setTimeout(r, 100))
  }
  await server.stop()
  throw new Error(`${name} did not become healthy: ${output.join('')}`)
}
