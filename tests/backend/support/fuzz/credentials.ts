import fc from 'fast-check'
import { signJwt } from '../../../../supabase/local/jwt.ts'
import { LOCAL_JWT_SECRET, localApiKeys } from '../../../../supabase/local/keys.ts'
import { headerText } from './text.ts'

/**
 * What a caller without any privilege can present: nothing, the public anon or publishable key,
 * or tokens that are garbage, forged, expired or for roles that do not exist. Never the
 * service role's key or a token for it signed with the real secret.
 */
export interface Credentials {
  headers: Record<string, string>
  /** An `apikey` query parameter, as some clients send the key. */
  apikeyParam: string | null
}

const keys = localApiKeys()
const NOW_SECONDS = Math.floor(Date.now() / 1000)

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** A bearer token that must not grant more than the anon role. */
export const untrustedToken: fc.Arbitrary<string> = fc.oneof(
  headerText,
  fc.constantFrom(
    '',
    '.',
    '..',
    '...',
    'a.b.c',
    'a.b.c.d',
    keys.anonKey.split('.').slice(0, 2).join('.'),
    `${keys.anonKey}x`,
    keys.anonKey.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
    `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role' })}.`,
    `${base64url({ alg: 'HS512' })}.${base64url({ role: 'service_role' })}.c2ln`,
    `${base64url({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}.c2ln`,
    `${keys.anonKey.split('.')[0] ?? ''}.${base64url({ role: 'service_role' })}.${keys.anonKey.split('.')[2] ?? ''}`,
    signJwt({ role: 'service_role' }, 'not-the-secret-but-at-least-32-characters-long'),
    signJwt({ role: 'anon', exp: NOW_SECONDS - 60 }, LOCAL_JWT_SECRET),
    signJwt({ role: 'authenticated', sub: 'not-a-uuid' }, LOCAL_JWT_SECRET),
    keys.publishableKey,
    `${keys.publishableKey}x`,
    'sb_secret_guessed',
  ),
  fc
    .tuple(
      fc.base64String({ maxLength: 40 }),
      fc.base64String({ maxLength: 80 }),
      fc.base64String(),
    )
    .map((parts) => parts.join('.')),
  fc
    .record({
      role: fc.constantFrom(
        'anon',
        'authenticated',
        'postgres',
        'supabase_admin',
        'supabase_auth_admin',
        'supabase_storage_admin',
        'authenticator',
        'SERVICE_ROLE',
        'service_role ',
        '',
      ),
      sub: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
      exp: fc.oneof(
        fc.integer({ min: NOW_SECONDS + 3600, max: NOW_SECONDS + 86_400 }),
        fc.constant(NOW_SECONDS - 1),
      ),
      aal: fc.constantFrom('aal1', 'aal2', 'aal9'),
      session_id: fc.oneof(fc.uuid(), fc.string({ maxLength: 20 })),
    })
    .map((claims) => signJwt(claims, LOCAL_JWT_SECRET)),
)

const authorization: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: untrustedToken.map((token) => `Bearer ${token}`), weight: 5 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('bearer ', 'Bearer  ', 'Basic ', 'Token ', 'Bearer', ''),
        untrustedToken,
      )
      .map(([scheme, token]) => `${scheme}${token}`),
    weight: 1,
  },
)

const apikey: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(keys.anonKey), weight: 6 },
  { arbitrary: fc.constant(keys.publishableKey), weight: 2 },
  { arbitrary: untrustedToken, weight: 2 },
)

/**
 * Anonymous, with the anon key (as a header, with and without the bearer token, or in the
 * query), and with garbage keys and tokens; mostly with the key, so most requests get past the
 * API gateway to the service.
 */
export const untrustedCredentials: fc.Arbitrary<Credentials> = fc.oneof(
  { arbitrary: fc.constant({ headers: {}, apikeyParam: null }), weight: 1 },
  { arbitrary: fc.constant({ headers: { apikey: keys.anonKey }, apikeyParam: null }), weight: 2 },
  {
    arbitrary: fc.constant({
      headers: { apikey: keys.anonKey, authorization: `Bearer ${keys.anonKey}` },
      apikeyParam: null,
    }),
    weight: 4,
  },
  { arbitrary: fc.constant({ headers: {}, apikeyParam: keys.anonKey }), weight: 1 },
  {
    arbitrary: fc
      .record({ apikey: fc.option(apikey), authorization: fc.option(authorization) })
      .map(({ apikey: key, authorization: auth }) => ({
        headers: {
          ...(key === null ? {} : { apikey: key }),
          ...(auth === null ? {} : { authorization: auth }),
        },
        apikeyParam: null,
      })),
    weight: 2,
  },
)
