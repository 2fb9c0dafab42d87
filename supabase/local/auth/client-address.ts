import { isIP } from 'node:net'
import { type ApiRequest, header } from '../http/types.ts'

/**
 * The address a request came from. With no proxy in front (`trustedProxies` 0) it is the
 * connection's peer, and X-Forwarded-For is ignored: any client can write that header. Behind
 * `trustedProxies` proxies, each of which appends the address it saw, it is the entry the
 * outermost trusted proxy appended; entries left of it are the client's own claims.
 */
export function clientAddress(request: ApiRequest, trustedProxies: number): string {
  const peer = withoutIpv4Mapping(request.clientAddress)
  if (trustedProxies === 0) return peer
  const forwarded = (header(request, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const chain = [...forwarded, peer]
  const candidate = withoutIpv4Mapping(chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? '')
  return isIP(candidate) === 0 ? peer : candidate
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
export function withoutIpv4Mapping(address: string): string {
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}
