import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readProjectConfig } from '../../../supabase/local/config.ts'

describe('supabase/config.toml', () => {
  const config = readProjectConfig(
    fileURLToPath(new URL('../../../supabase/config.toml', import.meta.url)),
  )

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

  it('serves the API on the Supabase CLI port', () => {
    expect(config.api).toEqual({ port: 54321, maxRows: 1000 })
  })
})
