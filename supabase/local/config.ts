import { readFileSync } from 'node:fs'
import { parse } from 'smol-toml'
import type { LeakedPasswordSettings } from './auth/leaked-passwords.ts'
import { LOCAL_JWT_SECRET } from './keys.ts'

/** The settings of supabase/config.toml that the local backend honours, and its own. */
export interface ProjectConfig {
  api: {
    port: number
    maxRows: number
    /** Searched after `public`, the one schema the contract addresses (`api.extra_search_path`). */
    extraSearchPath: string[]
  }
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
    /** `[auth.sessions]`: the time-box and inactivity timeout, in seconds; null when unset. */
    sessions: { timeboxSeconds: number | null; inactivityTimeoutSeconds: number | null }
    /** Local only: wrong passwords and two-factor codes, per account and per client address. */
    failedAttempts: FailedAttemptSettings
    /** Local only: proxies in front of the backend whose X-Forwarded-For entries are believed. */
    trustedProxies: number
    /** Local only: Supabase Auth's leaked password protection (HaveIBeenPwned). */
    leakedPasswords: LeakedPasswordSettings
    /** Local only: a password change must name the current password (hosted: a dashboard switch). */
    updatePasswordRequiresCurrentPassword: boolean
  }
}

/** `maxFailures` within the window lock for `lockSeconds`, doubling up to `maxLockSeconds`. */
export interface FailedAttemptSettings {
  maxFailures: number
  windowSeconds: number
  lockSeconds: number
  maxLockSeconds: number
}

type Table = Record<string, unknown>
type Environment = Record<string, string | undefined>

/**
 * Reads config.toml. As the Supabase CLI does, an environment variable SUPABASE_<KEY PATH>
 * (dots as underscores, upper case: SUPABASE_AUTH_JWT_EXPIRY) overrides a key. Settings that
 * only the local backend has come from LOCAL_AUTH_* variables instead: the CLI refuses
 * config.toml keys it does not know, so they cannot live there.
 */
export function readProjectConfig(path: string, env: Environment = process.env): ProjectConfig {
  const settings = new TomlSettings(parse(readFileSync(path, 'utf8')), env)
  const hook = 'auth.hook.before_user_created'
  checkTokenSigning(settings)

  return {
    api: {
      port: settings.number('api.port', 54321),
      maxRows: settings.number('api.max_rows', 1000),
      extraSearchPath: settings.list('api.extra_search_path', ['public', 'extensions']),
    },
    storage: { fileSizeLimitBytes: parseSize(settings.string('storage.file_size_limit', '50MiB')) },
    functionVerifiesJwt: (name) => settings.boolean(`functions.${name}.verify_jwt`, true),
    auth: {
      siteUrl: settings.string('auth.site_url', 'http://127.0.0.1:3000'),
      jwtExpirySeconds: settings.number('auth.jwt_expiry', 3600),
      refreshTokenRotation: settings.boolean('auth.enable_refresh_token_rotation', true),
      refreshTokenReuseIntervalSeconds: settings.number('auth.refresh_token_reuse_interval', 10),
      signupEnabled: settings.boolean('auth.enable_signup', true),
      emailSignupEnabled: settings.boolean('auth.email.enable_signup', true),
      minimumPasswordLength: settings.number('auth.minimum_password_length', 6),
      beforeUserCreatedHook: settings.boolean(`${hook}.enabled`, false)
        ? parsePostgresHookUri(settings.string(`${hook}.uri`, ''))
        : null,
      mfa: {
        totpEnroll: settings.boolean('auth.mfa.totp.enroll_enabled', false),
        totpVerify: settings.boolean('auth.mfa.totp.verify_enabled', false),
        maxEnrolledFactors: settings.number('auth.mfa.max_enrolled_factors', 10),
      },
      sessions: {
        timeboxSeconds: settings.duration('auth.sessions.timebox'),
        inactivityTimeoutSeconds: settings.duration('auth.sessions.inactivity_timeout'),
      },
      ...localAuthSettings(env),
    },
  }
}

/**
 * Tokens are signed with the Supabase CLI's default HS256 secret, as the well-known local API
 * keys are: another `auth.jwt_secret`, or asymmetric signing keys (which only supabase-js's
 * `getClaims` would read, and the product does not call), stop the start rather than being
 * ignored.
 */
function checkTokenSigning(settings: TomlSettings): void {
  const secret = settings.string('auth.jwt_secret', LOCAL_JWT_SECRET)
  if (secret !== LOCAL_JWT_SECRET) {
    throw new Error(
      `${envName('auth.jwt_secret')} (auth.jwt_secret): the local backend signs its well-known API keys and its access tokens with the Supabase CLI's default secret; remove the setting`,
    )
  }
  if (settings.string('auth.signing_keys_path', '') !== '') {
    throw new Error(
      `${envName('auth.signing_keys_path')} (auth.signing_keys_path): asymmetric signing keys are outside the local backend's contract; it signs access tokens with the Supabase CLI's default HS256 secret; remove the setting`,
    )
  }
}

/** The local-only Auth settings and their defaults. */
function localAuthSettings(
  env: Environment,
): Pick<
  ProjectConfig['auth'],
  'failedAttempts' | 'trustedProxies' | 'leakedPasswords' | 'updatePasswordRequiresCurrentPassword'
> {
  const local = new LocalSettings(env)
  return {
    failedAttempts: {
      maxFailures: local.count('LOCAL_AUTH_MAX_FAILED_ATTEMPTS', 5, 1),
      windowSeconds: local.count('LOCAL_AUTH_FAILED_ATTEMPTS_WINDOW_SECONDS', 15 * 60, 1),
      lockSeconds: local.count('LOCAL_AUTH_LOCKOUT_SECONDS', 15 * 60, 1),
      maxLockSeconds: local.count('LOCAL_AUTH_MAX_LOCKOUT_SECONDS', 60 * 60, 1),
    },
    trustedProxies: local.count('LOCAL_AUTH_TRUSTED_PROXIES', 0, 0),
    leakedPasswords: {
      enabled: local.flag('LOCAL_AUTH_PASSWORD_HIBP_ENABLED', false),
      failClosed: local.flag('LOCAL_AUTH_PASSWORD_HIBP_FAIL_CLOSED', false),
      rangeApiUrl: local.url(
        'LOCAL_AUTH_PASSWORD_HIBP_RANGE_URL',
        'https://api.pwnedpasswords.com/range/',
      ),
    },
    updatePasswordRequiresCurrentPassword: local.flag(
      'LOCAL_AUTH_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD',
      true,
    ),
  }
}

/** config.toml's keys by dotted path, each overridable by its SUPABASE_ variable. */
class TomlSettings {
  constructor(
    private readonly toml: Table,
    private readonly env: Environment,
  ) {}

  number(path: string, fallback: number): number {
    const value = this.value(path)
    if (typeof value === 'number') return value
    if (typeof value !== 'string') return fallback
    const number = Number(value)
    if (value.trim() === '' || !Number.isFinite(number)) {
      throw new Error(`${envName(path)} must be a number, not "${value}"`)
    }
    return number
  }

  string(path: string, fallback: string): string {
    const value = this.value(path)
    return typeof value === 'string' ? value : fallback
  }

  boolean(path: string, fallback: boolean): boolean {
    const value = this.value(path)
    if (typeof value === 'boolean') return value
    if (value === 'true' || value === 'false') return value === 'true'
    if (typeof value === 'string') {
      throw new Error(`${envName(path)} must be true or false, not "${value}"`)
    }
    return fallback
  }

  /** A list of names; its environment override is comma-separated. */
  list(path: string, fallback: string[]): string[] {
    const value = this.value(path)
    if (typeof value === 'string')
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value
    return fallback
  }

  /** A Go duration ("24h", "8h30m", "90s") in whole seconds, or null when the key is unset. */
  duration(path: string): number | null {
    const value = this.value(path)
    if (value === undefined) return null
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    const seconds = typeof value === 'string' ? parseDuration(value) : null
    if (seconds === null || seconds <= 0) {
      throw new Error(`${envName(path)} must be a duration such as "24h" or "8h30m", not "${text}"`)
    }
    return seconds
  }

  /** The environment's override as a string, else the TOML value. */
  private value(path: string): unknown {
    const override = this.env[envName(path)]
    if (override !== undefined && override !== '') return override
    return path.split('.').reduce<unknown>((node, key) => section(node)[key], this.toml)
  }
}

/** The Supabase CLI's name for a key's override: auth.jwt_expiry -> SUPABASE_AUTH_JWT_EXPIRY. */
function envName(path: string): string {
  return `SUPABASE_${path.replaceAll('.', '_').toUpperCase()}`
}

/** Environment variables of the local backend's own settings, checked strictly. */
class LocalSettings {
  constructor(private readonly env: Environment) {}

  /** A whole number of at least `minimum`. */
  count(name: string, fallback: number, minimum: number): number {
    const text = this.text(name)
    if (text === null) return fallback
    const number = Number(text)
    if (!Number.isInteger(number) || number < minimum) {
      throw new Error(`${name} must be a whole number of at least ${minimum}, not "${text}"`)
    }
    return number
  }

  flag(name: string, fallback: boolean): boolean {
    const text = this.text(name)
    if (text === null) return fallback
    if (text !== 'true' && text !== 'false') {
      throw new Error(`${name} must be true or false, not "${text}"`)
    }
    return text === 'true'
  }

  url(name: string, fallback: string): string {
    const text = this.text(name)
    if (text === null) return fallback
    if (!URL.canParse(text)) throw new Error(`${name} must be a URL, not "${text}"`)
    return text
  }

  private text(name: string): string | null {
    const value = this.env[name]?.trim() ?? ''
    return value === '' ? null : value
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

const DURATION_UNITS: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001 }

/** Seconds of a Go duration such as "24h", "1h30m" or "90s"; null when it is not one. */
function parseDuration(text: string): number | null {
  const parts = [...text.trim().matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)]
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text.trim()) return null
  return Math.round(
    parts.reduce(
      (total, [, amount, unit]) => total + Number(amount) * (DURATION_UNITS[unit ?? ''] ?? 0),
      0,
    ),
  )
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

function section(value: unknown): Table {
  return typeof value === 'object' && value !== null ? (value as Table) : {}
}
