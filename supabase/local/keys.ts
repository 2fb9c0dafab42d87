import { type JwtKeys, signJwt } from './jwt.ts'

/**
 * The Supabase CLI's default local JWT secret and the API keys derived from it, so anyone who
 * knows `supabase start` recognises them. They are public knowledge: never use them in production.
 */
export const LOCAL_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'

/** The CLI's long-lived demo keys expire in 2032. */
const DEMO_KEY_EXPIRY = 1983812996

export interface ApiKeys {
  jwtKeys: JwtKeys
  anonKey: string
  serviceRoleKey: string
  publishableKey: string
  secretKey: string
}

export function localApiKeys(): ApiKeys {
  const jwtSecret = LOCAL_JWT_SECRET
  return {
    jwtKeys: { secret: jwtSecret },
    anonKey: signJwt({ iss: 'supabase-demo', role: 'anon', exp: DEMO_KEY_EXPIRY }, jwtSecret),
    serviceRoleKey: signJwt(
      { iss: 'supabase-demo', role: 'service_role', exp: DEMO_KEY_EXPIRY },
      jwtSecret,
    ),
    publishableKey: 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH',
    secretKey: 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz',
  }
}
