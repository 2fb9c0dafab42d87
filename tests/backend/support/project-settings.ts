import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/** The settings of supabase/config.toml that the security lints read. */
export interface ProjectSettings {
  /** `[api] schemas`: what the Data API exposes. */
  exposedSchemas: string[]
  anonymousSignIns: boolean
  emailOtpExpirySeconds: number
}

export function readProjectSettings(): ProjectSettings {
  const path = new URL('../../../supabase/config.toml', import.meta.url)
  const toml = parse(readFileSync(path, 'utf8'))
  const api = section(toml, 'api')
  const auth = section(toml, 'auth')
  const email = section(auth, 'email')
  return {
    exposedSchemas: Array.isArray(api.schemas)
      ? api.schemas.filter((schema): schema is string => typeof schema === 'string')
      : ['public', 'graphql_public'],
    anonymousSignIns: auth.enable_anonymous_sign_ins === true,
    emailOtpExpirySeconds: typeof email.otp_expiry === 'number' ? email.otp_expiry : 3600,
  }
}

function section(table: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = table[key]
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}
}
