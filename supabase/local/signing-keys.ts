import { createPrivateKey, createPublicKey } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { SigningKey } from './jwt.ts'

/**
 * `auth.signing_keys_path` of config.toml: a JSON array of private JSON Web Keys, as
 * `supabase gen signing-key` writes them. The local backend signs access tokens with the first
 * and accepts tokens signed by any; ES256 and RS256 keys only. Anything it cannot honour stops
 * the start with a message, rather than being ignored.
 */
export function readSigningKeys(path: string): SigningKey[] {
  const problem = (text: string) => new Error(`auth.signing_keys_path (${path}): ${text}`)
  let parsed: unknown
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'))
  } catch (error) {
    throw problem(`cannot read the keys: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!Array.isArray(parsed) || parsed.length === 0) {
    throw problem('expected a JSON array of at least one key')
  }
  return parsed.map((entry: unknown, index) => {
    const jwk =
      typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
    const name = typeof jwk.kid === 'string' && jwk.kid !== '' ? jwk.kid : null
    if (!name) throw problem(`key ${index + 1} has no kid`)
    const alg = jwk.alg === 'ES256' || jwk.alg === 'RS256' ? jwk.alg : null
    const shape =
      alg === 'ES256'
        ? jwk.kty === 'EC' && jwk.crv === 'P-256'
        : alg === 'RS256' && jwk.kty === 'RSA'
    if (!alg || !shape) {
      throw problem(
        `key ${name} is ${String(jwk.alg ?? jwk.kty)}; the local backend signs with ES256 (EC P-256) or RS256 (RSA) keys, and keeps HS256 for its well-known API keys`,
      )
    }
    if (typeof jwk.d !== 'string') throw problem(`key ${name} holds no private key to sign with`)
    try {
      const privateKey = createPrivateKey({ key: jwk, format: 'jwk' })
      return { kid: name, alg, privateKey, publicKey: createPublicKey(privateKey) }
    } catch (error) {
      throw problem(
        `key ${name} is not a valid key: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  })
}

/** The public halves, as Supabase Auth publishes them at /auth/v1/.well-known/jwks.json. */
export function publicJwks(keys: SigningKey[]): { keys: Record<string, unknown>[] } {
  return {
    keys: keys.map((key) => ({
      ...key.publicKey.export({ format: 'jwk' }),
      kid: key.kid,
      alg: key.alg,
      use: 'sig',
      key_ops: ['verify'],
    })),
  }
}
