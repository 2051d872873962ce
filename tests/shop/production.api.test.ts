/**
 * The production profile (issue 9 §1): a production start refuses the sandboxes, production seeds
 * reference data only, the dev outbox does not exist, and Lipa Later can be switched off.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@server/db/seed'
import { addPartner } from '@server/partners-admin'
import { startApi, startBareApp, type Harness } from '../support/server'

/** Runs a server entry point with only the given environment; answers its exit code and output. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: { PATH: process.env.PATH, ...env }, cwd: process.cwd() })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', reject)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe('starting in production with the sandbox defaults', () => {
  let dir: string
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'simu-prod-'))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('refuses to start, prints one line per missing setting and touches nothing', async () => {
    const { code, stderr, stdout } = await run('src/server/main.ts', [], { NODE_ENV: 'production', SQLITE_PATH: join(dir, 'simu.db'), PORT: '0' })
    expect(code).toBe(1)
    expect(stdout).not.toContain('Simu is running')
    const lines = stderr.split('\n').filter((l) => l.startsWith('  - '))
    for (const name of ['MPESA_PROVIDER', 'DARAJA_CONSUMER_KEY', 'MPESA_CALLBACK_TOKEN', 'SMS_PROVIDER', 'AT_API_KEY', 'LIPALATER_PROVIDER', 'SIMU_SECRET']) {
      expect(lines.filter((l) => l.startsWith(`  - ${name}`)), name).toHaveLength(1)
    }
    // Not even the database or data/secret.key was created.
    expect(readdirSync(dir)).toEqual([])
  })

  it('starts with real settings, and serves no dev outbox or demo page', async () => {
    const env = {
      NODE_ENV: 'production', SQLITE_PATH: join(dir, 'live.db'), PORT: '0', HOST: '127.0.0.1', SIMU_DEV_OUTBOX: '1',
      MPESA_PROVIDER: 'daraja', DARAJA_BASE_URL: 'https://api.safaricom.co.ke', DARAJA_CONSUMER_KEY: 'ck', DARAJA_CONSUMER_SECRET: 'cs', DARAJA_SHORTCODE: '600123',
      DARAJA_PASSKEY: 'pk', MPESA_CALLBACK_BASE_URL: 'https://simu.example', MPESA_CALLBACK_TOKEN: 'c'.repeat(32), MPESA_CALLBACK_IPS: 'safaricom',
      DARAJA_INITIATOR: 'simuapi', DARAJA_SECURITY_CREDENTIAL: 'encrypted', SMS_PROVIDER: 'africastalking',
      AT_USERNAME: 'simu', AT_API_KEY: 'key', LIPALATER_PROVIDER: 'off', EMAIL_PROVIDER: 'off', SIMU_SECRET: 's'.repeat(40),
    }
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { env: { PATH: process.env.PATH, ...env }, cwd: process.cwd() })
    try {
      let out = ''
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no start: ${out}`)), 30_000)
        const read = (d: Buffer) => {
          out += d
          // Fastify logs the address it listens on.
          const m = /http:\/\/127\.0\.0\.1:(\d+)/.exec(out)
          if (m && out.includes('Simu is running')) {
            clearTimeout(timer)
            resolve(Number(m[1]))
          }
        }
        child.stdout.on('data', read)
        child.stderr.on('data', read)
        child.on('exit', (code) => reject(new Error(`exited ${code}: ${out}`)))
      })
      expect(out).toContain('(production')
      const base = `http://127.0.0.1:${port}`
      expect((await fetch(`${base}/api/health`)).status).toBe(200)
      expect((await fetch(`${base}/api/dev/sms-outbox/+254712345678`)).status).toBe(404)
      // No cash code has been issued yet: the method that could only refuse is not offered.
      const options = await fetch(`${base}/api/v1/checkout_options`, { headers: { 'x-app-key': 'pk_simu' } })
      expect(await options.json()).toEqual({ success: true, methods: ['mpesa'] })
    } finally {
      child.kill('SIGTERM')
    }
  })

  it('the CLI (seed) refuses the same way', async () => {
    const { code, stderr } = await run('src/server/cli.ts', ['seed'], { NODE_ENV: 'production', SQLITE_PATH: join(dir, 'simu.db') })
    expect(code).toBe(1)
    expect(stderr).toContain('SMS_PROVIDER must be africastalking')
    expect(existsSync(join(dir, 'simu.db'))).toBe(false)
  })

  it('development still starts the CLI with every sandbox (seed works without any setting)', async () => {
    const { code, stdout } = await run('src/server/cli.ts', ['seed'], { SQLITE_PATH: join(dir, 'dev.db') })
    expect(code).toBe(0)
    expect(stdout).toContain('seed: done')
  })

  it('cli cash-codes issues random unused codes, which then pay an order', async () => {
    const db = join(dir, 'codes.db')
    const { code, stdout } = await run('src/server/cli.ts', ['cash-codes', '3'], { SQLITE_PATH: db })
    expect(code).toBe(0)
    const codes = stdout.trim().split('\n')
    expect(codes).toHaveLength(3)
    for (const c of codes) expect(c).toMatch(/^CASH-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(new Set(codes).size).toBe(3)
    expect((await run('src/server/cli.ts', ['cash-codes', 'lots'], { SQLITE_PATH: db })).code).toBe(1)
  })

  it('cli partner-add registers a partner with a fresh key for its https origins', async () => {
    const { code, stdout } = await run('src/server/cli.ts', ['partner-add', 'duka', 'Duka Bora', 'https://duka.example'], { SQLITE_PATH: join(dir, 'dev.db') })
    expect(code).toBe(0)
    expect(stdout).toMatch(/pk_live_[\w-]{20,}/)
    const refused = await run('src/server/cli.ts', ['partner-add', 'duka2', 'Duka', 'https://duka.example/shop'], { SQLITE_PATH: join(dir, 'dev.db') })
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain('is not an origin')
  })
})

describe('a production database', () => {
  let api: Harness
  beforeAll(async () => {
    api = await startApi({ env: { NODE_ENV: 'production', SIMU_DEV_OUTBOX: '1' } })
  })
  afterAll(() => api.close())

  it('holds the catalogue, stores and faults', async () => {
    const count = async (table: 'device_models' | 'stores' | 'faults' | 'shop_variants') =>
      Number((await api.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    for (const table of ['device_models', 'stores', 'faults', 'shop_variants'] as const) expect(await count(table), table).toBeGreaterThan(0)
  })

  it('holds no coupons, no cash codes and no dev partner keys or localhost origins', async () => {
    expect(await api.db.selectFrom('coupons').selectAll().execute()).toEqual([])
    expect(await api.db.selectFrom('cash_codes').selectAll().execute()).toEqual([])
    const partners = await api.db.selectFrom('partners').selectAll().execute()
    expect(partners.map((p) => p.app_key)).toEqual(['pk_simu'])
    expect(partners.every((p) => !p.origins.includes('localhost') && !p.origins.includes('127.0.0.1'))).toBe(true)
  })

  it('refuses the dev keys and the seeded coupon and cash code over the API', async () => {
    for (const key of ['pk_dev_simu', 'pk_demo_partner']) {
      const res = await api.request('GET', '/api/v1/testimonials', { headers: { 'x-app-key': key } })
      expect(res.status, key).toBe(401)
    }
    expect((await api.request('GET', '/api/v1/testimonials', { headers: { 'x-app-key': 'pk_simu' } })).status).toBe(200)
    const coupon = await api.request('POST', '/api/v1/get_coupon_price', { body: { code: 'SIMU500', modelId: 'x' }, headers: { 'x-app-key': 'pk_simu' } })
    expect(coupon.status).not.toBe(200)
  })

  it('has no dev SMS outbox, even with SIMU_DEV_OUTBOX=1', async () => {
    const res = await api.request('GET', '/api/dev/sms-outbox/+254712345678')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ success: false, code: expect.any(String), msg: 'Not found' })
  })

  it('a production seed over a development database removes the dev codes and keys', async () => {
    await seed(api.db, { profile: 'development' })
    expect((await api.db.selectFrom('cash_codes').selectAll().execute()).length).toBeGreaterThan(0)
    await seed(api.db, { profile: 'production' })
    expect(await api.db.selectFrom('cash_codes').selectAll().execute()).toEqual([])
    expect(await api.db.selectFrom('coupons').selectAll().execute()).toEqual([])
    expect((await api.db.selectFrom('partners').select('app_key').execute()).map((p) => p.app_key)).toEqual(['pk_simu'])
    // The site's key keeps no localhost origin that development gave it.
    expect(JSON.parse((await api.db.selectFrom('partners').select('origins').where('app_key', '=', 'pk_simu').executeTakeFirstOrThrow()).origins)).toEqual([])
  })

  it('partner keys come from partner-add: https origins only', async () => {
    await expect(addPartner(api.db, { id: 'shop', name: 'Shop', origins: ['http://shop.example'], production: true })).rejects.toThrow('must use https://')
    const key = await addPartner(api.db, { id: 'shop', name: 'Shop', origins: ['https://shop.example'], production: true })
    expect(key).toMatch(/^pk_live_[\w-]{24}$/)
    const row = await api.db.selectFrom('partners').selectAll().where('id', '=', 'shop').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ app_key: key, origins: '["https://shop.example"]' })
    await expect(addPartner(api.db, { id: 'shop', name: 'Shop again', origins: [], production: true })).rejects.toThrow('exists already')
  })
})

describe('the dev SMS outbox in development', () => {
  it('exists with SIMU_DEV_OUTBOX=1 (local end-to-end tests read codes from it)', async () => {
    const bare = await startBareApp({ env: { SIMU_DEV_OUTBOX: '1' } })
    try {
      const sent = await bare.app.inject({ method: 'POST', url: '/api/v1/send_otp', headers: { 'x-app-key': 'pk_dev_simu', 'content-type': 'application/json' }, payload: { phone: '0712888001' } })
      expect(sent.statusCode).toBe(200)
      const res = await bare.app.inject({ method: 'GET', url: '/api/dev/sms-outbox/+254712888001' })
      expect(res.statusCode).toBe(200)
    } finally {
      await bare.close()
    }
  })
})

describe('LIPALATER_PROVIDER=off', () => {
  let api: Harness | undefined
  afterEach(async () => {
    await api?.close()
    api = undefined
  })

  async function signIn(h: Harness, phone: string): Promise<string> {
    expect((await h.request('POST', '/api/v1/send_otp', { body: { phone } })).status).toBe(200)
    const res = await h.request('POST', '/api/v1/verify_otp', { body: { phone, random: h.lastCode(`+254${phone.slice(1)}`) } })
    return res.body.token as string
  }

  it('checkout_options offers every method while Lipa Later is on', async () => {
    api = await startApi()
    const res = await api.request('GET', '/api/v1/checkout_options')
    expect(res.body).toEqual({ success: true, methods: ['mpesa', 'lipalater', 'cash'] })
  })

  it('checkout_options leaves it out, and the Lipa Later calls and orders answer 400 saying so', async () => {
    api = await startApi({ env: { LIPALATER_PROVIDER: 'off' } })
    expect((await api.request('GET', '/api/v1/checkout_options')).body).toEqual({ success: true, methods: ['mpesa', 'cash'] })
    const otp = await api.request('POST', '/api/v1/send_lipalater_otp', { body: { id_number: '12345678', phone_number: '0712888002' } })
    expect(otp.status).toBe(400)
    expect(otp.body.msg).toMatch(/^Lipa Later is not available/)
    const verify = await api.request('POST', '/api/v1/verify_lipalater', { body: { id_number: '12345678', phone_number: '0712888002', otp: '123456', item_value: 1000 } })
    expect(verify.status).toBe(400)
    const token = await signIn(api, '0712888003')
    const v = await api.db.selectFrom('shop_variants').selectAll().where('quantity', '>', 0).limit(1).executeTakeFirstOrThrow()
    const order = await api.request('POST', '/api/v1/confirm_order', {
      token,
      body: {
        shipping: { method: 'dropoff', name: 'Moi Avenue, Nairobi' },
        paymentMethod: { method: 'lipalater', phone: '0712888003', email: 'a@example.com', clientName: 'Amina', id_number: '12345678' },
        cart: [{ modelId: v.model_id, variant: { _id: v.id, quantity: 1 } }],
      },
    })
    expect(order.status).toBe(400)
    expect(order.body.msg).toMatch(/^Lipa Later is not available/)
    expect(await api.db.selectFrom('shop_orders').selectAll().execute()).toEqual([])
    expect(api.lastSms('+254712888002')).toBeUndefined()
  })
})
