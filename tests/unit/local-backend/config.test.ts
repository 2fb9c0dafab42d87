import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readProjectConfig } from '../../../supabase/local/config.ts'

const configPath = fileURLToPath(new URL('../../../supabase/config.toml', import.meta.url))

describe('supabase/config.toml', () => {
  const config = readProjectConfig(configPath, {})

  it('closes sign-up through the before-user-created hook once the site has an owner', () => {
    expect(config.auth.beforeUserCreatedHook).toEqual({
      schema: 'private',
      name: 'before_user_created',
    })
    expect(config.auth.signupEnabled).toBe(true)
  })

  it('asks for long passwords and short-lived, rotating tokens', () => {
    expect(config.auth.minimumPasswordLength).toBeGreaterThanOrEqual(12)
    expect(config.auth.jwtExpirySeconds).toBeLessThanOrEqual(3600)
    expect(config.auth.refreshTokenRotation).toBe(true)
  })

  it('serves the API on the Supabase CLI port, with its search path', () => {
    expect(config.api).toEqual({
      port: 54321,
      maxRows: 1000,
      extraSearchPath: ['public', 'extensions'],
    })
  })

  it('takes a list from the environment as comma-separated values', () => {
    const listed = readProjectConfig(configPath, {
      SUPABASE_API_EXTRA_SEARCH_PATH: 'public, library',
    })
    expect(listed.api.extraSearchPath).toEqual(['public', 'library'])
  })
})

describe('token signing', () => {
  it.each([
    [
      { SUPABASE_AUTH_SIGNING_KEYS_PATH: 'signing_keys.json' },
      "SUPABASE_AUTH_SIGNING_KEYS_PATH (auth.signing_keys_path): asymmetric signing keys are outside the local backend's contract",
    ],
    [
      { SUPABASE_AUTH_JWT_SECRET: 'another-secret-of-at-least-thirty-two-characters' },
      'SUPABASE_AUTH_JWT_SECRET (auth.jwt_secret): the local backend signs its well-known API keys and its access tokens',
    ],
  ])('refuses what the local backend cannot honour rather than ignore it: %o', (env, message) => {
    expect(() => readProjectConfig(configPath, env)).toThrow(message)
  })
})

describe('settings from the environment', () => {
  it('override config.toml keys the way the Supabase CLI does', () => {
    const config = readProjectConfig(configPath, {
      SUPABASE_AUTH_REFRESH_TOKEN_REUSE_INTERVAL: '1',
      SUPABASE_AUTH_ENABLE_REFRESH_TOKEN_ROTATION: 'false',
      SUPABASE_AUTH_MFA_TOTP_VERIFY_ENABLED: 'false',
    })
    expect(config.auth.refreshTokenReuseIntervalSeconds).toBe(1)
    expect(config.auth.refreshTokenRotation).toBe(false)
    expect(config.auth.mfa.totpVerify).toBe(false)
    expect(config.auth.jwtExpirySeconds).toBe(3600)
  })

  it('read session limits as Go durations, and leave them unset by default', () => {
    expect(readProjectConfig(configPath, {}).auth.sessions).toEqual({
      timeboxSeconds: null,
      inactivityTimeoutSeconds: null,
    })
    const config = readProjectConfig(configPath, {
      SUPABASE_AUTH_SESSIONS_TIMEBOX: '24h',
      SUPABASE_AUTH_SESSIONS_INACTIVITY_TIMEOUT: '1h30m',
    })
    expect(config.auth.sessions).toEqual({ timeboxSeconds: 86_400, inactivityTimeoutSeconds: 5400 })
    expect(() =>
      readProjectConfig(configPath, { SUPABASE_AUTH_SESSIONS_TIMEBOX: 'a day' }),
    ).toThrow(
      'SUPABASE_AUTH_SESSIONS_TIMEBOX must be a duration such as "24h" or "8h30m", not "a day"',
    )
  })

  it('refuse an override that is not of the key’s type', () => {
    expect(() => readProjectConfig(configPath, { SUPABASE_AUTH_JWT_EXPIRY: 'an hour' })).toThrow(
      'SUPABASE_AUTH_JWT_EXPIRY must be a number, not "an hour"',
    )
    expect(() => readProjectConfig(configPath, { SUPABASE_AUTH_ENABLE_SIGNUP: 'yes' })).toThrow(
      'SUPABASE_AUTH_ENABLE_SIGNUP must be true or false, not "yes"',
    )
  })

  it('give the local-only Auth settings their defaults', () => {
    const { auth } = readProjectConfig(configPath, {})
    expect(auth.failedAttempts).toEqual({
      maxFailures: 5,
      windowSeconds: 900,
      lockSeconds: 900,
      maxLockSeconds: 3600,
    })
    expect(auth.trustedProxies).toBe(0)
    expect(auth.leakedPasswords).toEqual({
      enabled: false,
      failClosed: false,
      rangeApiUrl: 'https://api.pwnedpasswords.com/range/',
    })
  })

  it('set the local-only Auth settings from LOCAL_AUTH_ variables', () => {
    const { auth } = readProjectConfig(configPath, {
      LOCAL_AUTH_MAX_FAILED_ATTEMPTS: '3',
      LOCAL_AUTH_FAILED_ATTEMPTS_WINDOW_SECONDS: '60',
      LOCAL_AUTH_LOCKOUT_SECONDS: '2',
      LOCAL_AUTH_MAX_LOCKOUT_SECONDS: '8',
      LOCAL_AUTH_TRUSTED_PROXIES: '1',
      LOCAL_AUTH_PASSWORD_HIBP_ENABLED: 'true',
      LOCAL_AUTH_PASSWORD_HIBP_FAIL_CLOSED: 'true',
      LOCAL_AUTH_PASSWORD_HIBP_RANGE_URL: 'http://127.0.0.1:9999/range/',
    })
    expect(auth.failedAttempts).toEqual({
      maxFailures: 3,
      windowSeconds: 60,
      lockSeconds: 2,
      maxLockSeconds: 8,
    })
    expect(auth.trustedProxies).toBe(1)
    expect(auth.leakedPasswords).toEqual({
      enabled: true,
      failClosed: true,
      rangeApiUrl: 'http://127.0.0.1:9999/range/',
    })
  })

  it('refuse local-only settings that make no sense', () => {
    expect(() => readProjectConfig(configPath, { LOCAL_AUTH_MAX_FAILED_ATTEMPTS: '0' })).toThrow(
      'LOCAL_AUTH_MAX_FAILED_ATTEMPTS must be a whole number of at least 1, not "0"',
    )
    expect(() => readProjectConfig(configPath, { LOCAL_AUTH_TRUSTED_PROXIES: '-1' })).toThrow(
      'LOCAL_AUTH_TRUSTED_PROXIES must be a whole number of at least 0',
    )
    expect(() => readProjectConfig(configPath, { LOCAL_AUTH_PASSWORD_HIBP_ENABLED: 'on' })).toThrow(
      'LOCAL_AUTH_PASSWORD_HIBP_ENABLED must be true or false, not "on"',
    )
    expect(() =>
      readProjectConfig(configPath, { LOCAL_AUTH_PASSWORD_HIBP_RANGE_URL: 'not a url' }),
    ).toThrow('LOCAL_AUTH_PASSWORD_HIBP_RANGE_URL must be a URL')
  })
})
