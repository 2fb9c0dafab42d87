import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BROWSER_USER_AGENT,
  DESKTOP_USER_AGENT,
  call,
  ownerSignIn,
  refresh,
  rpc,
  sessionIdOf,
} from './support/auth-calls.ts'
import { otherAccount } from './support/clients.ts'
import { type FreshBackend, startFreshBackend } from './support/fresh-backend.ts'
import { backendTarget, isLocal } from './support/target.ts'

/**
 * Every session visible and endable (ASVS 7.4.1, 7.4.3): the owner lists their sessions and ends
 * one, or all but the current; an ended session loses its rights at its next request, not when
 * its access token expires; a password change ends every other session. On a backend of its own:
 * it changes the owner's password.
 */

const suite = backendTarget()

interface ListedSession {
  id: string
  user_agent: string | null
  ip: string | null
  created_at: string
  last_used_at: string
  expires_at: string
  is_current: boolean
}

describe.runIf(isLocal(suite))("the owner's sessions", () => {
  let backend: FreshBackend
  let password = suite.owner.password
  const target = () => backend.target

  beforeAll(async () => {
    backend = await startFreshBackend({ args: ['--no-seed'] })
  })

  afterAll(async () => {
    await backend.stop()
  })

  const signIn = (userAgent = BROWSER_USER_AGENT) => ownerSignIn(target(), userAgent, password)
  const listSessions = async (token: string) => {
    const answer = await rpc(target(), 'account_sessions', token)
    expect(answer.status).toBe(200)
    return answer.body as unknown as ListedSession[]
  }
  const isOwner = async (token: string) =>
    (await rpc(target(), 'current_user_is_owner', token)).body.body

  it('lists each session with its user agent, address, first and last use, this one marked', async () => {
    const desktop = await signIn(DESKTOP_USER_AGENT)
    const browser = await signIn(BROWSER_USER_AGENT)
    expect((await refresh(target(), desktop.refresh_token, DESKTOP_USER_AGENT)).status).toBe(200)

    const listed = await listSessions(browser.access_token)
    const mine = listed.find((session) => session.id === sessionIdOf(browser.access_token))
    const other = listed.find((session) => session.id === sessionIdOf(desktop.access_token))
    expect(mine).toMatchObject({
      is_current: true,
      user_agent: BROWSER_USER_AGENT,
      ip: '127.0.0.1',
    })
    expect(other).toMatchObject({ is_current: false, user_agent: DESKTOP_USER_AGENT })
    expect(Date.parse(other?.last_used_at ?? '')).toBeGreaterThan(
      Date.parse(other?.created_at ?? ''),
    )
    expect(mine?.last_used_at).toBe(mine?.created_at)
    // Most recently used first.
    expect(listed[0]?.id).toBe(other?.id)
  })

  it('stops a session ended from another device at its next request, and refuses its refresh token', async () => {
    const laptop = await signIn()
    const phone = await signIn()
    expect(await isOwner(laptop.access_token)).toBe(true)

    const ended = await rpc(target(), 'end_account_session', phone.access_token, {
      session_id: sessionIdOf(laptop.access_token),
    })
    expect(ended).toEqual({ status: 200, body: { body: true } })

    // The laptop's access token has not expired, yet it no longer carries the owner's rights.
    expect(await isOwner(laptop.access_token)).toBe(false)
    const write = await call(target(), 'POST', '/rest/v1/contact_faqs', {
      token: laptop.access_token,
      body: { question: 'Still signed in?', answer: 'No.' },
    })
    expect(write.status).toBe(403)
    const user = await call(target(), 'GET', '/auth/v1/user', { token: laptop.access_token })
    expect(user.status).toBe(403)
    expect(user.body).toMatchObject({ error_code: 'session_not_found' })
    const renewed = await refresh(target(), laptop.refresh_token)
    expect(renewed.status).toBe(400)
    expect(renewed.body).toMatchObject({ error_code: 'refresh_token_not_found' })

    // The phone carries on.
    expect(await isOwner(phone.access_token)).toBe(true)
  })

  it('does not end the current session through the list: Sign Out does that', async () => {
    const session = await signIn()
    const answer = await rpc(target(), 'end_account_session', session.access_token, {
      session_id: sessionIdOf(session.access_token),
    })
    expect(answer.body).toEqual({ body: false })
    expect(await isOwner(session.access_token)).toBe(true)
  })

  it("signs out everywhere else and keeps this device's session", async () => {
    const others = [await signIn(DESKTOP_USER_AGENT), await signIn()]
    const current = await signIn()
    const out = await call(target(), 'POST', '/auth/v1/logout?scope=others', {
      token: current.access_token,
    })
    expect(out.status).toBe(204)

    for (const other of others) {
      expect(await isOwner(other.access_token)).toBe(false)
      expect((await refresh(target(), other.refresh_token)).status).toBe(400)
    }
    expect(await isOwner(current.access_token)).toBe(true)
    expect((await listSessions(current.access_token)).map((session) => session.id)).toEqual([
      sessionIdOf(current.access_token),
    ])
    expect((await refresh(target(), current.refresh_token)).status).toBe(200)
  })

  it('shows and ends no sessions for an account that is not the owner', async () => {
    const visitor = await otherAccount(target())
    try {
      const { data } = await visitor.client.auth.getSession()
      const token = data.session?.access_token ?? ''
      expect(await listSessions(token)).toEqual([])
      const owners = await signIn()
      const refused = await rpc(target(), 'end_account_session', token, {
        session_id: sessionIdOf(owners.access_token),
      })
      expect(refused.status).toBe(403)
      expect(await isOwner(owners.access_token)).toBe(true)
    } finally {
      await visitor.remove()
    }
  })

  it('changes the password only with the current one, and ends every other session', async () => {
    const other = await signIn(DESKTOP_USER_AGENT)
    const current = await signIn()
    const next = `a new passphrase for ${crypto.randomUUID()}`
    const change = (body: Record<string, unknown>) =>
      call(target(), 'PUT', '/auth/v1/user', { token: current.access_token, body })

    const missing = await change({ password: next })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ error_code: 'current_password_required' })
    const wrong = await change({ password: next, current_password: 'not the password at all' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toMatchObject({ error_code: 'current_password_invalid' })
    const same = await change({ password, current_password: password })
    expect(same.body).toMatchObject({ error_code: 'same_password' })
    expect(await isOwner(other.access_token)).toBe(true)

    expect((await change({ password: next, current_password: password })).status).toBe(200)
    password = next
    expect(await isOwner(other.access_token)).toBe(false)
    expect((await refresh(target(), other.refresh_token, DESKTOP_USER_AGENT)).status).toBe(400)
    expect(await isOwner(current.access_token)).toBe(true)
    expect(await signIn()).toMatchObject({ access_token: expect.any(String) as string })
  })
})
