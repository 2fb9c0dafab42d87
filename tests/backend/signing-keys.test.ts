import {
  type JsonWebKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  verify,
} from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { signedInClient } from './support/clients.ts'
import { startOwnBackend } from './support/own-backend.ts'
import { type BackendTarget, backendTarget, isLocal } from './support/target.ts'

/**
 * JWT signing keys: with `auth.signing_keys_path` set, access tokens are signed with its first
 * ES256 or RS256 key, whose public half the JWKS endpoint publishes; the well-known API keys
 * stay HS256. A configuration the backend cannot honour stops its start.
 */

const suite = backendTarget()
const dir = mkdtempSync(join(tmpdir(), 'consultant-site-signing-keys-'))

afterAll(() => {
  rmSync(dir, { recursive: true, force: true })
})

function keysFile(keys: unknown[]): string {
  const path = join(dir, `${randomUUID()}.json`)
  writeFileSync(path, JSON.stringify(keys))
  return path
}

/** A private key as `supabase gen signing-key` writes it. */
function privateJwk(alg: 'ES256' | 'RS256'): JsonWebKey & { kid: string; alg: string } {
  const { privateKey } =
    alg === 'ES256'
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' })
      : generateKeyPairSync('rsa', { modulusLength: 2048 })
  return {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomUUID(),
    alg,
    key_ops: ['sign', 'verify'],
    ext: true,
  }
}

function headerOf(token: string): unknown {
  return JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'))
}

async function publishedKeys(target: BackendTarget): Promise<JsonWebKey[]> {
  const response = await fetch(`${target.url}/auth/v1/.well-known/jwks.json`, {
    headers: { apikey: target.anonKey },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { keys: JsonWebKey[] }).keys
}

describe('signing keys', () => {
  it.runIf(isLocal(suite))(
    'are none while access tokens are signed with the secret (HS256)',
    async () => {
      const owner = await signedInClient(suite.owner.email, suite.owner.password, suite)
      const token = (await owner.auth.getSession()).data.session?.access_token ?? ''
      expect(headerOf(token)).toMatchObject({ alg: 'HS256' })
      expect(await publishedKeys(suite)).toEqual([])
    },
  )

  it.runIf(isLocal(suite)).each(['ES256', 'RS256'] as const)(
    'sign access tokens with a configured %s key, published for checking them without a call',
    async (alg) => {
      const key = privateJwk(alg)
      const backend = await startOwnBackend({
        env: { SUPABASE_AUTH_SIGNING_KEYS_PATH: keysFile([key]) },
      })
      try {
        const owner = await signedInClient(suite.owner.email, suite.owner.password, backend.target)
        const token = (await owner.auth.getSession()).data.session?.access_token ?? ''
        expect(headerOf(token)).toEqual({ alg, kid: key.kid, typ: 'JWT' })

        const [published] = await publishedKeys(backend.target)
        expect(published).toMatchObject({ kid: key.kid, alg, use: 'sig', key_ops: ['verify'] })
        expect(published).not.toHaveProperty('d')
        const publicKey = createPublicKey({ key: published ?? {}, format: 'jwk' })
        const [head = '', payload = '', signature = ''] = token.split('.')
        const signed = verify(
          'sha256',
          Buffer.from(`${head}.${payload}`),
          alg === 'ES256' ? { key: publicKey, dsaEncoding: 'ieee-p1363' } : publicKey,
          Buffer.from(signature, 'base64url'),
        )
        expect(signed).toBe(true)

        // supabase-js checks such a token against the published keys; the API takes it.
        const claims = await owner.auth.getClaims()
        expect(claims.error).toBeNull()
        expect(claims.data?.claims.role).toBe('authenticated')
        const write = await owner
          .from('contact_faqs')
          .insert({ question: `Signed with ${alg}?`, answer: 'Yes' })
        expect(write.error).toBeNull()
      } finally {
        await backend.stop()
      }
    },
  )

  it.runIf(isLocal(suite))('stop the start when the backend cannot honour them', async () => {
    const publicOnly = { ...privateJwk('ES256'), d: undefined }
    const refusals: [Record<string, string>, RegExp][] = [
      [
        {
          SUPABASE_AUTH_SIGNING_KEYS_PATH: keysFile([
            { kty: 'oct', k: 'c2VjcmV0LXNlY3JldC1zZWNyZXQ', kid: 'shared', alg: 'HS256' },
          ]),
        },
        /key shared is HS256; the local backend signs with ES256 \(EC P-256\) or RS256/,
      ],
      [
        { SUPABASE_AUTH_SIGNING_KEYS_PATH: keysFile([publicOnly]) },
        /holds no private key to sign with/,
      ],
      [
        { SUPABASE_AUTH_SIGNING_KEYS_PATH: join(dir, 'missing.json') },
        /auth\.signing_keys_path .* cannot read the keys/,
      ],
      [
        { SUPABASE_AUTH_JWT_SECRET: 'another-secret-of-at-least-thirty-two-characters' },
        /SUPABASE_AUTH_JWT_SECRET \(auth\.jwt_secret\): the local backend signs its well-known API keys/,
      ],
    ]
    for (const [env, message] of refusals) {
      await expect(startOwnBackend({ env })).rejects.toThrow(message)
    }
  })
})
