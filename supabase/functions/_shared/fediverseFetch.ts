import { type RequestSigner, signedGetHeaders } from './httpSignatures.ts'

/**
 * Requests the inbox makes to other servers, addressed by what a stranger sent: each is limited
 * in time and size, follows no redirect, and reaches no private or loopback address unless the
 * function's environment allows it (the local backend's tests, never a hosted project).
 */

export interface FetchLimits {
  /** Loopback and private addresses, and plain http, are refused unless this is set. */
  allowPrivateAddresses: boolean
  timeoutMs: number
  maxBytes: number
}

export const FEDIVERSE_LIMITS = {
  allowPrivateAddresses: false,
  timeoutMs: 5000,
  maxBytes: 1024 * 1024,
} satisfies FetchLimits

const ACTIVITY_TYPES = ['application/activity+json', 'application/ld+json']

/** The address as a URL the inbox may call, or null (not http(s), or private when not allowed). */
export function remoteUrl(address: string, limits: FetchLimits): URL | null {
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return null
  }
  if (limits.allowPrivateAddresses) {
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  }
  return url.protocol === 'https:' && !isPrivateHost(url.hostname) ? url : null
}

/**
 * Whether a host names this machine or a private network by its form: `localhost`, or an IPv4
 * or IPv6 address in a loopback, private, link-local, shared or unspecified range. (A name is
 * not resolved: the platform's own egress rules cover names that resolve inwards.)
 */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  const v4 = /^(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(host)?.slice(1).map(Number)
  if (v4) {
    const [a = 0, b = 0] = v4
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  if (!host.includes(':')) return false
  const mapped = /^::ffff:(.+)$/.exec(host)?.[1]
  if (mapped !== undefined) return true
  return host === '::' || host === '::1' || /^f[cd]/.test(host) || /^fe[89ab]/.test(host)
}

/**
 * The JSON object an ActivityPub document at `url` holds, fetched as `application/activity+json`
 * within the limits, in a GET signed by the owner's key (servers with "authorised fetch" answer
 * no other); null when it is not one (refused address, failure, timeout, another type, too
 * large, not a JSON object).
 */
export function fetchActivityDocument(
  address: string,
  limits: FetchLimits,
  signer: RequestSigner,
): Promise<Record<string, unknown> | null> {
  const url = remoteUrl(address, limits)
  if (!url) return Promise.resolve(null)
  return withinTime(limits, null, async (signal) => {
    const headers = await signedGetHeaders(url, signer)
    const response = await fetch(url, { headers, redirect: 'error', signal })
    const type = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
    if (!response.ok || !ACTIVITY_TYPES.includes(type)) {
      await response.body?.cancel()
      return null
    }
    const text = await readLimited(response, limits.maxBytes)
    const value: unknown = text === null ? null : JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  })
}

/**
 * POSTs a body with the given headers, within the limits: null when the server took it (2xx),
 * else why not (its status, or no answer in time).
 */
export function postWithin(
  url: URL,
  body: Uint8Array<ArrayBuffer>,
  headers: Headers,
  limits: FetchLimits,
): Promise<string | null> {
  const failed = `no answer (refused, or none within ${String(limits.timeoutMs / 1000)} s)`
  return withinTime(limits, failed, async (signal) => {
    const response = await fetch(url, { method: 'POST', headers, body, redirect: 'error', signal })
    await response.body?.cancel()
    return response.ok ? null : `HTTP ${String(response.status)}`
  })
}

/**
 * Runs a request with a signal that aborts it, its body included, after the time limit; what it
 * gives, or `failed` when it fails or runs out of time.
 */
export async function withinTime<T>(
  limits: FetchLimits,
  failed: T,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController()
  const timer = setTimeout(() => {
    controller.abort()
  }, limits.timeoutMs)
  try {
    return await run(controller.signal)
  } catch {
    return failed
  } finally {
    clearTimeout(timer)
    controller.abort()
  }
}

/** The body as text, or null once it passes `maxBytes` (read no further). */
async function readLimited(response: Response, maxBytes: number): Promise<string | null> {
  const bytes = await readLimitedBytes(response, maxBytes)
  return bytes === null ? null : new TextDecoder().decode(bytes)
}

/** The body, or null once it passes `maxBytes` (read no further). */
export async function readLimitedBytes(
  response: Response,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(response.headers.get('content-length') ?? '0')
  if (declared > maxBytes || !response.body) {
    await response.body?.cancel()
    return declared > maxBytes ? null : new Uint8Array(0)
  }
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
