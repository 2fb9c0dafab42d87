import { type KeyObject, createHmac, sign, timingSafeEqual, verify } from 'node:crypto'

/** Claims the backend reads from a token; any others are carried along untouched. */
export interface JwtClaims {
  role?: string
  sub?: string
  exp?: number
  [claim: string]: unknown
}

export type JwtVerification =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

/** An asymmetric key that signs access tokens, as a project's JWT signing keys do. */
export interface SigningKey {
  kid: string
  alg: 'ES256' | 'RS256'
  privateKey: KeyObject
  publicKey: KeyObject
}

/** Every key a token of this backend may be signed with. */
export interface JwtKeys {
  /** HS256: the well-known local API keys, and access tokens when there is no signing key. */
  secret: string
  /** The first signs access tokens; each checks the tokens that name it by `kid`. */
  signingKeys: SigningKey[]
}

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

/** Signs claims as an HS256 JSON Web Token, as Supabase's local stack does. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const payload = base64url(JSON.stringify(claims))
  return `${header}.${payload}.${signature(`${header}.${payload}`, secret)}`
}

/** Signs an access token with the first signing key, or with the secret when there is none. */
export function signAccessToken(claims: JwtClaims, keys: JwtKeys): string {
  const [key] = keys.signingKeys
  if (!key) return signJwt(claims, keys.secret)
  const input = `${base64url(JSON.stringify({ alg: key.alg, kid: key.kid, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`
  return `${input}.${sign('sha256', Buffer.from(input), keyOf(key, 'privateKey')).toString('base64url')}`
}

export function verifyJwt(
  token: string,
  keys: JwtKeys,
  nowSeconds = Date.now() / 1000,
): JwtVerification {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'malformed' }
  const [encodedHeader = '', encodedPayload = '', givenSignature = ''] = parts
  const decodedHeader = parseJsonObject(decodeBase64url(encodedHeader))
  const input = `${encodedHeader}.${encodedPayload}`
  if (decodedHeader?.alg === 'HS256') {
    const expected = Buffer.from(signature(input, keys.secret))
    const given = Buffer.from(givenSignature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      return { ok: false, reason: 'signature' }
    }
  } else if (decodedHeader?.alg === 'ES256' || decodedHeader?.alg === 'RS256') {
    const key = keys.signingKeys.find(
      (candidate) => candidate.kid === decodedHeader.kid && candidate.alg === decodedHeader.alg,
    )
    const signed = Buffer.from(givenSignature, 'base64url')
    if (!key || !verify('sha256', Buffer.from(input), keyOf(key, 'publicKey'), signed)) {
      return { ok: false, reason: 'signature' }
    }
  } else {
    return { ok: false, reason: 'malformed' }
  }

  const claims = parseJsonObject(decodeBase64url(encodedPayload))
  if (!claims) return { ok: false, reason: 'malformed' }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    return { ok: false, reason: 'expired' }
  }
  return { ok: true, claims }
}

/** ES256 signatures are the two raw 32-byte numbers (JWS), not DER. */
function keyOf(key: SigningKey, part: 'privateKey' | 'publicKey') {
  return key.alg === 'ES256' ? { key: key[part], dsaEncoding: 'ieee-p1363' as const } : key[part]
}

function signature(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url')
}

function base64url(text: string): string {
  return Buffer.from(text).toString('base64url')
}

function decodeBase64url(text: string): string {
  return Buffer.from(text, 'base64url').toString('utf8')
}

function parseJsonObject(text: string): JwtClaims | null {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as JwtClaims)
      : null
  } catch {
    return null
  }
}
