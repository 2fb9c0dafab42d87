import { describe, expect, it } from 'vitest'
import { sessionEndRecorder } from '../../../shared/backend/sessionEnd.ts'

const BACKEND = 'http://backend.test'

/** A recorder over a fetch that answers every request with this status and JSON body. */
function recorderAnswering(status: number, body: unknown) {
  return sessionEndRecorder(() => Promise.resolve(new Response(JSON.stringify(body), { status })))
}

describe("the reason the server ended a client's session", () => {
  it.each([
    [
      'idle',
      '/auth/v1/token?grant_type=refresh_token',
      400,
      { code: 'session_expired', message: 'Invalid Refresh Token: Session Expired (Inactivity)' },
    ],
    [
      'expired',
      '/auth/v1/token?grant_type=refresh_token',
      400,
      { code: 'session_expired', message: 'Invalid Refresh Token: Session Expired' },
    ],
    [
      'ended',
      '/auth/v1/token?grant_type=refresh_token',
      400,
      {
        error_code: 'refresh_token_not_found',
        msg: 'Invalid Refresh Token: Refresh Token Not Found',
      },
    ],
    [
      'ended',
      '/auth/v1/user',
      403,
      { code: 'session_not_found', message: 'Session from session_id claim in JWT does not exist' },
    ],
  ] as const)('is %s after %s answers %i', async (reason, path, status, body) => {
    const recorder = recorderAnswering(status, body)
    const response = await recorder.fetch(`${BACKEND}${path}`, { method: 'POST' })
    // The caller still reads the answer itself.
    expect(await response.json()).toEqual(body)
    expect(recorder.take()).toBe(reason)
    expect(recorder.take()).toBeNull()
  })

  it('is not taken from a wrong password or from any other call', async () => {
    const wrongPassword = recorderAnswering(400, { code: 'invalid_credentials' })
    await wrongPassword.fetch(`${BACKEND}/auth/v1/token?grant_type=password`)
    expect(wrongPassword.take()).toBeNull()
    const rest = recorderAnswering(403, { code: 'session_not_found' })
    await rest.fetch(new URL(`${BACKEND}/rest/v1/blog_posts`))
    expect(rest.take()).toBeNull()
  })
})
