import { routeTable } from '../http/router.ts'
import { asAuthServer, verifyPassword } from './accounts.ts'
import type { AuthCall, AuthRuntime } from './auth-runtime.ts'
import { AuthError, notSupported, validationFailed } from './errors.ts'
import { createAccountFrom } from './new-credentials.ts'
import { jsonBody } from './request-body.ts'
import { ok, versionHeader } from './responses.ts'
import { endSessions, refreshSession, startSession } from './sessions.ts'
import { normaliseEmail } from './users.ts'

/** Signing up, in and out: the routes that start and end sessions, and what they are told. */
export function sessionRoutes(runtime: AuthRuntime) {
  const { db, config, tokens } = runtime
  return routeTable<AuthCall>()({
    'GET /health': () =>
      Promise.resolve(
        ok({ version: 'local', name: 'GoTrue', description: 'Local stand-in for Supabase Auth' }),
      ),

    'POST /signup': async ({ request }) => {
      if (!config.signupEnabled) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance')
      }
      if (!config.emailSignupEnabled) {
        throw new AuthError(400, 'email_provider_disabled', 'Email signups are disabled')
      }
      refuseOtherSignUps(jsonBody(request))
      const user = await createAccountFrom(runtime, request, 'sign-up')
      // Confirmations are off (config.toml), so a sign-up is signed in at once.
      return ok(
        await asAuthServer(db, (session) =>
          startSession(session, tokens, user, 'password', runtime.clientOf(request)),
        ),
      )
    },

    'POST /token': async ({ request }) => {
      const grantType = request.query.get('grant_type')
      const body = jsonBody(request)
      if (grantType === 'password') {
        if (!config.emailSignupEnabled) {
          throw new AuthError(422, 'email_provider_disabled', 'Email logins are disabled')
        }
        const account = typeof body.email === 'string' ? normaliseEmail(body.email) : ''
        const attempt = { account, address: runtime.addressOf(request) }
        const user = await runtime.lockouts.passwords.attempt(attempt, () =>
          verifyPassword(db, body.email, body.password),
        )
        return ok(
          await asAuthServer(db, (session) =>
            startSession(session, tokens, user, 'password', runtime.clientOf(request)),
          ),
        )
      }
      if (grantType === 'refresh_token') {
        const token = body.refresh_token
        if (typeof token !== 'string' || token === '')
          throw validationFailed('refresh_token required')
        const refreshed = await asAuthServer(db, (session) =>
          refreshSession(session, tokens, token, runtime.clientOf(request)),
        )
        if (refreshed instanceof AuthError) throw refreshed
        return ok(refreshed)
      }
      throw notSupported(`POST /auth/v1/token?grant_type=${grantType ?? ''}`)
    },

    'POST /logout': async (call) => {
      const scope = call.request.query.get('scope') ?? 'global'
      if (scope !== 'global' && scope !== 'local' && scope !== 'others') {
        throw validationFailed(`Unsupported logout scope "${scope}"`)
      }
      await runtime.asUser(call, (session, auth) =>
        endSessions(session, auth.user.id, auth.sessionId, scope),
      )
      return { status: 204, headers: versionHeader() }
    },
  })
}

/** Phone and anonymous sign-ups, which this project does not enable (config.toml). */
function refuseOtherSignUps(body: Record<string, unknown>): void {
  if (body.phone !== undefined) {
    throw new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
  }
  if (body.email === undefined && body.password === undefined) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled')
  }
}
