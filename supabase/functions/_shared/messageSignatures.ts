/**
 * HTTP Message Signatures (RFC 9421), as Mastodon 4.4+ and Fedify sign their requests: a
 * `Signature-Input` naming the covered components and the signature's parameters, a `Signature`
 * with its bytes, each a dictionary keyed by the signature's label; the body's digest in a
 * `Content-Digest` (RFC 9530). Verifies `rsa-v1_5-sha256` and `ed25519` with plain WebCrypto, so
 * the same code runs in Deno and Node. Components with parameters (`;sf`, `;req`,
 * `@query-param`) are not taken.
 */

import { toBase64 } from './base64.ts'
import {
  type BareItem,
  isInnerList,
  parseDictionary,
  serialiseInnerList,
} from './structuredFields.ts'

export interface MessageSignature {
  label: string
  /** The covered components, in order: derived ones (`@method`) and header names, lower case. */
  components: string[]
  keyId: string
  /** The `alg` parameter, when the sender gives it. */
  alg: string | null
  /** Seconds since the epoch, when the sender gives them. */
  created: number | null
  expires: number | null
  /** The value of the base's `@signature-params` line: the inner list, serialised again. */
  params: string
  signature: Uint8Array<ArrayBuffer>
}

/** A request as its sender addressed it, for the derived components. */
export interface SignedMessage {
  method: string
  url: URL
  headers: Headers
}

const HEADER_NAME = /^[a-z0-9!#$%&'*+.^_`|~-]+$/

const text = (bare: BareItem | undefined): string | null =>
  bare?.type === 'string' ? bare.value : null
const seconds = (bare: BareItem | undefined): number | null =>
  bare?.type === 'integer' ? bare.value : null

/**
 * The first signature both headers carry under one label, with a `keyid`; null when either
 * header does not parse, or no signature is one the inbox can check.
 */
export function parseMessageSignature(input: string, signature: string): MessageSignature | null {
  const inputs = parseDictionary(input)
  const signatures = parseDictionary(signature)
  if (!inputs || !signatures) return null
  for (const [label, member] of inputs) {
    const bytes = signatures.get(label)
    if (!isInnerList(member) || !bytes || isInnerList(bytes) || bytes.item.type !== 'bytes') {
      continue
    }
    const components = member.items.map(({ item, parameters }) =>
      item.type === 'string' && parameters.size === 0 ? item.value : null,
    )
    const keyId = text(member.parameters.get('keyid'))
    if (!keyId || components.some((name) => name === null)) return null
    const alg = member.parameters.get('alg')
    if (alg !== undefined && alg.type !== 'string') return null
    return {
      label,
      components: components.filter((name) => name !== null),
      keyId,
      alg: text(alg),
      created: seconds(member.parameters.get('created')),
      expires: seconds(member.parameters.get('expires')),
      params: serialiseInnerList(member),
      signature: bytes.item.value,
    }
  }
  return null
}

function componentValue(message: SignedMessage, name: string): string | null {
  const { url } = message
  switch (name) {
    case '@method':
      return message.method
    case '@target-uri':
      return url.href
    case '@authority':
      return url.host
    case '@scheme':
      return url.protocol.slice(0, -1)
    case '@request-target':
      return `${url.pathname}${url.search}`
    case '@path':
      return url.pathname
    case '@query':
      return url.search || '?'
  }
  return HEADER_NAME.test(name) ? (message.headers.get(name)?.trim() ?? null) : null
}

/**
 * The signature base (RFC 9421 §2.5): a `"name": value` line per covered component, then the
 * `"@signature-params"` line. Null when a component is missing, repeated, or one it cannot derive.
 */
export function signatureBase(message: SignedMessage, signature: MessageSignature): string | null {
  if (new Set(signature.components).size !== signature.components.length) return null
  const lines: string[] = []
  for (const name of signature.components) {
    const value = componentValue(message, name)
    if (value === null) return null
    lines.push(`"${name}": ${value}`)
  }
  lines.push(`"@signature-params": ${signature.params}`)
  return lines.join('\n')
}

/**
 * Whether the signature verifies with the key over the base: an RSA key as `rsa-v1_5-sha256`, an
 * Ed25519 key as `ed25519`, and only when the `alg` the sender gives, if any, is that one.
 */
export function verifyMessageSignature(
  key: CryptoKey,
  signature: MessageSignature,
  base: string,
): Promise<boolean> {
  const data = new TextEncoder().encode(base)
  const rsa = key.algorithm.name === 'RSASSA-PKCS1-v1_5'
  const algorithm = rsa ? 'rsa-v1_5-sha256' : key.algorithm.name === 'Ed25519' ? 'ed25519' : null
  if (algorithm === null || (signature.alg ?? algorithm) !== algorithm) {
    return Promise.resolve(false)
  }
  return crypto.subtle.verify(key.algorithm.name, key, signature.signature, data)
}

const DIGESTS = { 'sha-256': 'SHA-256', 'sha-512': 'SHA-512' } as const

/**
 * Whether a `Content-Digest` header gives the body's digest: it must carry sha-256 or sha-512,
 * and each of those it carries must match (others are ignored).
 */
export async function contentDigestMatches(
  header: string | null,
  body: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const members = header === null ? null : parseDictionary(header)
  if (!members) return false
  let checked = 0
  for (const [name, algorithm] of Object.entries(DIGESTS)) {
    const member = members.get(name)
    if (member === undefined) continue
    if (isInnerList(member) || member.item.type !== 'bytes') return false
    const digest = new Uint8Array(await crypto.subtle.digest(algorithm, body))
    if (toBase64(digest) !== toBase64(member.item.value)) return false
    checked += 1
  }
  return checked > 0
}
