import { describe, expect, it } from 'vitest'
import { clientAddress } from '../../../supabase/local/auth/client-address.ts'
import type { ApiRequest } from '../../../supabase/local/http/types.ts'

function request(peer: string, forwardedFor?: string): ApiRequest {
  return {
    method: 'POST',
    path: '/token',
    query: new URLSearchParams(),
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    body: Buffer.alloc(0),
    clientAddress: peer,
  }
}

describe('clientAddress', () => {
  it('is the connection peer, whatever X-Forwarded-For claims, with no proxy in front', () => {
    expect(clientAddress(request('127.0.0.1', '198.51.100.7'), 0)).toBe('127.0.0.1')
  })

  it('reads an IPv4-mapped peer as the IPv4 address', () => {
    expect(clientAddress(request('::ffff:127.0.0.1'), 0)).toBe('127.0.0.1')
  })

  it('behind one proxy, is the address that proxy appended, not what the client wrote', () => {
    const forwarded = request('10.0.0.2', '198.51.100.7, 203.0.113.9')
    expect(clientAddress(forwarded, 1)).toBe('203.0.113.9')
  })

  it('behind two proxies, is the entry the outer proxy appended', () => {
    const forwarded = request('10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.1')
    expect(clientAddress(forwarded, 2)).toBe('203.0.113.9')
  })

  it('falls back to the peer when the header is missing or not an address', () => {
    expect(clientAddress(request('10.0.0.2'), 1)).toBe('10.0.0.2')
    expect(clientAddress(request('10.0.0.2', 'not-an-address'), 1)).toBe('10.0.0.2')
  })

  it('takes the leftmost entry when the chain is shorter than the proxies', () => {
    expect(clientAddress(request('10.0.0.2', '203.0.113.9'), 3)).toBe('203.0.113.9')
  })
})
