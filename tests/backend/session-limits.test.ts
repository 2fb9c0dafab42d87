import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BROWSER_USER_AGENT,
  DESKTOP_USER_AGENT,
  type TokenPair,
  ownerSignIn,
  refresh,
  rpc,
} from './support/auth-calls.ts'
import { type OwnBackend, startOwnBackend } from './support/own-backend.ts'
import { type BackendTarget, backendTarget, isLocal } from './support/target.ts'

/**
 * How long a sign-in lasts (ASVS 7.3.1, 7.3.2): 7 days in the desktop app, 24 hours in a browser,
 * and 12 hours without use in either (private.session_limits). Supabase Auth refuses the refresh
 * of a session past its not_after, which the database keeps at those limits. On a backend of its
 * own whose Auth clock the test moves on.
 */

const suite = backendTarget()
const HOUR = 3600

describe.runIf(isLocal(suite))('session limits', () => {
  let backend: OwnBackend
  let target: BackendTarget

  beforeAll(async () => {
    backend = await startOwnBackend({ args: ['--no-seed'] })
    target = backend.target
  })

  afterAll(async () => {
    await backend.stop()
  })

  /** Refreshes after `hours`, as a client in use does; the next token pair. */
  async function usedAgainAfter(
    hours: number,
    session: TokenPair,
    userAgent: string,
  ): Promise<TokenPair> {
    backend.clock.advance(hours * HOUR)
    const answer = await refresh(target, session.refresh_token, userAgent)
    expect(answer.status, `refresh after ${hours} h`).toBe(200)
    return answer.body as unknown as TokenPair
  }

  async function expectRefused(session: TokenPair, userAgent: string, message: string) {
    const answer = await refresh(target, session.refresh_token, userAgent)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ error_code: 'session_expired', msg: message })
  }

  it('ends a session that was not used for 12 hours, in a browser and in the desktop app', async () => {
    for (const userAgent of [BROWSER_USER_AGENT, DESKTOP_USER_AGENT]) {
      const session = await usedAgainAfter(11.5, await ownerSignIn(target, userAgent), userAgent)
      backend.clock.advance(12 * HOUR + 60)
      await expectRefused(session, userAgent, 'Invalid Refresh Token: Session Expired')
    }
  })

  it('ends a browser session after 24 hours however much it is used', async () => {
    let session = await ownerSignIn(target, BROWSER_USER_AGENT)
    for (let hour = 10; hour <= 20; hour += 10) {
      session = await usedAgainAfter(10, session, BROWSER_USER_AGENT)
    }
    backend.clock.advance(4 * HOUR + 60)
    await expectRefused(session, BROWSER_USER_AGENT, 'Invalid Refresh Token: Session Expired')
  })

  it('keeps a desktop session in use for 7 days, and not a minute more', async () => {
    let session = await ownerSignIn(target, DESKTOP_USER_AGENT)
    // Fifteen refreshes 11 hours apart: 165 hours, just under a week.
    for (let refreshes = 0; refreshes < 15; refreshes += 1) {
      session = await usedAgainAfter(11, session, DESKTOP_USER_AGENT)
    }
    backend.clock.advance(3 * HOUR + 60)
    await expectRefused(session, DESKTOP_USER_AGENT, 'Invalid Refresh Token: Session Expired')
  })

  it('keeps the lifetime a session started with, whichever client refreshes it later', async () => {
    let session = await ownerSignIn(target, BROWSER_USER_AGENT)
    session = await usedAgainAfter(10, session, DESKTOP_USER_AGENT)
    session = await usedAgainAfter(10, session, DESKTOP_USER_AGENT)
    backend.clock.advance(4 * HOUR + 60)
    await expectRefused(session, DESKTOP_USER_AGENT, 'Invalid Refresh Token: Session Expired')
  })

  it('shows each session with the time its limits end it', async () => {
    const session = await ownerSignIn(target, BROWSER_USER_AGENT)
    const listed = await rpc(target, 'account_sessions', session.access_token)
    expect(listed.status).toBe(200)
    const rows = listed.body as unknown as {
      is_current: boolean
      created_at: string
      expires_at: string
    }[]
    const current = rows.find((row) => row.is_current)
    expect(current).toBeDefined()
    const lifetime = Date.parse(current?.expires_at ?? '') - Date.parse(current?.created_at ?? '')
    expect(lifetime).toBe(12 * HOUR * 1000)
  })
})
