import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  anonClient,
  otherAccount,
  ownerClient,
  serviceClient,
  signedInClient,
} from './support/clients.ts'
import { backendTarget } from './support/target.ts'

/** Supabase Auth as supabase-js uses it: sign-in, sessions, refresh rotation, sign-out. */

function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

describe('password sign-in', () => {
  it('returns a session whose token carries the claims policies read', async () => {
    const target = backendTarget()
    const client = anonClient()
    const { data, error } = await client.auth.signInWithPassword(target.owner)
    expect(error).toBeNull()
    expect(data.user?.email).toBe(target.owner.email)
    expect(data.session?.token_type).toBe('bearer')
    expect(data.session?.refresh_token).toBeTruthy()

    const claims = claimsOf(data.session?.access_token ?? '')
    expect(claims).toMatchObject({
      sub: data.user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: target.owner.email,
      aal: 'aal1',
    })
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) as number }])
    expect(typeof claims.session_id).toBe('string')
    // Access tokens live at most an hour.
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(3600)
  })

  it('refuses a wrong password and an unknown account alike', async () => {
    const target = backendTarget()
    for (const credentials of [
      { email: target.owner.email, password: 'not-the-password' },
      { email: 'nobody@example.com', password: 'whatever-password' },
    ]) {
      const { data, error } = await anonClient().auth.signInWithPassword(credentials)
      expect(data.session).toBeNull()
      expect(error?.status).toBe(400)
      expect(error?.code).toBe('invalid_credentials')
      expect(error?.message).toBe('Invalid login credentials')
    }
  })
})

describe('the signed-in user', () => {
  it('is returned by getUser with identities and no factors', async () => {
    const client = await ownerClient()
    const { data, error } = await client.auth.getUser()
    expect(error).toBeNull()
    expect(data.user?.email).toBe(backendTarget().owner.email)
    expect(data.user?.identities?.[0]?.provider).toBe('email')
    expect(data.user?.factors).toBeUndefined()
  })

  it('cannot be read with the anon key alone', async () => {
    const { data, error } = await anonClient().auth.getUser(backendTarget().anonKey)
    expect(data.user).toBeNull()
    expect(error?.status).toBe(403)
  })

  it('can update its own metadata', async () => {
    const other = await otherAccount()
    try {
      const { data, error } = await other.client.auth.updateUser({ data: { display_name: 'Ada' } })
      expect(error).toBeNull()
      expect(data.user?.user_metadata).toMatchObject({ display_name: 'Ada' })
    } finally {
      await other.remove()
    }
  })

  it('is told a weak new password is too short, with the reason', async () => {
    const other = await otherAccount()
    try {
      const { error } = await other.client.auth.updateUser({ password: 'short' })
      expect(error?.code).toBe('weak_password')
      expect(error?.status).toBe(422)
    } finally {
      await other.remove()
    }
  })

  it('is refused a new password past bcrypt’s 72 bytes, counted in bytes, not characters', async () => {
    const other = await otherAccount()
    try {
      // 37 characters, 74 bytes: bcrypt would check only the first 72.
      const { error } = await other.client.auth.updateUser({ password: 'é'.repeat(37) })
      expect(error?.message).toBe('Password cannot be longer than 72 bytes.')
      expect(error?.status).toBe(400)
      const admin = serviceClient()
      const fits = await admin.auth.admin.createUser({
        email: `bytes-${other.email}`,
        password: 'é'.repeat(36),
        email_confirm: true,
      })
      expect(fits.error).toBeNull()
      await admin.auth.admin.deleteUser(fits.data.user?.id ?? '')
    } finally {
      await other.remove()
    }
  })
})

describe('refresh tokens', () => {
  it('rotate: each refresh returns a new token and a fresh access token', async () => {
    const client = await ownerClient()
    const first = (await client.auth.getSession()).data.session
    const { data, error } = await client.auth.refreshSession()
    expect(error).toBeNull()
    expect(data.session?.refresh_token).not.toBe(first?.refresh_token)
    expect(claimsOf(data.session?.access_token ?? '').session_id).toBe(
      claimsOf(first?.access_token ?? '').session_id,
    )
  })

  // Replays within and after the reuse interval are sessions.test.ts's.
})

describe('sign-out', () => {
  it('ends the session: its refresh token and access token stop working', async () => {
    const target = backendTarget()
    const client = await signedInClient(target.owner.email, target.owner.password)
    const session = (await client.auth.getSession()).data.session
    expect(await client.auth.signOut()).toEqual({ error: null })

    const refresh = await anonClient().auth.refreshSession({
      refresh_token: session?.refresh_token ?? '',
    })
    expect(refresh.error?.status).toBe(400)

    // Supabase Auth answers session_not_found, which auth-js reports as a missing session.
    const user = await anonClient().auth.getUser(session?.access_token)
    expect(user.error?.name).toBe('AuthSessionMissingError')
  })
})

describe('sign-up', () => {
  it('is closed once the site has an owner', async () => {
    const { data, error } = await anonClient().auth.signUp({
      email: 'second-owner@example.com',
      password: 'a-long-enough-password',
    })
    expect(data.session).toBeNull()
    expect(error?.status).toBe(403)
    expect(error?.message).toBe('Signups not allowed for this instance')
  })

  it('reports a password below the minimum length as weak, with reasons', async () => {
    const { error } = await anonClient().auth.signUp({
      email: 'weak@example.com',
      password: 'short',
    })
    expect(error?.code).toBe('weak_password')
    expect(error && 'reasons' in error ? error.reasons : null).toEqual(['length'])
  })
})

describe('accounts made with the admin API', () => {
  it('are refused an address that is not one, as sign-up is', async () => {
    const address = 'xx:;x@x.x'
    const created = await serviceClient().auth.admin.createUser({
      email: address,
      password: 'a-long-enough-password',
      email_confirm: true,
    })
    expect(created.error).toMatchObject({ status: 400, code: 'validation_failed' })
    const signUp = await anonClient().auth.signUp({
      email: address,
      password: 'a-long-enough-password',
    })
    expect(signUp.error).toMatchObject({ status: 400, code: 'validation_failed' })
  })

  it('keep the address unconfirmed unless told email_confirm: true, and cannot sign in then', async () => {
    const admin = serviceClient()
    for (const emailConfirm of [false, undefined]) {
      const email = `unconfirmed-${randomUUID()}@example.com`
      const password = `password-${randomUUID()}`
      const created = await admin.auth.admin.createUser({
        email,
        password,
        ...(emailConfirm === undefined ? {} : { email_confirm: emailConfirm }),
      })
      expect(created.error).toBeNull()
      expect(created.data.user?.email_confirmed_at).toBeFalsy()
      const signIn = await anonClient().auth.signInWithPassword({ email, password })
      expect(signIn.error).toMatchObject({ status: 400, code: 'email_not_confirmed' })
      await admin.auth.admin.deleteUser(created.data.user?.id ?? '')
    }
  })
})
