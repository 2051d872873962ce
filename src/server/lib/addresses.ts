/** Lists of IP addresses and CIDR ranges from settings (TRUST_PROXY, MPESA_CALLBACK_IPS). */
import { BlockList, isIP } from 'node:net'

/** Builds a matcher from entries such as '10.0.0.1' or '10.0.0.0/8'; a bad entry throws, naming `setting`. */
export function addressMatcher(entries: readonly string[], setting: string): (ip: string) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? null : Number(prefix)
    const max = family === 6 ? 128 : 32
    if (family === 0 || extra !== undefined || (bits !== null && (!/^\d{1,3}$/.test(prefix!) || bits > max))) {
      throw new Error(`${setting}: '${entry}' is not an IP address or CIDR range`)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (bits === null) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return (ip: string) => {
    // IPv4 peers on a dual-stack socket show as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip
    const family = isIP(plain)
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}

/** Loopback, private and link-local ranges: where a reverse proxy in front of Simu connects from. */
export const privateRanges = ['127.0.0.0/8', '10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', '169.254.0.0/16', '100.64.0.0/10', '::1/128', 'fc00::/7', 'fe80::/10'] as const
