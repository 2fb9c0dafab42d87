import { routeTable } from '../http/router.ts'
import type { AuthCall, AuthRuntime } from './auth-runtime.ts'
import { AuthError } from './errors.ts'
import { challengeFactor, enrollTotpFactor, unenrollFactor, verifyFactor } from './mfa.ts'
import { jsonBody } from './request-body.ts'
import { ok } from './responses.ts'

/** The signed-in user's second factors: enrolling, challenging, verifying and removing them. */
export function factorRoutes(runtime: AuthRuntime) {
  const { mfa, tokens } = runtime
  return routeTable<AuthCall>()({
    'POST /factors': async (call) =>
      ok(
        await runtime.asUser(call, (session, auth) =>
          enrollTotpFactor(session, mfa, auth, jsonBody(call.request)),
        ),
      ),

    'POST /factors/:id/challenge': async (call, { id }) =>
      ok(
        await runtime.asUser(call, (session, auth) =>
          challengeFactor(session, mfa, auth, id, runtime.addressOf(call.request)),
        ),
      ),

    'POST /factors/:id/verify': async (call, { id }) => {
      if (!mfa.totpVerify) {
        throw new AuthError(
          422,
          'mfa_totp_verify_not_enabled',
          'MFA verification is disabled for TOTP',
        )
      }
      const body = jsonBody(call.request)
      const { user } = await runtime.asUser(call, (_session, auth) => Promise.resolve(auth))
      const attempt = { account: user.id, address: runtime.addressOf(call.request) }
      return ok(
        await runtime.lockouts.secondFactors.attempt(attempt, () =>
          runtime.asUser(call, (session, auth) => verifyFactor(session, tokens, auth, id, body)),
        ),
      )
    },

    'DELETE /factors/:id': async (call, { id }) =>
      ok(await runtime.asUser(call, (session, auth) => unenrollFactor(session, auth, id))),
  })
}
