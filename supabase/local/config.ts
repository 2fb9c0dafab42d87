import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'

/** The settings of supabase/config.toml that the local backend honours. */
export interface ProjectConfig {
  api: { port: number; maxRows: number }
  storage: { fileSizeLimitBytes: number }
  /** `[functions.<name>] verify_jwt`, true unless set to false. */
  functionVerifiesJwt(name: string): boolean
  auth: {
    siteUrl: string
    jwtExpirySeconds: number
    refreshTokenRotation: boolean
    refreshTokenReuseIntervalSeconds: number
    signupEnabled: boolean
    emailSignupEnabled: boolean
    minimumPasswordLength: number
    /** `schema.function` of a Postgres "before user created" hook, when enabled. */
    beforeUserCreatedHook: { schema: string; name: string } | null
    mfa: { totpEnroll: boolean; totpVerify: boolean; maxEnrolledFactors: number }
  }
}

type Table = Record<string, unknown>

export function readProjectConfig(path: string): ProjectConfig {
  const toml = parse(readFileSync(path, 'utf8')) as Table
  const api = section(toml, 'api')
  const auth = section(toml, 'auth')
  const email = section(auth, 'email')
  const mfa = section(auth, 'mfa')
  const totp = section(mfa, 'totp')
  const hook = section(section(auth, 'hook'), 'before_user_created')
  const storage = section(toml, 'storage')

  return {
    api: {
      port: numberOr(api.port, 54321),
      maxRows: numberOr(api.max_rows, 1000),
    },
    storage: { fileSizeLimitBytes: parseSize(stringOr(storage.file_size_limit, '50MiB')) },
    functionVerifiesJwt: (name) =>
      booleanOr(section(section(toml, 'functions'), name).verify_jwt, true),
    auth: {
      siteUrl: stringOr(auth.site_url, 'http://127.0.0.1:3000'),
      jwtExpirySeconds: numberOr(auth.jwt_expiry, 3600),
      refreshTokenRotation: booleanOr(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseIntervalSeconds: numberOr(auth.refresh_token_reuse_interval, 10),
      signupEnabled: booleanOr(auth.enable_signup, true),
      emailSignupEnabled: booleanOr(email.enable_signup, true),
      minimumPasswordLength: numberOr(auth.minimum_password_length, 6),
      beforeUserCreatedHook: booleanOr(hook.enabled, false)
        ? parsePostgresHookUri(stringOr(hook.uri, ''))
        : null,
      mfa: {
        totpEnroll: booleanOr(totp.enroll_enabled, false),
        totpVerify: booleanOr(totp.verify_enabled, false),
        maxEnrolledFactors: numberOr(mfa.max_enrolled_factors, 10),
      },
    },
  }
}

/** `pg-functions://postgres/<schema>/<function>`, the form Supabase Auth accepts for hooks. */
function parsePostgresHookUri(uri: string): { schema: string; name: string } {
  const match = /^pg-functions:\/\/[^/]+\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(uri)
  if (!match?.[1] || !match[2]) {
    throw new Error(`config.toml: unsupported auth hook uri "${uri}" (expected pg-functions://...)`)
  }
  return { schema: match[1], name: match[2] }
}

/** Sizes as the Supabase CLI writes them: "5MiB", "500KB", "1048576". */
function parseSize(text: string): number {
  const match = /^(\d+)\s*(B|KB|KiB|MB|MiB|GB|GiB)?$/i.exec(text.trim())
  if (!match?.[1]) throw new Error(`config.toml: cannot read the size "${text}"`)
  const units: Record<string, number> = {
    b: 1,
    kb: 1000,
    kib: 1024,
    mb: 1e6,
    mib: 1024 ** 2,
    gb: 1e9,
    gib: 1024 ** 3,
  }
  return Number(match[1]) * (units[(match[2] ?? 'b').toLowerCase()] ?? 1)
}

function section(table: Table, key: string): Table {
  const value = table[key]
  return typeof value === 'object' && value !== null ? (value as Table) : {}
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback
}
