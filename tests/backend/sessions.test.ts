import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readProjectConfig } from '../../supabase/local/config.ts'
import { anonClient } from './support/clients.ts'
import { backendTarget, passTime } from './support/target.ts'

/**
 * Sessions over the Auth API: short-lived access tokens, rotating refresh tokens whose replay
 * revokes the session's tokens and its owner rights, and sign-out. A replay after config.toml's reuse interval moves the local
 * backend's clock past it (a hosted project's is waited out).
 */

const target = backendTarget()
const { refreshTokenReuseIntervalSeconds } = readProjectConfig(
  fileURLToPath(new URL('../../supabase/config.toml', import.meta.url)),
  {},
).auth

interface Session {
  access_token: string
  refresh_token: string
  expires_in: number
  expires_at: number
}

interface Answer {
  status: number
  body: Record<string, unknown>
}

function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? ''
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>
}

describe('sessions', () => {
  async function call(
    method: string,
    path: string,
    options: { body?: unknown; token?: string } = {},
  ): Promise<Answer> {
    const response = await fetch(`${target.url}/auth/v1${path}`, {
      method,
      headers: {
        apikey: target.anonKey,
        'Content-Type': 'application/json',
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.body === undefined ? null : JSON.stringify(options.body),
    })
    const text = await response.text()
    return {
      status: response.status,
      body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
    }
  }

  async function signIn(): Promise<Session> {
    const { status, body } = await call('POST', '/token?grant_type=password', {
      body: target.owner,
    })
    expect(status).toBe(200)
    return body as unknown as Session
  }

  const refresh = (refreshToken: string) =>
    call('POST', '/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } })

  const isOwner = async (accessToken: string): Promise<boolean> => {
    const response = await fetch(`${target.url}/rest/v1/rpc/current_user_is_owner`, {
      method: 'POST',
      headers: {
        apikey: target.anonKey,
        Authorization: `Bearer ${accessToken}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    })
    return (await response.json()) === true
  }

  const rotated = async (refreshToken: string): Promise<Session> => {
    const { status, body } = await refresh(refreshToken)
    expect(status).toBe(200)
    return body as unknown as Session
  }

  it('issues access tokens that expire within an hour, at sign-in and on refresh', async () => {
    const session = await signIn()
    for (const current of [session, await rotated(session.refresh_token)]) {
      const claims = claimsOf(current.access_token)
      expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(3600)
      expect(current.expires_in).toBeLessThanOrEqual(3600)
      expect(current.expires_at).toBe(claims.exp)
      expect(Number(claims.exp)).toBeLessThanOrEqual(Date.now() / 1000 + 3600)
    }
  })

  it('honours a replayed refresh token within the reuse interval, with the same session', async () => {
    const session = await signIn()
    const next = await rotated(session.refresh_token)
    // Another tab refreshing with the same token at the same moment is not an attack.
    const replay = await rotated(session.refresh_token)
    expect(replay.refresh_token).toBe(next.refresh_token)
    expect(claimsOf(replay.access_token).session_id).toBe(claimsOf(next.access_token).session_id)
  })

  it('revokes the session’s refresh tokens when a rotated one is replayed after the interval, and its access token writes nothing as the owner', async () => {
    const session = await signIn()
    const next = await rotated(session.refresh_token)
    expect(await isOwner(next.access_token)).toBe(true)
    await passTime(refreshTokenReuseIntervalSeconds + 1)

    // Replayed through supabase-js, which reads Supabase Auth's answer into its error (this
    // covers what auth.test.ts's replay test did, without waiting out the interval).
    const replay = await anonClient(target).auth.refreshSession({
      refresh_token: session.refresh_token,
    })
    expect(replay.data.session).toBeNull()
    expect(replay.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' })

    // Supabase Auth keeps the session, so its access token still names a user; the owner
    // check asks for a live refresh token, so that token writes nothing.
    expect((await call('GET', '/user', { token: next.access_token })).status).toBe(200)
    const write = await fetch(`${target.url}/rest/v1/contact_faqs`, {
      method: 'POST',
      headers: {
        apikey: target.anonKey,
        Authorization: `Bearer ${next.access_token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ question: 'Written with a replayed session?', answer: 'No' }),
    })
    expect({ status: write.status, body: (await write.json()) as unknown }).toMatchObject({
      status: 403,
      body: { code: '42501' },
    })
    expect(await isOwner(next.access_token)).toBe(false)

    // Past the reuse interval, the token the rotation handed out is refused as well.
    await passTime(refreshTokenReuseIntervalSeconds + 1)
    const successor = await refresh(next.refresh_token)
    expect(successor.status).toBe(400)
    expect(successor.body).toMatchObject({ error_code: 'refresh_token_already_used' })
  })

  it('makes the refresh token unusable on sign-out', async () => {
    const session = await signIn()
    expect((await call('POST', '/logout', { token: session.access_token })).status).toBe(204)

    const afterwards = await refresh(session.refresh_token)
    expect(afterwards.status).toBe(400)
    expect(afterwards.body).toMatchObject({ error_code: 'refresh_token_not_found' })
    expect((await call('GET', '/user', { token: session.access_token })).status).toBe(403)
  })

  it('signs out only this device with scope local, every device by default', async () => {
    const [laptop, phone, tablet] = [await signIn(), await signIn(), await signIn()]
    const local = await call('POST', '/logout?scope=local', { token: laptop.access_token })
    expect(local.status).toBe(204)
    expect((await refresh(laptop.refresh_token)).status).toBe(400)
    const phoneNext = await rotated(phone.refresh_token)

    expect((await call('POST', '/logout', { token: phoneNext.access_token })).status).toBe(204)
    expect((await refresh(phoneNext.refresh_token)).status).toBe(400)
    expect((await refresh(tablet.refresh_token)).status).toBe(400)
  })
})
