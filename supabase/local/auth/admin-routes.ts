import { type Database, type SqlSession, isPostgresError } from '../database/Database.ts'
import { routeTable } from '../http/router.ts'
import type { ApiResponse } from '../http/types.ts'
import { type JwtKeys, verifyJwt } from '../jwt.ts'
import { asAuthServer } from './accounts.ts'
import type { AuthCall, AuthRuntime } from './auth-runtime.ts'
import { AuthError } from './errors.ts'
import { removeFactor } from './mfa.ts'
import { createAccountFrom } from './new-credentials.ts'
import { ok } from './responses.ts'
import {
  type UserRow,
  deleteUserById,
  factorJson,
  findUserById,
  listFactors,
  userJson,
} from './users.ts'

/**
 * The admin API, for the service role only: an owner's factors, which the recovery-code
 * function lists and removes (the contract), and creating and deleting accounts, which only
 * the test suites send to make an account besides the owner's (the contract's `testSetup`).
 */
export function adminRoutes(runtime: AuthRuntime) {
  const { db } = runtime
  const { jwtKeys } = runtime.keys
  return routeTable<AuthCall>()({
    'POST /admin/users': async ({ request, bearerToken }) => {
      requireServiceRole(bearerToken, jwtKeys)
      const user = await createAccountFrom(runtime, request, 'admin')
      return ok(await asAuthServer(db, (session) => userJson(session, user)))
    },

    'GET /admin/users/:id': async ({ bearerToken }, { id }) => {
      requireServiceRole(bearerToken, jwtKeys)
      const user = await asAuthServer(db, async (session) => {
        const row = await findUserById(session, id)
        return row ? userJson(session, row) : null
      })
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
      return ok(user)
    },

    'DELETE /admin/users/:id': async ({ bearerToken }, { id }) => {
      requireServiceRole(bearerToken, jwtKeys)
      return deleteUser(db, id)
    },

    'GET /admin/users/:id/factors': async ({ bearerToken }, { id }) => {
      requireServiceRole(bearerToken, jwtKeys)
      return ok(
        await asAuthServer(db, async (session) => {
          await existingUser(session, id)
          return (await listFactors(session, id)).map(factorJson)
        }),
      )
    },

    'DELETE /admin/users/:id/factors/:factorId': async ({ bearerToken }, { id, factorId }) => {
      requireServiceRole(bearerToken, jwtKeys)
      return ok(
        await asAuthServer(db, async (session) => {
          await existingUser(session, id)
          const factor = (await listFactors(session, id)).find((row) => row.id === factorId)
          if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found')
          await removeFactor(session, id, factorId)
          return factorJson(factor)
        }),
      )
    },
  })
}

function requireServiceRole(bearerToken: string, jwtKeys: JwtKeys): void {
  const verification = verifyJwt(bearerToken, jwtKeys)
  if (!verification.ok || verification.claims.role !== 'service_role') {
    throw new AuthError(403, 'not_admin', 'User not allowed')
  }
}

async function existingUser(session: SqlSession, id: string): Promise<UserRow> {
  const user = await findUserById(session, id)
  if (!user) throw new AuthError(404, 'user_not_found', 'User not found')
  return user
}

async function deleteUser(db: Database, id: string): Promise<ApiResponse> {
  try {
    const deleted = await asAuthServer(db, (session) => deleteUserById(session, id))
    if (!deleted) throw new AuthError(404, 'user_not_found', 'User not found')
    return ok({})
  } catch (error) {
    // The site owner's account is protected by a restricting foreign key from public.site_owner.
    if (isPostgresError(error) && (error.code === '23001' || error.code === '23503')) {
      throw new AuthError(
        409,
        'conflict',
        'Database error deleting user: the site owner cannot be deleted',
      )
    }
    throw error
  }
}
