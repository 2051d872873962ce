/**
 * Which addresses may call our M-Pesa routes (MPESA_CALLBACK_IPS). The token in the path is one lock;
 * Safaricom's published source addresses are a second, so a leaked URL alone cannot post a payment.
 */
import { BlockList, isIP } from 'node:net'

/** null: every caller is allowed (no list configured, the development default). */
export type CallerCheck = ((ip: string) => boolean) | null

/** Builds the check from entries such as '196.201.214.200' or '196.201.214.0/24'; a bad entry stops the server. */
export function callerCheck(entries: string[]): CallerCheck {
  if (entries.length === 0) return null
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? null : Number(prefix)
    const max = family === 6 ? 128 : 32
    if (family === 0 || extra !== undefined || (bits !== null && (!/^\d{1,3}$/.test(prefix!) || bits > max))) {
      throw new Error(`MPESA_CALLBACK_IPS: '${entry}' is not an IP address or CIDR range`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === null) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return (ip: string) => {
    // IPv4 callers on a dual-stack socket show as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}
