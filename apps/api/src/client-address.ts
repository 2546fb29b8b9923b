/**
 * What a client's limits (the read limit, the ticket quota) count under. The address is the
 * socket's, or behind a trusted proxy (TRUST_PROXY) the X-Forwarded-For entry the proxy added,
 * which is text a client may have shaped: every spelling of one address must give one key.
 */
import ipaddr from 'ipaddr.js'
import { trimTrailing } from './text.ts'

/** A dotted-quad IPv4 address in canonical form (what a socket reports): its own key. */
const CANONICAL_IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/
const IPV4_WITH_PORT = /^([^:]+):\d{1,5}$/
/** Longer than any spelling of an address (a bracketed IPv6 with a zone and a port is ~60). */
const MAX_ADDRESS_LENGTH = 100

/**
 * The key of `address`, or undefined when it is not an address at all (then the request is
 * refused rather than given a quota of its own).
 *
 * IPv4 counts as the address, whatever its spelling: with a port (`1.2.3.4:80`, `[1.2.3.4]:80`),
 * a trailing dot, leading zeros, hex or a single number (as inet_aton reads them). IPv6 counts by
 * its /64: the smallest network a subscriber gets, in which any host picks new addresses at will,
 * so full addresses would give one client 2^64 quotas. An IPv4-mapped IPv6 address (how a
 * dual-stack socket shows an IPv4 client) counts as the IPv4 address.
 */
export function clientKey(address: string | undefined): string | undefined {
  if (address === undefined) return undefined
  // The hot path: the socket's own IPv4 address.
  if (CANONICAL_IPV4.test(address)) return address
  let text = address.trim()
  if (text.length > MAX_ADDRESS_LENGTH) return undefined
  text = BRACKETED.exec(text)?.[1] ?? IPV4_WITH_PORT.exec(text)?.[1] ?? text
  text = trimTrailing(text, '.')
  if (!ipaddr.isValid(text)) return undefined
  const parsed = ipaddr.process(text)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  return `${(parsed as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}
