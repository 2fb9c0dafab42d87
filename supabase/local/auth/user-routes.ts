import { routeTable } from '../http/router.ts'
import { asAuthServer, checkEmail } from './accounts.ts'
import type { AuthCall, AuthRuntime } from './auth-runtime.ts'
import { AuthError } from './errors.ts'
import { hasVerifiedFactor, sessionAal } from './mfa.ts'
import { newPasswordHash } from './new-credentials.ts'
import { jsonBody, objectField } from './request-body.ts'
import { ok } from './responses.ts'
import { endSessions } from './sessions.ts'
import { findUserByEmail, findUserById, listFactors, updateUser, userJson } from './users.ts'

/** The signed-in user: reading it, and changing its email, password and metadata. */
export function userRoutes(runtime: AuthRuntime) {
  const { db } = runtime
  return routeTable<AuthCall>()({
    'GET /user': async (call) =>
      ok(await runtime.asUser(call, (session, auth) => userJson(session, auth.user))),

    'PUT /user': async (call) => {
      const body = jsonBody(call.request)
      const changesCredentials = body.password !== undefined || body.email !== undefined
      const auth = await runtime.asUser(call, async (session, authenticated) => {
        const factors = await listFactors(session, authenticated.user.id)
        if (
          changesCredentials &&
          hasVerifiedFactor(factors) &&
          sessionAal(authenticated) !== 'aal2'
        ) {
          throw new AuthError(
            401,
            'insufficient_aal',
            'AAL2 session is required to update email or password when MFA is enabled.',
          )
        }
        return authenticated
      })
      const passwordHash =
        body.password === undefined
          ? null
          : await newPasswordHash(runtime, auth, body.password, body.current_password, call.request)
      const email = body.email === undefined ? null : checkEmail(body.email)
      const metadata = objectField(body, 'data') ?? {}
      return ok(
        await asAuthServer(db, async (session) => {
          if (email !== null) {
            const holder = await findUserByEmail(session, email)
            if (holder && holder.id !== auth.user.id) {
              throw new AuthError(
                422,
                'email_exists',
                'A user with this email address has already been registered',
              )
            }
          }
          await updateUser(session, auth.user.id, { passwordHash, email, userMetadata: metadata })
          // A new password may mean the old one leaked: every other session must sign in again.
          if (passwordHash !== null) {
            await endSessions(session, auth.user.id, auth.sessionId, 'others')
          }
          const updated = await findUserById(session, auth.user.id)
          return updated ? userJson(session, updated) : {}
        }),
      )
    },
  })
}
