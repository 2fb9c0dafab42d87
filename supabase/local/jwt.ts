import { createHmac, timingSafeEqual } from 'node:crypto'

/** Claims the backend reads from a token; any others are carried along untouched. */
export interface JwtClaims {
  role?: string
  sub?: string
  exp?: number
  [claim: string]: unknown
}

export type JwtVerification =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'malformed' | 'signature' | 'expired' }

/** The key every token of this backend is signed with. */
export interface JwtKeys {
  /** HS256: the well-known local API keys and the access tokens alike. */
  secret: string
}

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

/** Signs claims as an HS256 JSON Web Token, as Supabase's local stack does. */
export function signJwt(claims: JwtClaims, secret: string): string {
  const payload = base64url(JSON.stringify(claims))
  return `${header}.${payload}.${signature(`${header}.${payload}`, secret)}`
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
  if (decodedHeader?.alg !== 'HS256') return { ok: false, reason: 'malformed' }
  const expected = Buffer.from(signature(input, keys.secret))
  const given = Buffer.from(givenSignature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'signature' }
  }

  const claims = parseJsonObject(decodeBase64url(encodedPayload))
  if (!claims) return { ok: false, reason: 'malformed' }
  if (typeof claims.exp === 'number' && claims.exp <= nowSeconds) {
    return { ok: false, reason: 'expired' }
  }
  return { ok: true, claims }
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
