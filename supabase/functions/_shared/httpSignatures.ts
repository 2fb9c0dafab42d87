/**
 * HTTP signatures as the fediverse signs its requests today: draft-cavage-http-signatures-12
 * (a `Signature` header naming the key, the algorithm and the headers it covers), with
 * RSASSA-PKCS1-v1_5 over SHA-256, and the body's SHA-256 in a `Digest` header. Plain WebCrypto,
 * so the same code runs in Deno and Node.
 */

import { fromBase64, toBase64 } from './base64.ts'

export interface SignatureParameters {
  keyId: string
  algorithm: string
  /** The covered headers, lower case, in order; `(request-target)` for the method and path. */
  headers: string[]
  signature: Uint8Array<ArrayBuffer>
}

/** What a signature covers: the request's method, its path and query, and its headers. */
export interface SignedRequest {
  method: string
  /** The path and query as the sender addressed them (`/users/alex/inbox?x=1`). */
  target: string
  headers: Headers
}

const HEADER_NAME = /^[a-z0-9!#$%&'*+.^_`|~-]+$/

const PARAMETER = /\s*([a-zA-Z]+)="([^"]*)"\s*(?:,|$)/y

/** The parameters of a `Signature` header, or null when it is not one. */
export function parseSignatureHeader(value: string): SignatureParameters | null {
  const fields = new Map<string, string>()
  PARAMETER.lastIndex = 0
  while (PARAMETER.lastIndex < value.length) {
    const match = PARAMETER.exec(value)
    if (!match?.[1] || match[2] === undefined) return null
    fields.set(match[1], match[2])
  }
  const keyId = fields.get('keyId')
  const signature = fields.get('signature')
  const bytes = signature === undefined ? null : fromBase64(signature)
  if (!keyId || !bytes) return null
  const headers = (fields.get('headers') ?? 'date').toLowerCase().split(/\s+/).filter(Boolean)
  return { keyId, algorithm: fields.get('algorithm') ?? 'hs2019', headers, signature: bytes }
}

/**
 * The string a draft-cavage signature signs (§2.3): one `name: value` line per covered header,
 * `(request-target)` being the lower-case method and the target. Null when a covered header is
 * missing, or is a pseudo-header other than `(request-target)`.
 */
export function signingString(request: SignedRequest, headers: readonly string[]): string | null {
  const lines: string[] = []
  for (const name of headers) {
    if (name === '(request-target)') {
      lines.push(`${name}: ${request.method.toLowerCase()} ${request.target}`)
      continue
    }
    const value = HEADER_NAME.test(name) ? request.headers.get(name) : null
    if (value === null) return null
    lines.push(`${name}: ${value.trim()}`)
  }
  return lines.join('\n')
}

/** `SHA-256=<base64>`, the `Digest` header (RFC 3230) of a body. */
export async function digestHeader(body: Uint8Array<ArrayBuffer>): Promise<string> {
  return `SHA-256=${toBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', body)))}`
}

/** Whether a `Digest` header gives the body's SHA-256 (the one algorithm it must carry). */
export async function digestMatches(
  header: string | null,
  body: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  const expected = (await digestHeader(body)).slice('SHA-256='.length)
  return (header ?? '')
    .split(',')
    .map((part) => /^\s*sha-256=(.+?)\s*$/i.exec(part)?.[1])
    .includes(expected)
}

const RSA_SHA256 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const

/**
 * A `-----BEGIN PUBLIC KEY-----` (SPKI) PEM as a key that verifies: RSA-SHA256 signatures, or
 * Ed25519 ones when it is an Ed25519 key (RFC 9421's `ed25519`).
 */
export async function importPublicKey(pem: string): Promise<CryptoKey> {
  const spki = pemBytes(pem, 'PUBLIC KEY')
  try {
    return await crypto.subtle.importKey('spki', spki, RSA_SHA256, false, ['verify'])
  } catch {
    return crypto.subtle.importKey('spki', spki, { name: 'Ed25519' }, false, ['verify'])
  }
}

/** A `-----BEGIN PRIVATE KEY-----` (PKCS #8) PEM as a key that signs RSA-SHA256. */
export function importPrivateKey(pem: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', pemBytes(pem, 'PRIVATE KEY'), RSA_SHA256, false, ['sign'])
}

/**
 * The owner's private key, imported once: a function that gives the key of a PEM, importing it
 * again only when the PEM changes (a new key set while the function runs).
 */
export function privateKeyCache(): (pem: string) => Promise<CryptoKey> {
  let imported: { pem: string; key: Promise<CryptoKey> } | null = null
  return (pem) => {
    if (imported?.pem !== pem) imported = { pem, key: importPrivateKey(pem) }
    return imported.key
  }
}

/** Whether the signature verifies with the key; only RSA-SHA256 (`rsa-sha256`, `hs2019`) does. */
export async function verifySignature(
  key: CryptoKey,
  parameters: SignatureParameters,
  signed: string,
): Promise<boolean> {
  if (key.algorithm.name !== RSA_SHA256.name) return false
  if (!['rsa-sha256', 'hs2019'].includes(parameters.algorithm.toLowerCase())) return false
  return crypto.subtle.verify(
    RSA_SHA256,
    key,
    parameters.signature,
    new TextEncoder().encode(signed),
  )
}

/** Who signs a request: the key's id (the actor's `#main-key`), the key, and the time. */
export interface RequestSigner {
  keyId: string
  key: CryptoKey
  now: number
}

/**
 * Signs a POST of `body` to `url` as Mastodon signs its deliveries: `(request-target) host date
 * digest content-type`. The headers to send, `Signature` among them.
 */
export async function signedPostHeaders(
  url: URL,
  body: Uint8Array<ArrayBuffer>,
  signer: RequestSigner,
): Promise<Headers> {
  const headers = new Headers({
    host: url.host,
    date: new Date(signer.now).toUTCString(),
    digest: await digestHeader(body),
    'content-type': 'application/activity+json',
  })
  return signed('POST', url, headers, ['host', 'date', 'digest', 'content-type'], signer)
}

/**
 * Signs a GET of an ActivityPub document as Mastodon signs its fetches, for servers that answer
 * only signed requests ("authorised fetch"): `(request-target) host date accept`.
 */
export function signedGetHeaders(url: URL, signer: RequestSigner): Promise<Headers> {
  const headers = new Headers({
    host: url.host,
    date: new Date(signer.now).toUTCString(),
    accept: 'application/activity+json',
  })
  return signed('GET', url, headers, ['host', 'date', 'accept'], signer)
}

/** The headers with a `Signature` covering the request and `names`, in that order. */
async function signed(
  method: string,
  url: URL,
  headers: Headers,
  names: readonly string[],
  signer: RequestSigner,
): Promise<Headers> {
  const covered = ['(request-target)', ...names]
  const text = signingString({ method, target: `${url.pathname}${url.search}`, headers }, covered)
  const signature = await crypto.subtle.sign(
    RSA_SHA256,
    signer.key,
    new TextEncoder().encode(text ?? ''),
  )
  headers.set(
    'signature',
    `keyId="${signer.keyId}",algorithm="rsa-sha256",headers="${covered.join(' ')}",signature="${toBase64(new Uint8Array(signature))}"`,
  )
  return headers
}

function pemBytes(pem: string, label: string): Uint8Array<ArrayBuffer> {
  const body = new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----`)
  const bytes = fromBase64(body.exec(pem)?.[1]?.replace(/\s+/g, '') ?? '')
  if (!bytes || bytes.length === 0) throw new Error(`Not a ${label} PEM`)
  return bytes
}
