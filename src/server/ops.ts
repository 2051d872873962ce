/**
 * The staff command line, never reachable over HTTP: argument parsing and printing over the services
 * (trade-ins: sell/service.ts; repair tickets: repair/service.ts; refund tasks: checkout/refunds.ts).
 *
 *   node --import tsx src/server/ops.ts list [<state>]
 *   node --import tsx src/server/ops.ts show <quoteId>
 *   node --import tsx src/server/ops.ts inspect <quoteId> [--imei <15 digits>]
 *   node --import tsx src/server/ops.ts confirm <quoteId>
 *   node --import tsx src/server/ops.ts revise <quoteId> --reason <key> [--reason <key> ...] [--amount <n>] [--note <text>]
 *   node --import tsx src/server/ops.ts paid <quoteId> --reference <mobile-money code>
 *   node --import tsx src/server/ops.ts repair-stage <ticket> <stage> [--note <text>]   (repair tickets, forward only)
 *   node --import tsx src/server/ops.ts refunds [all] | refund-close <id>   (M-Pesa refund tasks, refunds.ts)
 *
 * Every command also takes --by <name> (default: $USER), recorded for the audit trail. It opens the
 * database the server uses: SQLITE_PATH (default data/simu.db), or DATABASE_URL for PostgreSQL.
 * Reason keys: the sell question keys (brokenScreen, charger, ...) or batteryWorn, partsReplaced,
 * modelMismatch, storageMismatch (these need --amount). Exit code 0 on success, 1 when refused, 2 on bad usage.
 */
import { pathToFileURL } from 'node:url'
import { resolve } from 'node:path'
import type { Kysely } from 'kysely'
import { isTradeInState, tradeInStates, type TradeInState } from '@core/domain/trade-in'
import { isTicketStage, ticketStages } from '@core/domain/repair'
import type { Database } from '@server/db/schema'
import { badRequest, HttpError } from '@server/lib/errors'
import { confirmOffer, inspect, isoTime, listTradeIns as tradeInList, markPaid, reviseOffer, tradeInForStaff } from '@server/sell/service'
import { moveTicketStage } from '@server/repair/service'
import { refundCommand } from '@server/checkout/refunds'

type Q = Kysely<Database>

// ---------------------------------------------------------------- the command line

export interface CliResult {
  code: number
  out: string
}

const usage = `usage: node --import tsx src/server/ops.ts <command> ...
  list [<state>]                          trade-ins (newest first), optionally in one state
  show <quoteId>                          one trade-in with its timeline
  inspect <quoteId> [--imei <imei>]       the phone is in hand and checked
  confirm <quoteId>                       the inspection matches: the offer stands
  revise <quoteId> --reason <key> ... [--amount <n>] [--note <text>]
                                          the inspection found more: a lower offer, with reasons
  paid <quoteId> --reference <code>       the payout was sent by mobile money
  repair-stage <ticket> <stage> [--note <text>]
                                          a repair ticket (R1001KE or its id) moves forward:
                                          booked, received, diagnosed, repairing, ready, collected
  refunds [all]                           M-Pesa money to send back: open refund tasks (all: closed ones too)
  refund-close <id>                       the refund was sent: close the task
options: --by <name> (who does it; default $USER)`

/** The options the commands take. Anything else, even when it starts with `--`, is a positional
 *  argument: ids are base64url, so one in 4,096 begins with `--`. */
const optionNames = new Set(['by', 'reference', 'reason', 'amount', 'note', 'imei'])
const isOption = (a: string | undefined) => a !== undefined && a.startsWith('--') && optionNames.has(a.slice(2))

function parseArgs(args: string[]): { positional: string[]; options: Map<string, string[]> } {
  const positional: string[] = []
  const options = new Map<string, string[]>()
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!
    if (isOption(a)) {
      const value = args[i + 1]
      if (value === undefined || isOption(value)) throw badRequest('value_missing', { name: a })
      options.set(a.slice(2), [...(options.get(a.slice(2)) ?? []), value])
      i++
    } else positional.push(a)
  }
  return { positional, options }
}

/**
 * Runs one CLI command against `db` and returns its exit code and output (the tests call this;
 * the command line prints it).
 */
export async function runOps(db: Q, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<CliResult> {
  const [command, ...rest] = args
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs(rest)
  } catch (error) {
    return { code: 2, out: `${(error as Error).message}\n${usage}` }
  }
  const { positional, options } = parsed
  const one = (name: string) => options.get(name)?.at(-1)
  const staff = one('by') ?? env.USER ?? 'staff'
  const id = positional[0]
  const needsId = ['show', 'inspect', 'confirm', 'revise', 'paid']
  if (command === 'repair-stage') return repairStage(db, positional, staff, one('note'))
  if (command === 'refunds' || command === 'refund-close') return refundCommand(db, command, positional, staff)
  if (!command || (!needsId.includes(command) && command !== 'list')) return { code: 2, out: usage }
  if (needsId.includes(command) && !id) return { code: 2, out: `${command} needs a quote id\n${usage}` }
  try {
    switch (command) {
      case 'list': {
        const state = positional[0]
        if (state !== undefined && !isTradeInState(state)) return { code: 2, out: `unknown state '${state}' (${tradeInStates.join(', ')})` }
        const rows = await listTradeIns(db, state)
        return { code: 0, out: rows.length ? rows.join('\n') : 'no trade-ins' }
      }
      case 'show':
        return { code: 0, out: await describe(db, id!) }
      case 'inspect':
        return done(await inspect(db, staff, id!, { imei: one('imei') }), id!)
      case 'confirm':
        return done(await confirmOffer(db, staff, id!), id!)
      case 'revise': {
        const amountText = one('amount')
        if (amountText !== undefined && !/^\d+$/.test(amountText)) return { code: 2, out: '--amount must be a whole number, 0 or more' }
        const reasons = (options.get('reason') ?? []).flatMap((r) => r.split(',')).map((r) => r.trim()).filter(Boolean)
        return done(await reviseOffer(db, staff, id!, { reasons, amount: amountText === undefined ? undefined : Number(amountText), note: one('note') }), id!)
      }
      case 'paid': {
        const reference = one('reference')
        if (!reference) return { code: 2, out: `paid needs --reference <code>\n${usage}` }
        return done(await markPaid(db, staff, id!, { reference }), id!)
      }
    }
  } catch (error) {
    if (error instanceof HttpError) return { code: 1, out: `refused (${error.statusCode}): ${error.message}` }
    throw error
  }
  return { code: 2, out: usage }
}

const done = (state: TradeInState, id: string): CliResult => ({ code: 0, out: `${id}: ${state}` })

/** repair-stage <ticket> <stage>: staff move a repair ticket forward (routes/repair.ts moveTicketStage). */
async function repairStage(db: Q, positional: string[], staff: string, note?: string): Promise<CliResult> {
  const [ticket, stage] = positional
  if (!ticket || !stage) return { code: 2, out: `repair-stage needs a ticket and a stage\n${usage}` }
  if (!isTicketStage(stage)) return { code: 2, out: `unknown stage '${stage}' (${ticketStages.join(', ')})` }
  try {
    const moved = await moveTicketStage(db, ticket, stage, staff, note)
    return { code: 0, out: `${moved.ticket}: ${moved.stage}` }
  } catch (error) {
    if (error instanceof HttpError) return { code: 1, out: `refused (${error.statusCode}): ${error.message}` }
    throw error
  }
}

async function listTradeIns(db: Q, state?: TradeInState): Promise<string[]> {
  const rows = await tradeInList(db, state)
  return rows.map((r) => `${r.id}  ${r.state.padEnd(16)}  ${r.currency} ${r.offer}  ${r.name}  ${isoTime(r.created_at)}`)
}

async function describe(db: Q, id: string): Promise<string> {
  const { quote, owner, tradeIn: t } = await tradeInForStaff(db, id)
  return [
    `${id}: ${t.state}  offer ${quote.currency} ${quote.offer}  agreed ${quote.currency} ${t.agreedOffer}  seller ${owner.phone}`,
    ...t.events.map((e) => `  ${e.at}  ${e.type}  ${JSON.stringify(e.data)}`),
  ].join('\n')
}

async function main(): Promise<void> {
  const [{ configFromEnv }, { openDb }, { migrate }] = await Promise.all([import('@server/config'), import('@server/db'), import('@server/db/migrate')])
  const config = configFromEnv()
  const database = openDb({ url: config.databaseUrl, sqlitePath: config.sqlitePath })
  try {
    await migrate(database.db)
    const result = await runOps(database.db, process.argv.slice(2))
    ;(result.code === 0 ? console.log : console.error)(result.out)
    process.exitCode = result.code
  } finally {
    await database.close()
  }
}

// Run as a command only when started directly, not when the tests import it.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await main()
